import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasketballStatus } from '@placar/contract/sports/basketball-statuses';
import { FootballStatus } from '@placar/contract/sports/football-statuses';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { matchPlayerStats, teamPlayers } from '../../db/schema.ts';
import { LEAGUE_FORMATS } from '../../feed/reference/league-formats.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';

const FULL_TIME = FootballStatus.fullTime;
const AFTER_PENALTIES = FootballStatus.afterPenalties;
const BASKETBALL_FINAL = BasketballStatus.fullTime;

/** A league page's data: zones, conferences, top scorers and the bracket. */
describe('league pages: zones, conferences, leaders, bracket', () => {
  let t: TestApp;
  let f: ScheduleFixture;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    f = await createScheduleFixture(db);
    const arsChe = await f.match('eng.1', {
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: '2026-02-01T15:00:00Z',
      round: '1',
      roundOrder: 1,
      status: FULL_TIME,
      homeScore: 3,
      awayScore: 1,
    });
    const cheSpu = await f.match('eng.1', {
      home: 'Chelsea',
      away: 'Spurs',
      kickoff: '2026-02-08T15:00:00Z',
      round: '2',
      roundOrder: 2,
      status: FULL_TIME,
      homeScore: 1,
      awayScore: 1,
    });
    await f.incident(arsChe, {
      kind: 'goal',
      minute: 12,
      side: 'home',
      player: 'Saka',
      detail: 'Odegaard',
      homeScore: 1,
      awayScore: 0,
    });
    await f.incident(arsChe, {
      kind: 'penalty_goal',
      minute: 40,
      side: 'home',
      player: 'Saka',
      homeScore: 2,
      awayScore: 0,
    });
    await f.incident(arsChe, {
      kind: 'own_goal',
      minute: 60,
      side: 'home',
      player: 'Colwill',
      homeScore: 3,
      awayScore: 0,
    });
    await f.incident(arsChe, {
      kind: 'goal',
      minute: 80,
      side: 'away',
      player: 'Palmer',
      detail: 'Enzo',
      homeScore: 3,
      awayScore: 1,
    });
    await f.incident(arsChe, { kind: 'yellow_card', minute: 85, side: 'away', player: 'Palmer' });
    await f.incident(cheSpu, { kind: 'goal', minute: 5, side: 'home', player: 'Palmer', homeScore: 1, awayScore: 0 });
    await f.incident(cheSpu, {
      kind: 'goal',
      minute: 50,
      side: 'away',
      player: 'Son',
      detail: 'Maddison',
      homeScore: 1,
      awayScore: 1,
    });

    // A cup's knockout rounds in the Brasileirão's fixture (any competition may have them): two legs, then a one-off final.
    const bra = (
      home: string,
      away: string,
      round: string,
      order: number,
      day: number,
      score?: [number, number],
      extra = {},
    ) =>
      f.match('bra.1', {
        home,
        away,
        kickoff: `2026-0${order}-${String(day).padStart(2, '0')}T20:00:00Z`,
        round,
        roundOrder: order,
        ...(score ? { status: FULL_TIME, homeScore: score[0], awayScore: score[1] } : {}),
        ...extra,
      });
    await bra('Santos', 'Gremio', 'Semi-finals', 1, 1, [2, 0]);
    await bra('Gremio', 'Santos', 'Semi-finals', 1, 8, [3, 0]);
    await bra('Flamengo', 'Bahia', 'Semi-finals', 1, 2, [1, 1]);
    await bra('Bahia', 'Flamengo', 'Semi-finals', 1, 9, [0, 0], {
      status: AFTER_PENALTIES,
      homePenalties: 3,
      awayPenalties: 4,
    });
    await bra('Gremio', 'Flamengo', 'Final', 2, 1);

    // Every NBA team of the format, East n against West n: the season's table can be grouped.
    const conferences = LEAGUE_FORMATS.nba?.conferences ?? [];
    const [east, west] = conferences.map((conference) => conference.divisions.flatMap((division) => division.teams));
    for (const [index, home] of (east ?? []).entries()) {
      await f.match('nba', {
        home,
        away: west?.[index] ?? '',
        kickoff: `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
        status: BASKETBALL_FINAL,
        homeScore: 110,
        awayScore: 100 + index,
      });
    }
    const nbaGame = await f.match('nba', {
      home: 'Boston Celtics',
      away: 'Denver Nuggets',
      kickoff: '2026-01-20T00:00:00Z',
      status: BASKETBALL_FINAL,
      homeScore: 100,
      awayScore: 90,
    });
    await db.insert(matchPlayerStats).values([
      { matchId: nbaGame, side: 'home', name: 'Jayson Tatum', minutes: 36, points: 31, assists: 6 },
      { matchId: nbaGame, side: 'away', name: 'Nikola Jokic', minutes: 38, points: 28, assists: 12 },
      { matchId: nbaGame, side: 'home', name: 'Bench Player', minutes: 0, points: 0, assists: 0 },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (path: string, payload: object, language = 'en') =>
    (await t.app.inject({ method: 'POST', url: `/api/schedule/${path}`, payload, headers: { language } })).json();

  it('a Premier League table carries its regulation zones and no groups', async () => {
    const data = (await post('seasonTable', { seasonId: f.seasonId['eng.1'] })).data;
    expect(data.groups).toEqual([]);
    expect(data.zones).toEqual([
      { kind: 'champions_league', from: 1, to: 4 },
      { kind: 'europa_league', from: 5, to: 5 },
      { kind: 'conference_league', from: 6, to: 6 },
      { kind: 'relegation', from: 18, to: 20 },
    ]);
  });

  it('the NBA table comes as its two conferences with their divisions, named in the caller language, each ranked on its own', async () => {
    const en = (await post('seasonTable', { seasonId: f.seasonId.nba })).data;
    expect(en.zones).toEqual([]);
    expect(en.groups.map((group: { name: string }) => group.name)).toEqual([
      'Eastern Conference',
      'Western Conference',
    ]);
    const [eastGroup, westGroup] = en.groups;
    expect(eastGroup.teamIds).toHaveLength(15);
    expect(westGroup.divisions.map((division: { name: string }) => division.name)).toEqual([
      'Northwest',
      'Pacific',
      'Southwest',
    ]);
    expect(eastGroup.zones).toEqual([
      { kind: 'playoffs', from: 1, to: 6 },
      { kind: 'play_in', from: 7, to: 10 },
    ]);
    // Boston won twice; East won every other meeting: Boston leads the East, and its division.
    const boston = en.rows.find((row: { team: { name: string } }) => row.team.name === 'Boston Celtics').team.id;
    expect(eastGroup.teamIds[0]).toBe(boston);
    expect(eastGroup.divisions[0].teamIds[0]).toBe(boston);
    const br = (await post('seasonTable', { seasonId: f.seasonId.nba }, 'br')).data;
    expect(br.groups.map((group: { name: string }) => group.name)).toEqual(['Conferência Leste', 'Conferência Oeste']);
  });

  it('top scorers count goals and penalties from the goal incidents, never own goals; assists from a goal’s assist', async () => {
    const data = (await post('seasonLeaders', { seasonId: f.seasonId['eng.1'] })).data;
    expect(
      data.scorers.map((leader: { player: string; team: { name: string }; value: number; penalties: number }) => [
        leader.player,
        leader.team.name,
        leader.value,
        leader.penalties,
      ]),
    ).toEqual([
      // Level on goals: the one who needed fewer matches first.
      ['Saka', 'Arsenal', 2, 1],
      ['Palmer', 'Chelsea', 2, 0],
      ['Son', 'Spurs', 1, 0],
    ]);
    expect(data.assists.map((leader: { player: string; value: number }) => [leader.player, leader.value])).toEqual([
      ['Enzo', 1],
      ['Maddison', 1],
      ['Odegaard', 1],
    ]);
    const one = (await post('seasonLeaders', { seasonId: f.seasonId['eng.1'], limit: 1 })).data;
    expect(one.scorers).toHaveLength(1);
  });

  it("names the player page of a leader its team's squad names, and none of one it does not", async () => {
    const before = (await post('seasonLeaders', { seasonId: f.seasonId['eng.1'] })).data;
    const arsenal = before.scorers[0].team.id as number;
    const [saka] = await t
      .database!.db.insert(teamPlayers)
      .values({ teamId: arsenal, name: 'Saka', number: 7, position: 'FW' })
      .returning({ id: teamPlayers.id });
    const data = (await post('seasonLeaders', { seasonId: f.seasonId['eng.1'] })).data;
    expect(
      data.scorers.map((leader: { player: string; playerId: number | null }) => [leader.player, leader.playerId]),
    ).toEqual([
      ['Saka', saka?.id],
      ['Palmer', null],
      ['Son', null],
    ]);
  });

  it('basketball leaders are points and assists from the box scores, with games played for a per-game figure', async () => {
    const data = (await post('seasonLeaders', { seasonId: f.seasonId.nba })).data;
    expect(
      data.scorers.map((leader: { player: string; value: number; matches: number; penalties: null }) => [
        leader.player,
        leader.value,
        leader.matches,
        leader.penalties,
      ]),
    ).toEqual([
      ['Jayson Tatum', 31, 1, null],
      ['Nikola Jokic', 28, 1, null],
    ]);
    expect(data.assists[0]).toMatchObject({ player: 'Nikola Jokic', value: 12 });
  });

  it('a knockout phase is a bracket: two legs on aggregate, a shoot-out, the final still to play; a league has none', async () => {
    const data = (await post('seasonBracket', { seasonId: f.seasonId['bra.1'] })).data;
    expect(data.rounds.map((round: { name: string }) => round.name)).toEqual(['Semi-finals', 'Final']);
    const [semis, final] = data.rounds;
    expect(
      semis.ties.map((tie: { home: { name: string }; aggregate: unknown; legs: unknown[]; winnerId: number }) => [
        tie.home.name,
        tie.aggregate,
        tie.legs.length,
      ]),
    ).toEqual([
      ['Santos', { home: 2, away: 3 }, 2],
      ['Flamengo', { home: 1, away: 1 }, 2],
    ]);
    expect(semis.ties[0].winnerId).toBe(semis.ties[0].away.id);
    expect(semis.ties[1].winnerId).toBe(semis.ties[1].home.id);
    expect(final.ties[0]).toMatchObject({ aggregate: null, winnerId: null });
    expect((await post('seasonBracket', { seasonId: f.seasonId['eng.1'] })).data.rounds).toEqual([]);
  });

  it('bad input is a 4xx naming the field, never a 500', async () => {
    for (const [path, payload] of [
      ['seasonLeaders', { seasonId: 'x' }],
      ['seasonLeaders', { seasonId: 1, limit: 0 }],
      ['seasonLeaders', { seasonId: 1, limit: 1e9 }],
      ['seasonBracket', { seasonId: 2 ** 40 }],
      ['seasonBracket', { seasonId: null }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: `/api/schedule/${path}`, payload });
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
