// A third sport, registered for this file alone, before anything reads the sports: the schedule,
// the tables and the feed serve it from its rules (packages/contract/src/sports/) and nothing else.
import { IceHockeyStatus as S, iceHockey } from '@placar/contract/sports/ice-hockey.test-sport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@placar/contract/codes';
import { competitions, seasons, sports } from '../../src/db/schema.ts';
import { saveFixtures } from '../../src/feed/fixtures.repository.ts';
import type { Fixture } from '../../src/feed/provider.ts';
import { upsertReferenceData } from '../../src/feed/reference/reference.repository.ts';
import { buildTestApp } from '../build-test-app.ts';
import type { TestApp } from '../build-test-app.ts';

const TOKEN = 'feed-secret-0123456789';
const HOCKEY = iceHockey.code;
const season = { name: '2026/27', startsOn: '2026-10-01', endsOn: '2027-04-30' };
const team = (name: string) => ({ code: name.toLowerCase(), nameEn: name });
const side = (score: number | null, periods: number[] = [], penalties: number | null = null) => ({
  score,
  periods,
  penalties,
});

/** A match of the test league; `result` as an importer of past results sends it. */
const fixture = (ref: string, kickoff: string, home: string, away: string, result?: Fixture['result']): Fixture => ({
  externalRef: `hockey:${ref}`,
  competitionCode: 'hockey.test',
  season,
  round: null,
  roundOrder: null,
  kickoff: new Date(kickoff),
  home: team(home),
  away: team(away),
  ...(result === undefined ? {} : { result }),
});

describe('a third sport, ice hockey, in a test build', () => {
  let t: TestApp;
  let ids: Map<string, number>;
  let seasonId = 0;
  const get = async (url: string, language = 'en') =>
    (await t.app.inject({ url: `/api/schedule/${url}`, headers: { language, tz: 'UTC' } })).json();
  const feed = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/schedule/mqttMessageSend',
      headers: { authorization: `Feed ${TOKEN}` },
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp({ env: { FEED_TOKENS: TOKEN } });
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    // The reference data's sports come from the registry: ice hockey gets its row like the others.
    await upsertReferenceData(db);
    const [sport] = await db.select().from(sports).where(eq(sports.code, HOCKEY));
    // A tie-break the server cannot read falls back to the sport's own default.
    const [competition] = await db
      .insert(competitions)
      .values({
        sportId: sport?.id ?? 0,
        code: 'hockey.test',
        nameEn: 'Test Hockey League',
        shortName: 'THL',
        tieBreak: 'unknown',
        priority: 5,
        hot: true,
      })
      .returning();
    ids = await saveFixtures(db, [
      fixture('1', '2026-11-20T19:00:00Z', 'Bears', 'Wolves', {
        status: S.fullTime,
        home: side(4, [1, 2, 1]),
        away: side(1, [0, 1, 0]),
      }),
      fixture('2', '2026-11-21T19:00:00Z', 'Hawks', 'Bears', {
        status: S.afterOvertime,
        home: side(3, [1, 0, 1, 1]),
        away: side(2, [1, 1, 0, 0]),
      }),
      fixture('3', '2026-11-21T21:00:00Z', 'Wolves', 'Hawks', {
        status: S.afterShootout,
        home: side(2, [0, 2, 0, 0], 3),
        away: side(2, [1, 0, 1, 0], 2),
      }),
      fixture('4', '2026-11-22T22:30:00Z', 'Foxes', 'Bears'),
      fixture('5', '2026-11-23T19:00:00Z', 'Wolves', 'Foxes'),
    ]);
    const [row] = await db
      .select({ id: seasons.id })
      .from(seasons)
      .where(eq(seasons.competitionId, competition?.id ?? 0));
    seasonId = row?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a sport of the schedule, named in both languages', async () => {
    expect((await get('categoryList')).data.list).toContainEqual(
      expect.objectContaining({ sport: HOCKEY, name: 'Ice hockey', competitions: 1 }),
    );
    expect((await get('categoryList', 'br')).data.list).toContainEqual(
      expect.objectContaining({ sport: HOCKEY, name: 'Hóquei no gelo' }),
    );
    expect(
      (await get(`categoryCompetition?sport=${HOCKEY}`)).data.list.map((entry: { code: string }) => entry.code),
    ).toEqual(['hockey.test']);
  });

  it('takes a live update in its own status codes through the feed, and refuses the codes it does not have', async () => {
    const live = ids.get('hockey:4') ?? 0;
    const answer = await feed({
      matchId: live,
      status: S.p2,
      home: { score: 1, periods: [1, 0] },
      away: { score: 0, periods: [0, 0] },
      clock: { seconds: 754, running: true },
      stats: [{ key: 'penalty_minutes', home: 4, away: 6 }],
    });
    expect(answer.json().code).toBe(200);
    const refused = await feed({ matchId: live, status: 16 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'status: 16 is not a ice-hockey status code',
    });
    const refusedBr = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/mqttMessageSend',
      headers: { authorization: `Feed ${TOKEN}`, language: 'br' },
      payload: { matchId: live, status: 16 },
    });
    expect(refusedBr.json().msg).toBe('status: 16 não é um código de situação de hóquei no gelo');

    const match = (await get(`one?id=${live}`)).data;
    expect(match).toMatchObject({
      sport: HOCKEY,
      status: { code: S.p2, phase: 'live', text: 'P2' },
      clock: { seconds: 754, running: true },
      home: { score: 1 },
    });
    expect((await get(`one?id=${live}`, 'br')).data.status.text).toBe('2º período');
    // Its statistics are labelled by its own labels.
    expect((await get(`statsData?id=${live}`, 'br')).data.stats).toEqual([
      { key: 'penalty_minutes', label: 'Minutos de penalidade', home: 4, away: 6, unit: 'count' },
    ]);
  });

  it("lists the day's matches under its own tab and filter", async () => {
    const day = await get('mobilList?tab=ice-hockey&date=2026-11-22');
    expect(day.data.counts[HOCKEY]).toBe(1);
    expect(day.data.counts.inplay).toBe(1);
    expect(
      day.data.groups.flatMap((group: { matches: { id: number }[] }) => group.matches.map((match) => match.id)),
    ).toEqual([ids.get('hockey:4')]);
    const before = await get(`list?sport=${HOCKEY}&date=2026-11-21`);
    expect(before.data.list.map((match: { status: { text: string; phase: string } }) => match.status)).toEqual([
      { code: S.afterOvertime, phase: 'finished', text: 'OT' },
      { code: S.afterShootout, phase: 'finished', text: 'SO' },
    ]);
    expect((await get('listFilter?date=2026-11-21')).data.sports).toContainEqual({
      sport: HOCKEY,
      name: 'Ice hockey',
      count: 2,
    });
  });

  it('ranks the table by its points: 3 a win, 2 after overtime or a shoot-out, 1 for losing so; the shoot-out decides', async () => {
    const table = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedule/seasonTable',
        headers: { language: 'en', tz: 'UTC' },
        payload: { seasonId },
      })
    ).json().data;
    expect(table.tieBreak.twoTeams).toEqual(['points', 'wins', 'goal_difference', 'goals_for']);
    const rows = table.rows.map((row: Record<string, unknown> & { team: { name: string } }) => ({
      team: row.team.name,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      overtimeLost: row.overtimeLost,
      points: row.points,
      form: row.form,
      gamesBehind: row.gamesBehind,
    }));
    // Bears: a win in regulation (3) and a loss in overtime (1). Hawks: an overtime win (2) and a
    // shoot-out loss (1). Wolves: a loss in regulation (0) and the shoot-out win (2), not a draw.
    expect(rows).toEqual([
      {
        team: 'Bears',
        played: 2,
        won: 1,
        drawn: 0,
        lost: 1,
        overtimeLost: 1,
        points: 4,
        form: ['W', 'L'],
        gamesBehind: null,
      },
      {
        team: 'Hawks',
        played: 2,
        won: 1,
        drawn: 0,
        lost: 1,
        overtimeLost: 1,
        points: 3,
        form: ['W', 'L'],
        gamesBehind: null,
      },
      {
        team: 'Wolves',
        played: 2,
        won: 1,
        drawn: 0,
        lost: 1,
        overtimeLost: 0,
        points: 2,
        form: ['L', 'W'],
        gamesBehind: null,
      },
      { team: 'Foxes', played: 0, won: 0, drawn: 0, lost: 0, overtimeLost: 0, points: 0, form: [], gamesBehind: null },
    ]);
  });
});
