import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import { matches, matchIncidents, matchPlayerStats, teamPlayers, teams } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

// The test app's clock is TEST_NOW, 2026-11-22T23:50Z.
const POSITIONS = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'GK', 'DF', 'MF', 'FW'];
const squad = (teamId: number, prefix: string) =>
  POSITIONS.map((position, index) => ({
    teamId,
    name: `${prefix} ${index + 1}`,
    number: index + 1,
    position,
    sortOrder: index,
  }));

describe('line-ups and player pages', () => {
  let t: TestApp;
  const ids = { finished: 0, live: 0, soon: 0, later: 0, nba: 0, home: 0, celtics: 0 };
  const tokens: Record<string, string> = {};
  const playerId: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    const f = await createScheduleFixture(db);
    ids.finished = await f.match('bra.1', {
      home: 'Santos',
      away: 'Palmeiras',
      kickoff: '2026-11-08T19:00:00Z',
      status: 8,
      homeScore: 2,
      awayScore: 0,
    });
    ids.live = await f.match('bra.1', {
      home: 'Santos',
      away: 'Flamengo',
      kickoff: '2026-11-22T23:00:00Z',
      status: 4,
      homeScore: 1,
      awayScore: 0,
    });
    ids.soon = await f.match('bra.1', { home: 'Palmeiras', away: 'Santos', kickoff: '2026-11-23T00:30:00Z' });
    ids.later = await f.match('bra.1', { home: 'Flamengo', away: 'Santos', kickoff: '2026-11-29T19:00:00Z' });
    ids.nba = await f.match('nba', {
      home: 'Boston Celtics',
      away: 'New York Knicks',
      kickoff: '2026-11-22T02:00:00Z',
      status: 10,
      homeScore: 3,
      awayScore: 0,
    });
    ids.home = await f.team('football', 'Santos');
    ids.celtics = await f.team('basketball', 'Boston Celtics');
    await db.update(teams).set({ coach: 'Vojvoda' }).where(eq(teams.id, ids.home));
    await db
      .update(matches)
      .set({ homePeriods: [1, 1], awayPeriods: [0, 0] })
      .where(eq(matches.id, ids.finished));
    // Live in the second half: 60 minutes on the clock, read 5 minutes before the test clock.
    await db
      .update(matches)
      .set({
        clockSeconds: 60 * 60,
        clockRunning: true,
        clockAt: new Date('2026-11-22T23:45:00Z'),
        homePeriods: [1, 0],
        awayPeriods: [0, 0],
      })
      .where(eq(matches.id, ids.live));
    await db
      .insert(teamPlayers)
      .values([
        ...squad(ids.home, 'Santos'),
        ...squad(await f.team('football', 'Palmeiras'), 'Palmeiras'),
        ...squad(await f.team('football', 'Flamengo'), 'Flamengo'),
      ]);
    await db
      .insert(teamPlayers)
      .values({ teamId: ids.celtics, name: 'Jayson Tatum', number: 0, position: 'F', sortOrder: 0 });
    const rows = await db.select({ id: teamPlayers.id, name: teamPlayers.name }).from(teamPlayers);
    for (const row of rows) playerId[row.name] = row.id;
    await db.insert(matchIncidents).values([
      { matchId: ids.finished, kind: 'goal', minute: 10, period: 1, side: 'home', player: 'Santos 10' },
      { matchId: ids.finished, kind: 'yellow_card', minute: 30, period: 1, side: 'home', player: 'Santos 10' },
      {
        matchId: ids.finished,
        kind: 'substitution',
        minute: 60,
        period: 2,
        side: 'home',
        player: 'Santos 15',
        detail: 'Santos 10',
      },
      {
        matchId: ids.finished,
        kind: 'goal',
        minute: 80,
        period: 2,
        side: 'home',
        player: 'Santos 15',
        detail: 'Santos 9',
      },
      { matchId: ids.finished, kind: 'red_card', minute: 70, period: 2, side: 'away', player: 'Palmeiras 4' },
      { matchId: ids.finished, kind: 'own_goal', minute: 85, period: 2, side: 'away', player: 'Santos 2' },
      { matchId: ids.live, kind: 'goal', minute: 20, period: 1, side: 'home', player: 'Santos 10' },
      {
        matchId: ids.live,
        kind: 'substitution',
        minute: 46,
        period: 2,
        side: 'home',
        player: 'Santos 13',
        detail: 'Santos 3',
      },
    ]);
    await db.insert(matchPlayerStats).values([
      {
        matchId: ids.nba,
        side: 'home',
        name: 'Jayson Tatum',
        number: 0,
        starter: true,
        minutes: 38,
        points: 3,
        rebounds: 7,
        assists: 4,
        sortOrder: 0,
      },
      {
        matchId: ids.nba,
        side: 'home',
        name: 'Not In The Squad',
        number: 9,
        starter: false,
        minutes: 10,
        points: 0,
        rebounds: 1,
        assists: 0,
        sortOrder: 1,
      },
    ]);
    for (const role of ['viewer', 'anchor', 'admin'] as const)
      tokens[role] = (await createUserWithSession(db, { role, clock: t.clock })).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { tz: 'America/Sao_Paulo', ...headers } });
  const lineupsOf = async (id: number) => (await get(`/api/players/lineups?id=${id}`)).json().data;

  it('answers every role alike: visitor, user, anchor and admin', async () => {
    for (const url of [`/api/players/lineups?id=${ids.finished}`, `/api/players/detail?id=${playerId['Santos 10']}`]) {
      const answers = [];
      for (const token of [undefined, tokens.viewer, tokens.anchor, tokens.admin]) {
        const response = await get(url, token === undefined ? {} : { authorization: token });
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        answers.push(response.json().data);
      }
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
  });

  it('lines a finished football match up: eleven in a formation, the bench, who came on and off when, and minutes that add up', async () => {
    const data = await lineupsOf(ids.finished);
    expect(data.state).toBe('confirmed');
    expect(data.home.formation).toBe('4-3-3');
    // The coach the feed names; none named is null.
    expect(data.home.coach).toBe('Vojvoda');
    expect(data.away.coach).toBeNull();
    expect(data.home.starters).toHaveLength(11);
    expect(data.home.bench.map((player: { name: string }) => player.name)).toEqual([
      'Santos 12',
      'Santos 13',
      'Santos 14',
      'Santos 15',
    ]);
    const home = [...data.home.starters, ...data.home.bench];
    const byName = (name: string) => home.find((player: { name: string }) => player.name === name);
    expect(byName('Santos 10')).toMatchObject({
      id: playerId['Santos 10'],
      off: 60,
      on: null,
      tally: { minutes: 60, goals: 1, yellowCards: 1 },
    });
    expect(byName('Santos 15')).toMatchObject({ on: 60, off: null, tally: { minutes: 30, goals: 1 } });
    // A goal's detail naming a team-mate is the assist.
    expect(byName('Santos 9').tally).toMatchObject({ goals: 0, assists: 1 });
    // An own goal is no goal of the player who scored it.
    expect(byName('Santos 2').tally.goals).toBe(0);
    expect(home.reduce((sum: number, player: { tally: { minutes: number } }) => sum + player.tally.minutes, 0)).toBe(
      11 * 90,
    );
    const sentOff = data.away.starters.find((player: { name: string }) => player.name === 'Palmeiras 4');
    expect(sentOff).toMatchObject({ sentOff: true, off: 70, tally: { redCards: 1, minutes: 70 } });
    expect(
      data.away.starters.reduce((sum: number, player: { tally: { minutes: number } }) => sum + player.tally.minutes, 0),
    ).toBe(11 * 90 - 20);
  });

  it('counts a live match up to its running clock', async () => {
    const data = await lineupsOf(ids.live);
    // 60 minutes stored five minutes before now: 65 played.
    expect(data.home.starters[0].tally.minutes).toBe(65);
    expect(data.home.bench.find((player: { name: string }) => player.name === 'Santos 13')).toMatchObject({
      on: 46,
      tally: { minutes: 19 },
    });
  });

  it('predicts line-ups until an hour before kickoff, then calls them confirmed', async () => {
    expect((await lineupsOf(ids.later)).state).toBe('predicted');
    expect((await lineupsOf(ids.later)).home.starters).toHaveLength(11);
    // Kickoff 40 minutes after the test clock.
    expect((await lineupsOf(ids.soon)).state).toBe('confirmed');
  });

  it('takes basketball line-ups from the box score, with no pitch and no page for a player the squad does not list', async () => {
    const data = await lineupsOf(ids.nba);
    expect(data.home.formation).toBeNull();
    expect(data.home.starters).toEqual([
      expect.objectContaining({
        id: playerId['Jayson Tatum'],
        name: 'Jayson Tatum',
        tally: expect.objectContaining({ minutes: 38, points: 3, rebounds: 7, assists: 4 }),
      }),
    ]);
    expect(data.home.bench[0]).toMatchObject({ id: null, name: 'Not In The Squad' });
  });

  it('shows a player page whose season figures are the sums over its finished matches', async () => {
    const data = (await get(`/api/players/detail?id=${playerId['Santos 10']}`, { language: 'br' })).json().data;
    expect(data.player).toMatchObject({
      id: playerId['Santos 10'],
      name: 'Santos 10',
      number: 10,
      position: 'FW',
      sport: 'football',
      team: { id: ids.home, name: 'Santos' },
    });
    expect(data.matches.map((entry: { match: { id: number } }) => entry.match.id)).toEqual([ids.live, ids.finished]);
    expect(data.figures).toEqual([
      { id: 'appearances', value: 1 },
      { id: 'minutes', value: 60 },
      { id: 'goals', value: 1 },
      { id: 'assists', value: 0 },
      { id: 'yellowCards', value: 1 },
      { id: 'redCards', value: 0 },
    ]);
    // A substitute who never came on has no appearance.
    expect((await get(`/api/players/detail?id=${playerId['Santos 14']}`)).json().data.matches).toEqual([]);
    const tatum = (await get(`/api/players/detail?id=${playerId['Jayson Tatum']}`)).json().data;
    expect(tatum.figures).toEqual([
      { id: 'appearances', value: 1 },
      { id: 'minutes', value: 38 },
      { id: 'pointsPerGame', value: 3 },
      { id: 'reboundsPerGame', value: 7 },
      { id: 'assistsPerGame', value: 4 },
    ]);
  });

  it('finds players by name with their team and sport', async () => {
    const data = (await get('/api/schedule/search?q=tatum')).json().data;
    expect(data.players).toEqual([
      {
        id: playerId['Jayson Tatum'],
        name: 'Jayson Tatum',
        position: 'F',
        team: expect.objectContaining({ id: ids.celtics, sport: 'basketball' }),
      },
    ]);
  });

  it('answers bad ids with a 4xx, never a 500: unknown, huge, negative, not a number, missing', async () => {
    for (const path of ['/api/players/lineups', '/api/players/detail']) {
      expect((await get(`${path}?id=999999`)).statusCode).toBe(404);
      expect((await get(`${path}?id=999999`)).json().code).toBe(Code.notFound);
      for (const bad of ['99999999999999999999', '2147483648', '-1', '0', 'abc', '1.5', '1e400', '']) {
        const response = await get(`${path}?id=${encodeURIComponent(bad)}`);
        expect(response.statusCode, `${path} ${bad}`).toBe(400);
      }
      expect((await get(path)).statusCode).toBe(400);
    }
  });
});
