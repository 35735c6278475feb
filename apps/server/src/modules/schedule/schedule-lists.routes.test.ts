import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { localDate } from './day-range.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';

describe('schedule match lists', () => {
  let t: TestApp;
  let f: ScheduleFixture;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    f = await createScheduleFixture(db);
    id.lateBra = await f.match('bra.1', { home: 'Brazil United', away: 'Rio FC', kickoff: '2026-03-29T23:30:00Z' });
    id.earlyEng = await f.match('eng.1', {
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: '2026-03-29T00:30:00Z',
      status: 8,
      homeScore: 2,
      awayScore: 1,
    });
    id.nba = await f.match('nba', {
      home: 'Lakers',
      away: 'Celtics',
      kickoff: '2026-03-29T14:00:00Z',
      status: 4,
      homeScore: 50,
      awayScore: 48,
    });
    id.esp = await f.match('esp.1', {
      home: 'Madrid',
      away: 'Barcelona',
      kickoff: '2026-03-29T12:00:00Z',
      status: 2,
      homeScore: 1,
      awayScore: 0,
    });
    id.bra = await f.match('bra.1', { home: 'Santos', away: 'Gremio', kickoff: '2026-03-29T19:00:00Z' });
    id.otherDayLive = await f.match('eng.1', {
      home: 'Chelsea',
      away: 'Arsenal',
      kickoff: '2026-03-25T15:00:00Z',
      status: 3,
      homeScore: 0,
      awayScore: 0,
    });
    id.lastSecond = await f.match('bra.1', { home: 'Rio FC', away: 'Santos', kickoff: '2026-03-29T22:59:59Z' });
    id.fallBack = await f.match('eng.1', { home: 'Arsenal', away: 'Spurs', kickoff: '2026-10-25T23:30:00Z' });
    id.newYork = await f.match('nba', { home: 'Knicks', away: 'Celtics', kickoff: '2026-03-09T03:30:00Z' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, tz?: string, language?: string) => {
    const headers: Record<string, string> = {};
    if (tz !== undefined) headers.tz = tz;
    if (language !== undefined) headers.language = language;
    return t.app.inject({ url: `/api/schedule/${url}`, headers });
  };
  const ids = (data: { groups: { matches: { id: number }[] }[] }) =>
    data.groups.flatMap((group) => group.matches.map((match) => match.id));

  it('mobilList: a London day across the spring change, with tab counts, live_num and groups by priority', async () => {
    const response = await get('mobilList?date=2026-03-29', 'Europe/London');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.counts).toEqual({ all: 5, hot: 3, football: 4, basketball: 1, finish: 1, inplay: 2, upcoming: 2 });
    expect(data.live_num).toBe(3);
    expect(data.groups.map((group: { competition: { code: string } }) => group.competition.code)).toEqual([
      'bra.1',
      'eng.1',
      'nba',
      'esp.1',
    ]);
    expect(ids(data)).toEqual([id.bra, id.lastSecond, id.earlyEng, id.nba, id.esp]);
    const last = data.groups[0].matches[1];
    expect([last.localDate, last.localTime]).toEqual(['2026-03-29', '23:59']);
    expect(data.groups[0].competition).toMatchObject({ hot: true, country: { code: 'BR', name: 'Brazil' }, live: 0 });
    expect(data.total).toBe(5);
  });

  it('mobilList: the same matches fall on other days in São Paulo and Tokyo', async () => {
    const saoPaulo = (await get('mobilList?date=2026-03-29', 'America/Sao_Paulo')).json().data;
    expect(ids(saoPaulo).sort()).toEqual([id.lateBra, id.nba, id.esp, id.bra, id.lastSecond].sort());
    const late = saoPaulo.groups[0].matches.find((match: { id: number }) => match.id === id.lateBra);
    expect([late.localDate, late.localTime]).toEqual(['2026-03-29', '20:30']);
    const tokyo = (await get('mobilList?date=2026-03-29', 'Asia/Tokyo')).json().data;
    expect(ids(tokyo).sort()).toEqual([id.earlyEng, id.nba, id.esp].sort());
    expect(tokyo.groups[0].matches[0]).toMatchObject({
      localDate: '2026-03-29',
      localTime: '09:30',
      kickoff: '2026-03-29T00:30:00.000Z',
    });
    const london30 = (await get('mobilList?date=2026-03-30', 'Europe/London')).json().data;
    expect(ids(london30)).toEqual([id.lateBra]);
    expect(london30.groups[0].matches[0]).toMatchObject({ localDate: '2026-03-30', localTime: '00:30' });
  });

  it('mobilList: the 25-hour London day and the 23-hour New York day', async () => {
    expect(ids((await get('mobilList?date=2026-10-25', 'Europe/London')).json().data)).toEqual([id.fallBack]);
    expect(ids((await get('mobilList?date=2026-10-26', 'Europe/London')).json().data)).toEqual([]);
    const ny = (await get('mobilList?date=2026-03-08', 'America/New_York')).json().data;
    expect(ids(ny)).toEqual([id.newYork]);
    expect(ny.groups[0].matches[0]).toMatchObject({ localDate: '2026-03-08', localTime: '23:30' });
  });

  it('mobilList: each tab filters, pages slice across groups, and UTC is the default zone', async () => {
    const tab = async (name: string) =>
      ids((await get(`mobilList?date=2026-03-29&tab=${name}`, 'Europe/London')).json().data);
    expect(await tab('inplay')).toEqual([id.nba, id.esp]);
    expect(await tab('finish')).toEqual([id.earlyEng]);
    expect(await tab('upcoming')).toEqual([id.bra, id.lastSecond]);
    expect(await tab('basketball')).toEqual([id.nba]);
    expect(await tab('football')).toEqual([id.bra, id.lastSecond, id.earlyEng, id.esp]);
    expect(await tab('hot')).toEqual([id.bra, id.lastSecond, id.nba]);
    const page2 = (await get('mobilList?date=2026-03-29&limit=2&page=2', 'Europe/London')).json().data;
    expect(ids(page2)).toEqual([id.earlyEng, id.nba]);
    expect(page2).toMatchObject({ total: 5, page: 2, limit: 2 });
    const utc = (await get('mobilList?date=2026-03-29')).json().data;
    expect(ids(utc)).toContain(id.lateBra);
    const today = (await get('mobilList', 'Asia/Tokyo')).json().data;
    expect(today.date).toBe(localDate(new Date(t.clock.now()), 'Asia/Tokyo'));
  });

  it('names and status texts follow the language', async () => {
    const br = (await get('mobilList?date=2026-03-29', 'America/Sao_Paulo', 'br')).json().data;
    expect(br.groups[0].competition.name).toBe('Brasileirão Série A');
    expect(br.groups[0].competition.country.name).toBe('Brasil');
    const late = br.groups[0].matches.find((match: { id: number }) => match.id === id.lateBra);
    expect(late.home.team.name).toBe('Brasil Unido');
    const nba = br.groups.find((group: { competition: { code: string } }) => group.competition.code === 'nba')
      .matches[0];
    expect(nba.status).toEqual({ code: 4, phase: 'live', text: '2º quarto' });
    const en = (await get('mobilList?date=2026-03-29', 'America/Sao_Paulo')).json().data;
    expect(en.groups[0].competition.name).toBe('Brazilian Serie A');
    // A competition without a Portuguese name keeps its English one.
    expect(br.groups.some((group: { competition: { name: string } }) => group.competition.name === 'NBA')).toBe(true);
  });

  it('mobilListScore answers the listed matches in order, skipping unknown ids', async () => {
    const data = (await get(`mobilListScore?ids=${id.esp},999999,${id.earlyEng}`)).json().data;
    expect(data.list).toEqual([
      {
        id: id.esp,
        status: { code: 2, phase: 'live', text: '1st half' },
        clock: null,
        seq: 0,
        home: { score: 1, periods: [], penalties: null },
        away: { score: 0, periods: [], penalties: null },
      },
      expect.objectContaining({ id: id.earlyEng, status: { code: 8, phase: 'finished', text: 'FT' } }),
    ]);
    expect((await get('mobilListScore?ids=1,x')).json()).toMatchObject({
      code: Code.invalidInput,
      msg: expect.stringContaining('ids'),
    });
  });

  it('list and listFilter', async () => {
    const list = (await get('list?date=2026-03-29&sport=football&tab=inplay', 'Europe/London')).json().data;
    expect(list.list.map((match: { id: number }) => match.id)).toEqual([id.esp]);
    const byCompetition = (
      await get(`list?date=2026-03-29&competitionId=${f.competitionId['bra.1']}`, 'Europe/London')
    ).json().data;
    expect(byCompetition.total).toBe(2);
    const filter = (await get('listFilter?date=2026-03-29', 'Europe/London', 'br')).json().data;
    expect(filter.sports).toEqual([
      { sport: 'football', name: 'Futebol', count: 4 },
      { sport: 'basketball', name: 'Basquete', count: 1 },
    ]);
    expect(filter.dates.map((day: { date: string }) => day.date)).toEqual([
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
    expect(filter.dates[3].count).toBe(5);
    expect(filter.dates[4].count).toBe(1);
    expect(filter.competitions[0]).toEqual({ id: f.competitionId['bra.1'], name: 'Brasileirão Série A', count: 2 });
  });

  it('countryScheduleList and countryScore', async () => {
    const data = (await get('countryScheduleList?date=2026-03-29', 'Europe/London')).json().data;
    // In home's order (mobilList: bra.1, eng.1, nba, esp.1), not by country name (issue 34).
    expect(data.list.map((group: { country: { code: string } }) => group.country.code)).toEqual([
      'BR',
      'GB',
      'US',
      'ES',
    ]);
    const home = (await get('mobilList?date=2026-03-29', 'Europe/London')).json().data;
    const codes = (groups: { competition: { code: string } }[]) => groups.map((group) => group.competition.code);
    expect(
      data.list.flatMap((country: { competitions: { competition: { code: string } }[] }) =>
        codes(country.competitions),
      ),
    ).toEqual(codes(home.groups));
    expect(data.list[0].competitions[0].matches).toHaveLength(2);
    const score = (await get(`countryScore?countryId=${f.countryId.GB}&date=2026-03-29`, 'Europe/London')).json().data;
    expect(score.country.name).toBe('England');
    expect(score.list.map((match: { id: number }) => match.id)).toEqual([id.earlyEng]);
    const missing = await get('countryScore?countryId=99999');
    expect(missing.json()).toEqual({ code: Code.notFound, msg: 'Country 99999 not found', data: null });
  });

  it('rejects a bad date and a bad tab naming the field', async () => {
    expect((await get('mobilList?date=2026-02-30')).json()).toMatchObject({
      code: Code.invalidInput,
      msg: expect.stringMatching(/^date: /),
    });
    expect((await get('mobilList?tab=live')).json().msg).toMatch(/^tab: must be one of all, hot/);
    expect((await get('mobilList?limit=501')).json().msg).toBe('limit: must be 500 or less');
    expect((await get('mobilList', 'Mars/Olympus')).json()).toMatchObject({
      code: Code.invalidInput,
      msg: expect.stringContaining('tz'),
    });
    expect((await get('list?competitionId=424242')).json()).toMatchObject({
      code: Code.notFound,
      msg: 'Competition 424242 not found',
    });
  });
});
