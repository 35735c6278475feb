// Issue 35 item 1 (acceptance): real results stay real. Real seasons the simulator also plays
// (the Brasileirão 2025 and the Bundesliga 2025/26, imported with the real command) keep their
// table, head-to-heads and form while the simulator plays several simulated days around them,
// and restarts; and a season imported while the simulator already plays it is taken over whole.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import type { MatchUpdate } from '@placar/contract/live-update';
import { ManualClock } from '../src/clock.ts';
import { competitions, matches, seasons } from '../src/db/schema.ts';
import { startFeeds } from '../src/feed/feed-runner.ts';
import type { RunningFeeds } from '../src/feed/feed-runner.ts';
import { LiveSimulator } from '../src/feed/simulator/live-simulator.ts';
import { buildTestApp } from './build-test-app.ts';
import type { TestApp } from './build-test-app.ts';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/openfootball/', import.meta.url));
const HOUR = 3_600_000;
// A Saturday with the Brasileirão 2025 and the Bundesliga 2025/26 under way, for real and in the simulator.
const START = Date.parse('2025-11-01T10:00:00Z');
const REAL = [
  { code: 'bra.1', season: '2025', file: '2025/br.1.json', matches: 380 },
  { code: 'ger.1', season: '2025/26', file: '2025-26_de.1.json', matches: 306 },
];

async function importFiles(url: string, files: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['src/feed/import-command.ts', ...files.map((file) => `${fixtures}${file}`)],
    {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: url, INIT_CWD: serverDir, LOG_LEVEL: 'warn' },
    },
  );
  return stdout;
}

/**
 * A team as its id: the simulator names a club it shares with an import its own way at each
 * start (decision 0044), which changes no result.
 */
function byTeamId(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(byTeamId);
  if (typeof value !== 'object' || value === null) return value;
  if ('shortName' in value && 'logo' in value && 'id' in value) return { team: value.id };
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, byTeamId(entry)]));
}

/** Everything a fan reads of a season: every match's result, the table with its form, and head-to-heads with each side's form. */
async function whatFansRead(t: TestApp, code: string, seasonName: string) {
  const call = async (url: string, payload?: object) => {
    const response =
      payload === undefined ? await t.app.inject({ url }) : await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const competitions = (await call('/api/schedule/categoryCompetition?sport=football')).list as {
    id: number;
    code: string;
  }[];
  const competitionId = competitions.find((entry) => entry.code === code)?.id;
  const season = (
    (await call('/api/schedule/seasonSelection', { competitionId })).list as { id: number; name: string }[]
  ).find((entry) => entry.name === seasonName);
  if (season === undefined) throw new Error(`no ${code} ${seasonName}`);
  const schedule = await call('/api/schedule/seasonScheduleList', { seasonId: season.id });
  const list = schedule.list as {
    id: number;
    status: { code: number };
    home: unknown;
    away: unknown;
    kickoff: string;
    round: string;
  }[];
  // Head-to-head and form of a match of every round: the whole season's calendar, sampled evenly.
  const sampled = list.filter((_, index) => index % 10 === 0);
  const h2h = [];
  for (const match of sampled) h2h.push(await call(`/api/schedule/h2hList?id=${match.id}&limit=10`));
  return {
    rounds: schedule.rounds as string[],
    matches: byTeamId(
      list.map(({ id, status, home, away, kickoff, round }) => ({ id, status, home, away, kickoff, round })),
    ) as unknown[],
    table: byTeamId(await call('/api/schedule/seasonTable', { seasonId: season.id })),
    detail: byTeamId(await call('/api/schedule/tableDetail', { seasonId: season.id })),
    h2h: byTeamId(h2h),
  };
}

describe('real seasons beside the simulator', () => {
  let t: TestApp;
  let feeds: RunningFeeds | undefined;
  const clock = new ManualClock(START);
  let simulatedNow = START;
  const published: MatchUpdate[] = [];
  const before = new Map<string, Awaited<ReturnType<typeof whatFansRead>>>();

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    t.app.events.on('matchUpdated', (update) => {
      published.push(update);
    });
    await importFiles(
      t.database?.url ?? '',
      REAL.map((entry) => entry.file),
    );
    for (const { code, season } of REAL) before.set(code, await whatFansRead(t, code, season));
  }, 120_000);
  afterAll(async () => {
    await feeds?.stop();
    await t.close();
  });

  const db = () => {
    const found = t.database?.db;
    if (found === undefined) throw new Error('no database');
    return found;
  };
  const simulator = () =>
    new LiveSimulator({ seed: 'real-stays-real', speed: 1, tickMs: HOUR, now: () => simulatedNow });

  it(
    'plays three simulated days and a restart around them, leaving their table, head-to-heads and form as they were',
    { timeout: 600_000 },
    async () => {
      let playing = simulator();
      feeds = await startFeeds([playing], { db: db(), events: t.app.events, clock });
      // Its own earlier seasons of both competitions are stored: the simulator plays these clubs, in history too.
      const simulated = await db()
        .select({ name: seasons.name, source: seasons.source })
        .from(seasons)
        .where(eq(seasons.source, 'simulator'));
      expect(simulated.map((season) => season.name)).toEqual(expect.arrayContaining(['2024', '2024/25']));
      for (let tick = 1; tick <= 36; tick += 1) {
        simulatedNow += 2 * HOUR;
        clock.set(simulatedNow);
        if (tick === 18) {
          // A restart mid-way: the start plans, stores and prunes again.
          await feeds.stop();
          playing = simulator();
          feeds = await startFeeds([playing], { db: db(), events: t.app.events, clock });
        }
        await playing.tick();
      }
      await feeds.stop();
      feeds = undefined;
      // It did play meanwhile, the clubs of these two leagues among others.
      expect(published.length).toBeGreaterThan(100);

      clock.set(START);
      for (const { code, season, matches: total } of REAL) {
        const after = await whatFansRead(t, code, season);
        const expected = before.get(code);
        expect(after.matches, `${code} ${season} matches`).toHaveLength(total);
        expect(after.matches).toEqual(expected?.matches);
        expect(after.table).toEqual(expected?.table);
        expect(after.detail).toEqual(expected?.detail);
        expect(after.h2h).toEqual(expected?.h2h);
      }
      // No simulated match in a real season, and no second season of the same name.
      const mixed = await db()
        .select({ n: count() })
        .from(matches)
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .where(and(eq(seasons.source, 'openfootball'), like(matches.externalRef, 'sim:%')));
      expect(mixed[0]?.n).toBe(0);
    },
  );

  it('lists imported rounds in round order (Matchday 34 before 37, played the other way round)', () => {
    const rounds = before.get('bra.1')?.rounds ?? [];
    expect(rounds).toHaveLength(38);
    expect(rounds).toEqual(Array.from({ length: 38 }, (_, index) => `Matchday ${index + 1}`));
  });
});

describe('a season imported while the simulator plays it', () => {
  let t: TestApp;
  let feeds: RunningFeeds | undefined;
  const clock = new ManualClock(START);
  let simulatedNow = START;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await feeds?.stop();
    await t.close();
  });

  it(
    'is taken over whole: the simulated matches leave it, the simulator leaves it alone from its next tick',
    { timeout: 300_000 },
    async () => {
      const db = t.database?.db;
      if (db === undefined) throw new Error('no database');
      const simulator = new LiveSimulator({ seed: 'taken-over', speed: 1, tickMs: HOUR, now: () => simulatedNow });
      feeds = await startFeeds([simulator], { db, events: t.app.events, clock });
      const [brasileirao] = await db
        .select({ id: seasons.id, source: seasons.source })
        .from(seasons)
        .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
        .where(and(eq(competitions.code, 'bra.1'), eq(seasons.name, '2025')));
      expect(brasileirao?.source).toBe('simulator');

      const output = await importFiles(t.database?.url ?? '', ['2025/br.1.json']);
      // 380 and the replays of the matches it postponed (decision 0130).
      const removed =
        /^ {2}taken over: Brasileirão Série A 2025 was the simulator's; its (\d+) simulated matches are removed$/m.exec(
          output,
        );
      expect(Number(removed?.[1])).toBeGreaterThanOrEqual(380);
      expect(output).toContain('380 new, 0 changed, 0 unchanged');

      for (let tick = 0; tick < 6; tick += 1) {
        simulatedNow += 4 * HOUR;
        clock.set(simulatedNow);
        await simulator.tick();
      }
      const inSeason = await db
        .select({ ref: matches.externalRef })
        .from(matches)
        .where(eq(matches.seasonId, brasileirao?.id ?? 0));
      expect(inSeason).toHaveLength(380);
      expect(inSeason.every((row) => row.ref?.startsWith('openfootball:'))).toBe(true);
      const [season] = await db
        .select({ source: seasons.source })
        .from(seasons)
        .where(eq(seasons.id, brasileirao?.id ?? 0));
      expect(season?.source).toBe('openfootball');
    },
  );
});
