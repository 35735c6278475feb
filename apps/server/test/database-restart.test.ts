// Issue 15 item 4: PostgreSQL stops for 5 s under a running server (src/main.ts, DATABASE_URL).
// Meanwhile /readyz answers 503 and calls answer 5030001, never a 500; once PostgreSQL is back
// on its address the server serves again by itself, with no restart of its own.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import type { EmbeddedPostgres } from '../src/db/embedded.ts';
import { startServerProcess } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';

const FEED_TOKEN = 'faults-feed-token-0123456789';
const OUTAGE_MS = 5000;
const RECOVERY_MS = 60_000;

interface Seen {
  status: number;
  code: number | undefined;
}

async function ask(url: string, init: RequestInit = {}): Promise<Seen> {
  const response = await fetch(url, init);
  const text = await response.text();
  let code: number | undefined;
  try {
    code = (JSON.parse(text) as { code?: number }).code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code };
}

describe('database restart (issue 15 item 4)', () => {
  let dataDir: string;
  let postgres: EmbeddedPostgres | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'placar-db-restart-'));
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503/5030001 while PostgreSQL is down for 5 s, and recovers by itself', { timeout: 180_000 }, async () => {
    const dbDir = join(dataDir, 'db');
    postgres = await startEmbeddedPostgres({ dataDir: dbDir, database: 'placar' });
    const port = postgres.port;
    server = await startServerProcess({
      DATABASE_URL: postgres.urlFor('placar'),
      DATA_DIR: join(dataDir, 'server'),
      WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
      AUTH_SECRET: randomBytes(24).toString('hex'),
      FEED_TOKENS: FEED_TOKEN,
      CLOCK_START: '2026-11-22T23:50:00Z',
      SIMULATOR: 'off',
      // The test signs in many times a second from 127.0.0.1: the login limits are for the public.
      LOGIN_LIMIT_PER_IP: '100000',
      LOGIN_LIMIT_PER_ACCOUNT: '100000',
    });
    expect(await server.ready(), server.output()).toBe(true);
    const base = server.url;
    const ref = `faults:db-restart:${randomBytes(4).toString('hex')}`;
    const update = (goals: number): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Feed ${FEED_TOKEN}` },
      body: JSON.stringify(
        goals === 0
          ? {
              externalRef: ref,
              fixture: {
                competition: 'eng.1',
                season: '2026/27',
                kickoff: '2026-11-23T02:00:00Z',
                home: { name: 'Outage FC' },
                away: { name: 'Restart United' },
              },
            }
          : { externalRef: ref, status: 2, home: { score: goals }, away: { score: 0 } },
      ),
    });
    const login: RequestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'nobody-here', password: 'Goal!2026_ok' }),
    };
    // Calls that need the database: a feed write, a sign-in, the favorites of a day list read.
    const calls: [string, () => Promise<Seen>][] = [
      ['feed update', () => ask(`${base}/api/schedule/mqttMessageSend`, update(1))],
      ['login', () => ask(`${base}/api/user/login`, login)],
      [
        'season list',
        () =>
          ask(`${base}/api/schedule/seasonSelection`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"competitionId":1}',
          }),
      ],
    ];
    expect(await ask(`${base}/api/schedule/mqttMessageSend`, update(0))).toEqual({ status: 200, code: 200 });

    await postgres.stop();
    postgres = undefined;
    const downSince = performance.now();
    const readyz: Seen[] = [];
    const answers: Record<string, Seen[]> = Object.fromEntries(calls.map(([name]) => [name, []]));
    while (performance.now() - downSince < OUTAGE_MS) {
      readyz.push(await ask(`${base}/readyz`));
      for (const [name, call] of calls) answers[name]?.push(await call());
    }
    // Down: not ready, and every call says the service is unavailable, never 500.
    expect(readyz.length).toBeGreaterThan(0);
    expect(
      readyz.every((seen) => seen.status === 503 && seen.code === Code.dependencyDown),
      JSON.stringify([...new Set(readyz.map((seen) => `${seen.status}/${seen.code}`))]),
    ).toBe(true);
    for (const [name] of calls) {
      const seen = answers[name] ?? [];
      expect(seen.length, name).toBeGreaterThan(0);
      expect(
        seen.every((answer) => answer.status === 503 && answer.code === Code.dependencyDown),
        `${name}: ${JSON.stringify([...new Set(seen.map((answer) => `${answer.status}/${answer.code}`))])}`,
      ).toBe(true);
    }

    postgres = await startEmbeddedPostgres({ dataDir: dbDir, database: 'placar', port });
    // Back: the same server becomes ready, and the write refused during the outage now goes through.
    expect(await server.ready(RECOVERY_MS), server.output()).toBe(true);
    const after = await ask(`${base}/api/schedule/mqttMessageSend`, update(2));
    expect(after).toEqual({ status: 200, code: 200 });
    expect((await ask(`${base}/api/user/login`, login)).code).not.toBe(Code.dependencyDown);
    expect(server.child.exitCode).toBeNull();
  });
});
