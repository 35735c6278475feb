// Issue 15 item 4: a client floods feed updates, favorites and sign-ups; the server is killed
// with SIGKILL mid-flood and started again on the same PostgreSQL. Every write the server
// acknowledged (code 200) must be in the database: 0 lost. The database is a PostgreSQL this
// test starts (DATABASE_URL), so it outlives the server as a real one would.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import type { EmbeddedPostgres } from '../src/db/embedded.ts';
import { startServerProcess } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';

const FEED_TOKEN = 'faults-feed-token-0123456789';
const CLOCK_START = '2026-11-22T23:50:00Z';
/** The flood ends at the kill, which comes after this many acknowledged writes or this long, whichever is first. */
const KILL_AFTER_ACKS = 240;
const KILL_AFTER_MS = 8000;
/** ...once each kind has an acknowledged write, or after this long in any case (a busy machine signs up slowly). */
const MAX_FLOOD_MS = 30_000;
const WORKERS_PER_KIND = 3;

interface Answer {
  code: number;
  msg?: string;
  data: Record<string, unknown> | null;
}

async function post(base: string, path: string, body: unknown, authorization?: string): Promise<Answer> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

/** What the server acknowledged, kind by kind. */
interface Acknowledged {
  /** external ref -> the highest acknowledged seq and the home score it carried. */
  updates: Map<string, { seq: number; homeScore: number }>;
  updateCount: number;
  favorites: { userId: number; matchId: number }[];
  signUps: string[];
}

async function signUp(base: string, email: string): Promise<{ id: number; token: string } | undefined> {
  const asked = await post(base, '/user/emailVerifyCode', { email, purpose: 'register' });
  if (asked.code !== 200) return undefined;
  const outbox = (await (await fetch(`${base}/dev/mail.json`)).json()) as { mails: { to: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.mails.find((mail) => mail.to === email)?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${email}`);
  const username = `f${randomBytes(6).toString('hex')}`;
  const session = await post(base, '/user/register', { email, code, username, password: 'Goal!2026_ok' });
  if (session.code !== 200 || session.data === null) return undefined;
  const data = session.data as { user: { id: number }; tokens: { accessToken: string } };
  return { id: data.user.id, token: data.tokens.accessToken };
}

describe('SIGKILL during a write flood (issue 15 item 4)', () => {
  let dataDir: string;
  let postgres: EmbeddedPostgres;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'placar-sigkill-'));
    postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'db'), database: 'placar' });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('loses no acknowledged feed update, favorite or sign-up', { timeout: 180_000 }, async () => {
    const env = {
      DATABASE_URL: postgres.urlFor('placar'),
      DATA_DIR: join(dataDir, 'server'),
      WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
      AUTH_SECRET: randomBytes(24).toString('hex'),
      FEED_TOKENS: FEED_TOKEN,
      CLOCK_START,
      SIMULATOR: 'off',
      // One client makes every sign-up from 127.0.0.1: the per-address limits are for the public.
      CODE_LIMIT_PER_IP: '100000',
      ACCOUNT_LIMIT_PER_IP: '100000',
    };
    const first = await startServerProcess(env);
    servers.push(first);
    expect(await first.ready(), first.output()).toBe(true);
    const base = first.url;
    const feed = `Feed ${FEED_TOKEN}`;

    // Before the flood: fans to favorite with, and a match per feed worker to start from.
    const fans: { id: number; token: string }[] = [];
    for (let index = 0; index < WORKERS_PER_KIND; index += 1) {
      const fan = await signUp(base, `fan${index}.${randomBytes(3).toString('hex')}@example.com`);
      if (fan === undefined) throw new Error('could not sign up a fan');
      fans.push(fan);
    }
    const acknowledged: Acknowledged = { updates: new Map(), updateCount: 0, favorites: [], signUps: [] };
    const matchIds: number[] = [];
    let acks = 0;
    let stopped = false;
    const run = tag();

    const feedWorker = async (worker: number) => {
      for (let match = 0; !stopped; match += 1) {
        const ref = `faults:sigkill:${run}:${worker}:${match}`;
        const fixture = {
          competition: 'eng.1',
          season: '2026/27',
          kickoff: '2026-11-23T02:00:00Z',
          home: { name: `Flood ${worker}-${match} FC` },
          away: { name: `Kill ${worker}-${match} United` },
        };
        for (let goal = 0; goal <= 5 && !stopped; goal += 1) {
          const body =
            goal === 0
              ? { externalRef: ref, fixture }
              : { externalRef: ref, status: 2, home: { score: goal }, away: { score: 0 } };
          const answer = await post(base, '/schedule/mqttMessageSend', body, feed);
          if (answer.code !== 200) throw new Error(`feed update answered ${answer.code} ${answer.msg}`);
          const data = answer.data as { id: number; seq: number };
          if (goal === 0) matchIds.push(data.id);
          acknowledged.updates.set(ref, { seq: data.seq, homeScore: goal === 0 ? -1 : goal });
          acknowledged.updateCount += 1;
          acks += 1;
        }
      }
    };
    const favoriteWorker = async (worker: number) => {
      const fan = fans[worker];
      if (fan === undefined) return;
      for (let next = 0; !stopped;) {
        const matchId = matchIds[next];
        if (matchId === undefined) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        next += 1;
        const answer = await post(base, '/schedule/love', { kind: 'match', id: matchId, loved: true }, fan.token);
        if (answer.code !== 200) throw new Error(`love answered ${answer.code} ${answer.msg}`);
        acknowledged.favorites.push({ userId: fan.id, matchId });
        acks += 1;
      }
    };
    const signUpWorker = async (worker: number) => {
      for (let index = 0; !stopped; index += 1) {
        const email = `flood${worker}.${index}.${run}@example.com`;
        if ((await signUp(base, email)) === undefined) throw new Error(`sign-up of ${email} refused`);
        acknowledged.signUps.push(email);
        acks += 1;
      }
    };

    // A worker ends at its first failed request: the one cut by the kill, never acknowledged.
    const endings: string[] = [];
    const workers = [feedWorker, favoriteWorker, signUpWorker].flatMap((worker) =>
      Array.from({ length: WORKERS_PER_KIND }, (_, index) =>
        worker(index).catch((error: unknown) => void endings.push(String(error))),
      ),
    );
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const everyKind = () =>
      acknowledged.updateCount > 0 && acknowledged.favorites.length > 0 && acknowledged.signUps.length > 0;
    while (elapsed() < MAX_FLOOD_MS && !(everyKind() && (acks >= KILL_AFTER_ACKS || elapsed() >= KILL_AFTER_MS)))
      await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    stopped = true;
    await first.exited;
    await Promise.all(workers);
    // The flood was cut by the kill (fetch failures), not by an answer the server gave.
    expect(
      endings.filter((ending) => !/fetch failed|ECONNRESET|ECONNREFUSED|other side closed|socket/i.test(ending)),
    ).toEqual([]);
    expect(acknowledged.updateCount).toBeGreaterThan(0);
    expect(acknowledged.favorites.length).toBeGreaterThan(0);
    expect(acknowledged.signUps.length).toBeGreaterThan(0);

    const second = await startServerProcess(env);
    servers.push(second);
    expect(await second.ready(), second.output()).toBe(true);

    const client = new pg.Client({ connectionString: postgres.urlFor('placar') });
    await client.connect();
    try {
      const refs = [...acknowledged.updates.keys()];
      const stored = await client.query<{ external_ref: string; seq: number; home_score: number | null }>(
        'select external_ref, seq, home_score from matches where external_ref = any($1)',
        [refs],
      );
      const byRef = new Map(stored.rows.map((row) => [row.external_ref, row]));
      // An acknowledged update is stored: its seq or a later one (an update in flight at the kill may have committed too).
      const lostUpdates = refs.filter((ref) => {
        const acked = acknowledged.updates.get(ref);
        const row = byRef.get(ref);
        if (acked === undefined || row === undefined) return true;
        if (row.seq < acked.seq) return true;
        return row.seq === acked.seq && acked.homeScore >= 0 && row.home_score !== acked.homeScore;
      });

      const favorites = await client.query<{ user_id: number; target_id: number }>(
        "select user_id, target_id from favorites where kind = 'match'",
      );
      const favoriteKeys = new Set(favorites.rows.map((row) => `${row.user_id}:${row.target_id}`));
      const lostFavorites = acknowledged.favorites.filter(
        (favorite) => !favoriteKeys.has(`${favorite.userId}:${favorite.matchId}`),
      );

      const users = await client.query<{ email: string }>('select email from users where email = any($1)', [
        acknowledged.signUps,
      ]);
      const userEmails = new Set(users.rows.map((row) => row.email));
      const lostSignUps = acknowledged.signUps.filter((email) => !userEmails.has(email));

      const ackedTotal = acknowledged.updateCount + acknowledged.favorites.length + acknowledged.signUps.length;
      const lost = lostUpdates.length + lostFavorites.length + lostSignUps.length;
      // Every acknowledged update of a match is covered by its last one: found = acknowledged minus lost ones.
      console.log(
        `SIGKILL flood: acknowledged ${ackedTotal} writes (feed updates ${acknowledged.updateCount} over ${refs.length} matches, ` +
          `favorites ${acknowledged.favorites.length}, sign-ups ${acknowledged.signUps.length}); found ${ackedTotal - lost}; lost ${lost}`,
      );
      expect(lostUpdates).toEqual([]);
      expect(lostFavorites).toEqual([]);
      expect(lostSignUps).toEqual([]);
    } finally {
      await client.end();
    }

    // The restarted server serves what the killed one stored: a signed-up fan signs in.
    const lastEmail = acknowledged.signUps.at(-1) ?? '';
    const login = await post(second.url, '/user/login', { account: lastEmail, password: 'Goal!2026_ok' });
    expect(login.code).toBe(200);
  });
});

function tag(): string {
  return randomBytes(4).toString('hex');
}
