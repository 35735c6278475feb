/**
 * The servers under test, in their own process so the load generator does not share their
 * thread: the real app on a fresh embedded database with a busy match day, and a bare Fastify
 * route sending the app's exact answer bytes. Prints one JSON line with both URLs, then runs
 * until SIGTERM, when it stops everything and deletes its data directory.
 */
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp, loadConfig } from '@placar/server/testing';
import { benchServerProcess } from '../support/bench-server-process.ts';
import { FEED_TOKEN, MATCHES, PATH } from './load.ts';
import type { Servers } from './load.ts';
import { seedMatchDay } from './seed.ts';

const { dataDir, onStop, stop, database } = await benchServerProcess('schedule');

try {
  const db = await database();
  await seedMatchDay(db, MATCHES);

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
    FEED_TOKENS: FEED_TOKEN,
  });
  const app = buildApp({ config, db, logger: false });
  onStop(() => app.close());
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const sample = await fetch(`${appUrl}${PATH}`);
  const bytes = Buffer.from(await sample.arrayBuffer());
  const groups = (
    JSON.parse(bytes.toString()) as {
      data: { groups: { matches: { id: number; status: { code: number }; home: { score: number | null } }[] }[] };
    }
  ).data.groups;
  const matches = groups.reduce((total, group) => total + group.matches.length, 0);
  if (sample.status !== 200 || matches < MATCHES)
    throw new Error(`unexpected answer: ${sample.status}, ${matches} matches`);

  const bare = Fastify({ logger: false });
  bare.get('/api/schedule/mobilList', (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
  onStop(() => bare.close());
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  // Goals land in live matches; on a day with none live yet (just after midnight UTC), in any listed match.
  const listed = groups.flatMap((group) => group.matches);
  const inPlay = listed.filter((match) => match.status.code === 4);
  const live = (inPlay.length > 0 ? inPlay : listed).map((match) => ({
    id: match.id,
    status: match.status.code,
    homeScore: match.home.score ?? 0,
  }));
  const servers: Servers = { appUrl, bareUrl, matches, competitions: groups.length, bytes: bytes.length, live };
  console.log(JSON.stringify(servers));
} catch (error) {
  console.error(error);
  await stop(1);
}
