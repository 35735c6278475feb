/**
 * Events across instances (issue 15, docs/decisions/0080): Redis pub/sub against PostgreSQL
 * LISTEN/NOTIFY, both real engines on 127.0.0.1, measured in the same run. One connection
 * publishes, another (a second "instance") receives: latency of paced messages one at a time,
 * then the time of a burst. PostgreSQL is printed as a ratio of Redis (the baseline).
 * BENCH_MESSAGES changes the count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pg from 'pg';
import { RedisServer, startEmbeddedPostgres } from '@placar/server/processes';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const PAYLOAD = JSON.stringify({ generation: 123456, update: { id: 987654, competitionId: 12, status: 2 } });

interface Channel {
  name: string;
  publish(message: string): Promise<unknown>;
  onMessage(listener: (message: string) => void): void;
}

async function measure(channel: Channel) {
  let waiting: ((message: string) => void) | undefined;
  let received = 0;
  channel.onMessage((message) => {
    received += 1;
    waiting?.(message);
  });
  const latencies: number[] = [];
  for (let index = 0; index < MESSAGES; index += 1) {
    const arrived = new Promise<string>((resolve) => (waiting = resolve));
    const start = performance.now();
    await channel.publish(`${index}:${PAYLOAD}`);
    await arrived;
    latencies.push(performance.now() - start);
  }
  waiting = undefined;
  received = 0;
  const burstStart = performance.now();
  const all = new Promise<void>((resolve) => (waiting = () => received >= MESSAGES && resolve()));
  await Promise.all(Array.from({ length: MESSAGES }, (_, index) => channel.publish(`${index}:${PAYLOAD}`)));
  await all;
  const burstMs = performance.now() - burstStart;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name: channel.name, p50: at(0.5), p99: at(0.99), perSecond: (MESSAGES / burstMs) * 1000 };
}

const dir = mkdtempSync(join(tmpdir(), 'placar-bench-events-'));
const redis = await RedisServer.start();
const postgres = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
const closers: (() => Promise<unknown> | void)[] = [];
try {
  const publisher = new Redis(redis.url);
  const subscriber = new Redis(redis.url);
  closers.push(
    () => publisher.disconnect(),
    () => subscriber.disconnect(),
  );
  await subscriber.subscribe('bench');
  const redisChannel: Channel = {
    name: 'Redis pub/sub',
    publish: (message) => publisher.publish('bench', message),
    onMessage: (listener) => subscriber.on('message', (_channel: string, message: string) => listener(message)),
  };
  const notifier = new pg.Client({ connectionString: postgres.urlFor('bench') });
  const listener = new pg.Client({ connectionString: postgres.urlFor('bench') });
  await Promise.all([notifier.connect(), listener.connect()]);
  closers.push(
    () => notifier.end(),
    () => listener.end(),
  );
  await listener.query('LISTEN bench');
  const pgChannel: Channel = {
    name: 'PostgreSQL NOTIFY',
    publish: (message) => notifier.query('SELECT pg_notify($1, $2)', ['bench', message]),
    onMessage: (handle) => listener.on('notification', (note) => handle(note.payload ?? '')),
  };
  const base = await measure(redisChannel);
  const other = await measure(pgChannel);
  console.log(
    `Events across instances, ${MESSAGES} messages of ${PAYLOAD.length + 6} bytes, one publisher -> one subscriber, 127.0.0.1`,
  );
  console.log('engine              | p50 ms | p99 ms | burst msg/s | p50 vs Redis | burst vs Redis');
  for (const row of [base, other]) {
    console.log(
      `${row.name.padEnd(19)} | ${row.p50.toFixed(3).padStart(6)} | ${row.p99.toFixed(3).padStart(6)} | ${Math.round(row.perSecond).toString().padStart(11)} | ${(row.p50 / base.p50).toFixed(2).padStart(12)} | ${(row.perSecond / base.perSecond).toFixed(2).padStart(14)}`,
    );
  }
} finally {
  for (const close of closers) await close();
  await postgres.stop();
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
}
