/**
 * The whole server under test for the fan-out under HTTP load: the real app (embedded
 * PostgreSQL with a busy match day, the web build when there is one, the embedded broker at
 * /mqtt and on a TCP port; with BENCH_MQTT_URL, that external broker instead, the MQTT_URL
 * path), in its own process like broker-process.ts and driven by the same messages. Its ready message also names the app's HTTP base and the paths the HTTP load asks
 * for: mobilList, the home page and a live match page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchTopic } from '@placar/contract/constants';
import { matchPath } from '../../apps/web/app/lib/matches/match-path.ts';
import {
  buildApp,
  createDatabaseClient,
  type EmbeddedBroker,
  loadConfig,
  migrateDatabase,
} from '@placar/server/testing';
import { startEmbeddedPostgres } from '@placar/server/processes';
import { MATCHES, PATH } from '../schedule-api/load.ts';
import { seedMatchDay } from '../schedule-api/seed.ts';
import type { BrokerReady } from './fanout-message.ts';
import { servePublishes } from './paced-publisher.ts';

const subscribers = Number(process.env.LIVE_FANOUT_SUBSCRIBERS ?? 1000);
const mqttUrl = process.env.BENCH_MQTT_URL || undefined;
// React and the web build choose their production code from NODE_ENV (as main.ts does).
process.env.NODE_ENV = 'production';

const dataDir = await mkdtemp(join(tmpdir(), 'placar-bench-fanout-'));
const cleanups: (() => Promise<unknown>)[] = [async () => rm(dataDir, { recursive: true, force: true })];
async function stop(): Promise<void> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
process.once('disconnect', () => void stop().then(() => process.exit(0)));

try {
  const postgres = await startEmbeddedPostgres({ dataDir, database: 'placar' });
  cleanups.push(() => postgres.stop());
  const client = createDatabaseClient(postgres.urlFor('placar'));
  cleanups.push(() => client.pool.end());
  await migrateDatabase(client.db);
  await seedMatchDay(client.db, MATCHES);

  // Every subscriber connects from 127.0.0.1: the per-address limits are for the public.
  const perAddress = String(subscribers + 100);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    MQTT_MAX_CONNECTIONS_PER_ADDRESS: perAddress,
    MQTT_SESSIONS_PER_ADDRESS: perAddress,
    MQTT_CONNECTS_PER_MINUTE: perAddress,
    ...(process.env.WEB_BUILD_DIR === undefined ? {} : { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR }),
    // A/B of decision 0091: 1 renders pages on a worker thread, 0 on the main thread with the broker.
    ...(process.env.LIVE_FANOUT_RENDER_THREADS === undefined
      ? {}
      : { RENDER_THREADS: process.env.LIVE_FANOUT_RENDER_THREADS }),
    // Decision 0093: the render thread's niceness.
    ...(process.env.LIVE_FANOUT_RENDER_THREAD_NICE === undefined
      ? {}
      : { RENDER_THREAD_NICE: process.env.LIVE_FANOUT_RENDER_THREAD_NICE }),
    ...(mqttUrl === undefined ? {} : { MQTT_URL: mqttUrl }),
  });
  const app = buildApp({ config, db: client.db, logger: false });
  cleanups.push(() => app.close());
  const httpUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // The web build's server-side loaders call the API over loopback (main.ts does the same).
  process.env.INTERNAL_API_BASE = `${httpUrl}/api`;
  process.env.PUBLIC_URL ??= httpUrl;

  let tcpUrl = mqttUrl;
  const embedded: EmbeddedBroker | undefined = app.embeddedBroker;
  if (embedded !== undefined) {
    const tcp = createServer((socket) => {
      socket.setNoDelay(true);
      embedded.broker.handle(socket);
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => tcp.close());
    const tcpAddress = tcp.address();
    if (tcpAddress !== null && typeof tcpAddress === 'object') tcpUrl = `mqtt://127.0.0.1:${tcpAddress.port}`;
  }

  const paths = [PATH];
  const home = await fetch(`${httpUrl}/en`);
  if (home.status === 200) {
    const list = (await (await fetch(`${httpUrl}${PATH}`)).json()) as {
      data: {
        groups: {
          matches: {
            id: number;
            status: { code: number };
            home: { team: { name: string } };
            away: { team: { name: string } };
          }[];
        }[];
      };
    };
    const matches = list.data.groups.flatMap((group) => group.matches);
    const match = matches.find((candidate) => candidate.status.code === 4) ?? matches[0];
    if (match === undefined) throw new Error('no match to render');
    const page = matchPath('en', match);
    const answer = await fetch(`${httpUrl}${page}`);
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
    paths.push('/en', page);
  }
  const topic = matchTopic(config.public.product);
  const ready: BrokerReady = {
    type: 'ready',
    topic,
    wsUrl: `${httpUrl.replace('http://', 'ws://')}/mqtt`,
    httpUrl,
    paths,
    ...(tcpUrl === undefined ? {} : { tcpUrl }),
  };
  servePublishes(app.livePublisher, topic, stop);
  process.send?.(ready);
} catch (error) {
  console.error(error);
  await stop();
  process.exit(1);
}
