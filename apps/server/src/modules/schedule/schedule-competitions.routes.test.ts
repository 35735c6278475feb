import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { and, eq } from 'drizzle-orm';
import { matches, seasons } from '../../db/schema.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';

const FUTURE = '2030-02-';

describe('schedule competitions, seasons, tables, match detail and hot lists', () => {
  let t: TestApp;
  let f: ScheduleFixture;
  let oldSeason = 0;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    f = await createScheduleFixture(db);
    const eng = (home: string, away: string, kickoff: string, round: number, result?: [number, number, number]) =>
      f.match('eng.1', {
        home,
        away,
        kickoff,
        round: String(round),
        roundOrder: round,
        ...(result === undefined ? {} : { homeScore: result[0], awayScore: result[1], status: result[2] }),
      });
    id.arsChe = await eng('Arsenal', 'Chelsea', '2026-02-01T15:00:00Z', 1, [2, 0, 8]);
    id.spuEve = await eng('Spurs', 'Everton', '2026-02-01T17:00:00Z', 1, [1, 1, 105]);
    id.arsSpu = await eng('Arsenal', 'Spurs', '2026-02-08T15:00:00Z', 2, [0, 1, 8]);
    id.cheEve = await eng('Chelsea', 'Everton', `${FUTURE}08T15:00:00Z`, 2);
    id.eveArs = await eng('Everton', 'Arsenal', `${FUTURE}15T15:00:00Z`, 3);
    const [season] = await db
      .select()
      .from(seasons)
      .where(and(eq(seasons.name, '2024'), eq(seasons.competitionId, f.competitionId['eng.1'])));
    oldSeason = season?.id ?? 0;
    id.oldArsChe = await f.match('eng.1', {
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: '2024-05-01T15:00:00Z',
      status: 8,
      homeScore: 0,
      awayScore: 3,
    });
    await db.update(matches).set({ seasonId: oldSeason, venue: null }).where(eq(matches.id, id.oldArsChe));
    await db.update(matches).set({ venue: 'Emirates Stadium' }).where(eq(matches.id, id.arsChe));
    const esp = (home: string, away: string, day: number, homeScore: number, awayScore: number) =>
      f.match('esp.1', {
        home,
        away,
        kickoff: `2026-01-${String(day).padStart(2, '0')}T20:00:00Z`,
        status: 8,
        homeScore,
        awayScore,
      });
    await esp('Madrid', 'Barcelona', 1, 1, 0);
    await esp('Madrid', 'Sevilla', 2, 1, 0);
    await esp('Barcelona', 'Sevilla', 3, 3, 0);
    await esp('Valencia', 'Madrid', 4, 1, 0);
    await esp('Barcelona', 'Valencia', 5, 2, 0);
    id.braLive = await f.match('bra.1', {
      home: 'Santos',
      away: 'Gremio',
      kickoff: new Date(t.clock.now() - 30 * 60_000).toISOString(),
      status: 2,
      homeScore: 0,
      awayScore: 0,
    });
    id.braNext = await f.match('bra.1', {
      home: 'Gremio',
      away: 'Santos',
      kickoff: new Date(t.clock.now() + 3_600_000).toISOString(),
    });
    id.engHot = await f.match('eng.1', {
      home: 'Chelsea',
      away: 'Arsenal',
      kickoff: new Date(t.clock.now() + 7_200_000).toISOString(),
      hot: true,
    });
    await f.incident(id.arsChe, { kind: 'goal', minute: 70, side: 'home', player: 'Saka', homeScore: 2, awayScore: 0 });
    await f.incident(id.arsChe, {
      kind: 'goal',
      minute: 12,
      side: 'home',
      player: 'Odegaard',
      homeScore: 1,
      awayScore: 0,
    });
    await f.incident(id.arsChe, { kind: 'yellow_card', minute: 45, extraMinute: 2, side: 'away', player: 'Caicedo' });
    await f.stat(id.arsChe, 'shots', 14, 6);
    await f.stat(id.arsChe, 'possession', 58, 42);
    await f.stat(id.arsChe, 'big_chances', 3, 1);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (path: string, payload: object, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/schedule/${path}`,
      payload,
      headers: language === undefined ? {} : { language },
    });
  const get = async (url: string, language?: string) =>
    t.app.inject({ url: `/api/${url}`, headers: language === undefined ? {} : { language } });
  const listIds = (list: { id: number }[]) => list.map((match) => match.id);
  const eng = () => f.competitionId['eng.1'];

  it('seasonSelection: newest first with the current one', async () => {
    const data = (await post('seasonSelection', { competitionId: eng() })).json().data;
    expect(data.list.map((season: { name: string }) => season.name)).toEqual(['2026', '2024']);
    expect(data.current).toMatchObject({ name: '2026', current: true });
    expect(data.competition.code).toBe('eng.1');
  });

  it('listInCompetition: the current round is the next unplayed match round; rounds in order; sorts; scores', async () => {
    const data = (await post('listInCompetition', { competitionId: eng() })).json().data;
    expect(data.rounds).toEqual(['1', '2', '3']);
    expect(data.round).toBe('2');
    expect(listIds(data.list)).toEqual([id.arsSpu, id.cheEve]);
    expect(listIds((await post('listInCompetition', { competitionId: eng(), round: '3' })).json().data.list)).toEqual([
      id.eveArs,
    ]);
    expect((await post('listInCompetition', { competitionId: eng(), round: '9' })).json()).toMatchObject({
      code: Code.notFound,
      msg: expect.stringContaining('Round 9'),
    });
    const sorted = (await post('listInCompetitionSort', { competitionId: eng(), sort: 'status' })).json().data;
    expect(listIds(sorted.list)).toEqual([id.cheEve, id.arsSpu]);
    const scores = (await post('listInCompetitionScore', { competitionId: eng(), round: '1' })).json().data;
    expect(scores.list.map((score: { home: { score: number } }) => score.home.score)).toEqual([2, 1]);
    expect((await post('listInCompetitionSort', { competitionId: eng(), sort: 'name' })).json().msg).toBe(
      'sort: must be time or status',
    );
  });

  it('tabListInCompetition, competitionScheduleList and seasonScheduleList', async () => {
    const tab = async (name: string, extra: object = {}) =>
      listIds((await post('tabListInCompetition', { competitionId: eng(), tab: name, ...extra })).json().data.list);
    expect(await tab('results')).toEqual([id.arsSpu, id.spuEve, id.arsChe]);
    expect(await tab('fixtures')).toEqual([id.engHot, id.cheEve, id.eveArs]);
    expect(await tab('live')).toEqual([]);
    expect(await tab('results', { seasonId: oldSeason })).toEqual([id.oldArsChe]);
    const sorted = (
      await post('tabListInCompetitionSort', { competitionId: eng(), tab: 'results', sort: 'time' })
    ).json().data;
    expect(listIds(sorted.list)).toEqual([id.arsChe, id.spuEve, id.arsSpu]);
    const schedule = (await get(`schedule/competitionScheduleList?competitionId=${eng()}&limit=2&page=2`)).json().data;
    expect(schedule).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(listIds(schedule.list)).toEqual([id.arsSpu, id.engHot]);
    const wrongSeason = await get(`schedule/competitionScheduleList?competitionId=${eng()}&seasonId=${f.seasonId.nba}`);
    expect(wrongSeason.json()).toMatchObject({
      code: Code.notFound,
      msg: expect.stringContaining(`Season ${f.seasonId.nba} not found in competition`),
    });
    const season = (await post('seasonScheduleList', { seasonId: f.seasonId['eng.1'], round: '1' })).json().data;
    expect(season.rounds).toEqual(['1', '2', '3']);
    expect(listIds(season.list)).toEqual([id.arsChe, id.spuEve]);
    expect((await post('seasonScheduleList', { seasonId: 999999 })).json()).toMatchObject({
      code: Code.notFound,
      msg: 'Season 999999 not found',
    });
  });

  it('seasonTable: goal difference rule with an AET result as played; head-to-head rule for La Liga', async () => {
    const data = (await post('seasonTable', { seasonId: f.seasonId['eng.1'] })).json().data;
    // These competitions were made by hand with the plain rules stored before regulations were data.
    expect(data.tieBreak).toEqual({
      regulation: null,
      twoTeams: ['points', 'goal_difference', 'goals_for'],
      moreTeams: ['points', 'goal_difference', 'goals_for'],
    });
    expect(data.unresolved).toEqual([]);
    expect(data.rows.map((row: { team: { name: string } }) => row.team.name)).toEqual([
      'Spurs',
      'Arsenal',
      'Everton',
      'Chelsea',
    ]);
    expect(data.rows[0]).toMatchObject({
      position: 1,
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 2,
      goalsAgainst: 1,
      goalDifference: 1,
      points: 4,
      form: ['D', 'W'],
    });
    const liga = (await post('seasonTable', { seasonId: f.seasonId['esp.1'] })).json().data;
    expect(liga.tieBreak.twoTeams).toEqual([
      'points',
      'h2h_points',
      'h2h_goal_difference',
      'goal_difference',
      'goals_for',
    ]);
    // Madrid and Barcelona both on 6; Barcelona has the better goal difference, Madrid won their meeting.
    expect(
      liga.rows.slice(0, 2).map((row: { team: { name: string }; points: number }) => [row.team.name, row.points]),
    ).toEqual([
      ['Madrid', 6],
      ['Barcelona', 6],
    ]);
  });

  it('tableDetail: home and away splits, form and last matches of one team', async () => {
    const arsenal = await f.team('football', 'Arsenal');
    const data = (await post('tableDetail', { seasonId: f.seasonId['eng.1'], teamId: arsenal })).json().data;
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]).toMatchObject({
      position: 2,
      home: { played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 2, goalsAgainst: 1, points: 3 },
      away: { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 },
      form: ['W', 'L'],
    });
    expect(listIds(data.rows[0].last)).toEqual([id.arsChe, id.arsSpu]);
    expect((await post('tableDetail', { seasonId: f.seasonId['eng.1'] })).json().data.rows).toHaveLength(4);
    const lakers = await f.team('basketball', 'Lakers');
    expect((await post('tableDetail', { seasonId: f.seasonId['eng.1'], teamId: lakers })).json()).toMatchObject({
      code: Code.notFound,
    });
  });

  it('one: teams, venue, season, country, incidents in match order, no rooms yet', async () => {
    const data = (await get(`schedule/one?id=${id.arsChe}`, 'br')).json().data;
    expect(data).toMatchObject({
      id: id.arsChe,
      venue: 'Emirates Stadium',
      season: '2026',
      country: { code: 'GB', name: 'Inglaterra' },
      rooms: [],
    });
    expect(data.status).toEqual({ code: 8, phase: 'finished', text: 'Encerrado' });
    expect(data.incidents.map((incident: { player: string }) => incident.player)).toEqual([
      'Odegaard',
      'Caicedo',
      'Saka',
    ]);
    expect(data.incidents[1]).toMatchObject({ kind: 'yellow_card', minute: 45, extraMinute: 2, side: 'away' });
    expect((await get('schedule/one?id=999999')).json()).toEqual({
      code: Code.notFound,
      msg: 'Match 999999 not found',
      data: null,
    });
  });

  it('h2hList and statsData', async () => {
    const h2h = (await get(`schedule/h2hList?id=${id.arsChe}`)).json().data;
    expect(listIds(h2h.meetings)).toEqual([id.oldArsChe]);
    expect(h2h.summary).toEqual({ homeWins: 0, draws: 0, awayWins: 1 });
    expect(listIds(h2h.homeForm)).toEqual([id.arsSpu, id.oldArsChe]);
    expect(listIds(h2h.awayForm)).toEqual([id.oldArsChe]);
    const stats = (await get(`schedule/statsData?id=${id.arsChe}`, 'br')).json().data;
    expect(stats.stats).toEqual([
      { key: 'possession', label: 'Posse de bola', home: 58, away: 42, unit: 'percent' },
      { key: 'shots', label: 'Finalizações', home: 14, away: 6, unit: 'count' },
      { key: 'big_chances', label: 'Big chances', home: 3, away: 1, unit: 'count' },
    ]);
    expect((await get('schedule/statsData?id=999999')).json().code).toBe(Code.notFound);
  });

  it('categories, live competitions, sidebars and competitions by country', async () => {
    expect((await get('schedule/categoryList', 'br')).json().data.list).toEqual([
      { sport: 'football', name: 'Futebol', competitions: 3, live: 1 },
      { sport: 'basketball', name: 'Basquete', competitions: 1, live: 0 },
    ]);
    const codes = (list: { code: string }[]) => list.map((row) => row.code);
    expect(codes((await get('schedule/categoryCompetition?sport=basketball')).json().data.list)).toEqual(['nba']);
    expect((await get('schedule/categoryCompetition?sport=golf')).json().msg).toBe(
      'sport: must be football or basketball',
    );
    const live = (await get('schedule/liveCompetition')).json().data.list;
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ code: 'bra.1', live: 1 });
    const sidebar = (await get('schedule/sidebarList')).json().data;
    expect(codes(sidebar.popular)).toEqual(['bra.1', 'eng.1', 'nba']);
    expect(codes(sidebar.live)).toEqual(['bra.1']);
    expect(codes((await post('sidebarCompetitionList', { countryId: f.countryId.ES })).json().data.list)).toEqual([
      'esp.1',
    ]);
    expect((await post('sidebarCompetitionList', { countryId: 31337 })).json()).toMatchObject({
      code: Code.notFound,
      msg: 'Country 31337 not found',
    });
    const byCountry = (await post('getCompetitionCountry', {}, 'br')).json().data.list;
    expect(byCountry.map((group: { country: { name: string } }) => group.country.name)).toEqual([
      'Brasil',
      'Espanha',
      'Estados Unidos',
      'Inglaterra',
    ]);
    const leagues = (await post('mobileCompetitionList', { sport: 'football' })).json().data;
    expect(codes(leagues.popular)).toEqual(['bra.1', 'eng.1']);
    expect(leagues.countries).toHaveLength(3);
    expect(codes((await post('homePageCompetition', {})).json().data.list)).toEqual(['bra.1', 'eng.1', 'nba']);
  });

  it('hot, recommended, rotator and hot groups', async () => {
    const hot = (await post('hotList', {})).json().data;
    expect(listIds(hot.list)).toEqual([id.braLive, id.braNext, id.engHot]);
    const byTime = (await post('hotListSort', { sort: 'time', sport: 'football' })).json().data;
    expect(listIds(byTime.list)).toEqual([id.braLive, id.braNext, id.engHot]);
    expect(listIds((await post('hotList', { sport: 'basketball' })).json().data.list)).toEqual([]);
    const recommended = (await post('recommendList', { limit: 2 })).json().data;
    expect(listIds(recommended.list)).toEqual([id.braLive, id.braNext]);
    const areas = (await post('recommendationArea', {})).json().data.areas;
    expect(areas.map((area: { competition: { code: string } }) => area.competition.code)).toEqual(['bra.1', 'eng.1']);
    expect(listIds(areas[1].list)).toEqual([id.engHot, id.cheEve, id.eveArs]);
    const rotator = (await post('homePageRotator', {}, 'br')).json().data.list;
    expect(rotator[0]).toMatchObject({
      id: `match-${id.braLive}`,
      title: 'Santos vs Gremio',
      link: `/br/schedule/${id.braLive}`,
      match: { id: id.braLive },
    });
    const banner = {
      subtitle: { en: '', br: '' },
      link: null,
      image: null,
      matchId: null,
      startsAt: null,
      endsAt: null,
    };
    await t.app.settings.set('homePageRotator', [
      { ...banner, id: 'final', title: { en: 'The final', br: 'A final' }, matchId: id.arsChe ?? null },
      { ...banner, id: 'news', title: { en: 'News', br: '' }, link: '/about/news', image: 'https://example.com/a.png' },
      {
        ...banner,
        id: 'later',
        title: { en: 'Not yet', br: '' },
        startsAt: new Date(t.clock.now() + 60_000).toISOString(),
      },
    ]);
    const configured = (await post('homePageRotator', {})).json().data.list;
    expect(configured[0]).toMatchObject({
      id: 'final',
      title: 'The final',
      subtitle: 'Premier League · FT',
      match: { id: id.arsChe },
    });
    expect(configured[1]).toEqual({
      id: 'news',
      title: 'News',
      subtitle: '',
      link: '/about/news',
      image: 'https://example.com/a.png',
      match: null,
    });
    expect(configured).toHaveLength(2);
    expect((await post('homePageRotator', {}, 'br')).json().data.list[1].title).toBe('News');
    await t.app.settings.set('homePageRotator', []);
    const groups = (await get('group/list?page=1&usable=1&limit=8')).json().data;
    expect(groups.list.map((group: { name: string; live: number }) => [group.name, group.live])).toEqual([
      ['Brazilian Serie A', 1],
      ['NBA', 0],
    ]);
    // page names where the list is shown (5: home, requirement hot-groups): the same groups.
    expect((await get('group/list?page=5&usable=1&limit=8')).json().data).toEqual({ ...groups, page: 5 });
    expect((await get('group/list?page=5&usable=0&limit=8')).json().data.list).toEqual([]);
  });
});
