import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '@placar/contract/call';
import * as calls from '@placar/contract/calls/schedule';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

/** Every read call: a valid input a visitor may send, and a bad one with the field its message must name. */
function cases(ids: { match: number; competition: number; season: number; country: number; team: number }) {
  const c = ids.competition;
  return [
    [calls.mobilList, { tab: 'hot' }, { page: 0 }, 'page'],
    [calls.mobilListScore, { ids: String(ids.match) }, { ids: '' }, 'ids'],
    [calls.list, { sport: 'football' }, { date: 'today' }, 'date'],
    [calls.listFilter, {}, { sport: 'chess' }, 'sport'],
    [calls.scheduleOne, { id: ids.match }, { id: 0 }, 'id'],
    [calls.h2hList, { id: ids.match }, { id: ids.match, limit: 21 }, 'limit'],
    [calls.statsData, { id: ids.match }, {}, 'id'],
    [calls.categoryList, {}, undefined, ''],
    [calls.categoryCompetition, { sport: 'basketball' }, {}, 'sport'],
    [calls.liveCompetition, {}, { sport: 1 }, 'sport'],
    [calls.sidebarList, {}, { sport: 'x' }, 'sport'],
    [calls.sidebarCompetitionList, { countryId: ids.country }, { countryId: 'BR' }, 'countryId'],
    [calls.countryScheduleList, {}, { date: '2026-13-01' }, 'date'],
    [calls.countryScore, { countryId: ids.country }, {}, 'countryId'],
    [calls.getCompetitionCountry, {}, { sport: '' }, 'sport'],
    [calls.competitionScheduleList, { competitionId: c }, { competitionId: -3 }, 'competitionId'],
    [calls.mobileCompetitionList, {}, { sport: 5 }, 'sport'],
    [calls.homePageCompetition, {}, { sport: null }, 'sport'],
    [calls.listInCompetition, { competitionId: c }, { competitionId: c, round: '' }, 'round'],
    [calls.listInCompetitionSort, { competitionId: c, sort: 'status' }, { competitionId: c, sort: 'x' }, 'sort'],
    [calls.listInCompetitionScore, { competitionId: c }, {}, 'competitionId'],
    [calls.tabListInCompetition, { competitionId: c, tab: 'results' }, { competitionId: c, tab: 'all' }, 'tab'],
    [
      calls.tabListInCompetitionSort,
      { competitionId: c, tab: 'live', sort: 'time' },
      { competitionId: c, tab: 'live', limit: 0 },
      'limit',
    ],
    [calls.seasonSelection, { competitionId: c }, { competitionId: 1.5 }, 'competitionId'],
    [calls.seasonScheduleList, { seasonId: ids.season }, { seasonId: 'x' }, 'seasonId'],
    [calls.seasonTable, { seasonId: ids.season }, {}, 'seasonId'],
    [calls.tableDetail, { seasonId: ids.season }, { seasonId: ids.season, teamId: 0 }, 'teamId'],
    [calls.seasonLeaders, { seasonId: ids.season }, { seasonId: ids.season, limit: 51 }, 'limit'],
    [calls.seasonBracket, { seasonId: ids.season }, { seasonId: -1 }, 'seasonId'],
    [calls.hotList, {}, { limit: 101 }, 'limit'],
    [calls.hotListSort, { sort: 'time' }, { sort: 'up' }, 'sort'],
    [calls.recommendList, {}, { limit: 51 }, 'limit'],
    [calls.recommendationArea, {}, { limit: 'many' }, 'limit'],
    [calls.homePageRotator, {}, undefined, ''],
    [calls.groupList, { page: 5, usable: 1, limit: 8 }, { usable: 2 }, 'usable'],
    [calls.teamDetail, { id: ids.team }, { id: 'arsenal' }, 'id'],
    [calls.search, { q: 'ars' }, { q: 'x'.repeat(61) }, 'q'],
  ] as [CallDef, Record<string, unknown>, Record<string, unknown> | undefined, string][];
}

describe('every schedule read call', () => {
  let t: TestApp;
  let table: ReturnType<typeof cases> = [];
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    const f = await createScheduleFixture(db);
    const match = await f.match('eng.1', {
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: '2026-02-01T15:00:00Z',
      round: '1',
      roundOrder: 1,
      status: 8,
      homeScore: 1,
      awayScore: 0,
    });
    table = cases({
      match,
      competition: f.competitionId['eng.1'],
      season: f.seasonId['eng.1'],
      country: f.countryId.GB ?? 0,
      team: await f.team('football', 'Arsenal'),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function request(call: CallDef, input: Record<string, unknown>, headers: Record<string, string> = {}) {
    if (call.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]),
      );
      return t.app.inject({ url: `/api${call.path}?${query}`, headers });
    }
    return t.app.inject({ method: 'POST', url: `/api${call.path}`, payload: input, headers });
  }

  it('covers every read call of the contract', () => {
    const values: unknown[] = Object.values(calls);
    const defined = values.filter(
      (value): value is CallDef => typeof value === 'object' && value !== null && 'path' in value && 'role' in value,
    );
    const reads = defined.filter((call) => call.role === 'any').map((call) => call.path);
    expect(table.map(([call]) => call.path).sort()).toEqual(reads.sort());
  });

  it('answers a visitor (no session) and someone with an unknown token alike', async () => {
    for (const [call, input] of table) {
      const visitor = await request(call, input);
      expect(visitor.statusCode, `${call.path}: ${visitor.body}`).toBe(200);
      expect(visitor.json().code).toBe(200);
      const stranger = await request(call, input, {
        authorization: 'Bearer not-a-token',
        language: 'br',
        tz: 'Asia/Tokyo',
      });
      expect(stranger.statusCode, call.path).toBe(200);
    }
  });

  it('answers bad input with 4000001 naming the field', async () => {
    for (const [call, , bad, field] of table) {
      if (bad === undefined) continue;
      const response = await request(call, bad);
      expect(response.statusCode, `${call.path}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe(Code.invalidInput);
      expect(response.json().msg, call.path).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('answers unknown ids with 4040001 and a message naming them', async () => {
    const unknown = [
      [calls.scheduleOne, { id: 777777 }, 'Match 777777 not found'],
      [calls.h2hList, { id: 777777 }, 'Match 777777 not found'],
      [calls.statsData, { id: 777777 }, 'Match 777777 not found'],
      [calls.competitionScheduleList, { competitionId: 777777 }, 'Competition 777777 not found'],
      [calls.listInCompetition, { competitionId: 777777 }, 'Competition 777777 not found'],
      [calls.tabListInCompetition, { competitionId: 777777, tab: 'live' }, 'Competition 777777 not found'],
      [calls.seasonSelection, { competitionId: 777777 }, 'Competition 777777 not found'],
      [calls.seasonScheduleList, { seasonId: 777777 }, 'Season 777777 not found'],
      [calls.seasonTable, { seasonId: 777777 }, 'Season 777777 not found'],
      [calls.tableDetail, { seasonId: 777777 }, 'Season 777777 not found'],
      [calls.seasonLeaders, { seasonId: 777777 }, 'Season 777777 not found'],
      [calls.seasonBracket, { seasonId: 777777 }, 'Season 777777 not found'],
      [calls.countryScore, { countryId: 777777 }, 'Country 777777 not found'],
      [calls.sidebarCompetitionList, { countryId: 777777 }, 'Country 777777 not found'],
      [calls.teamDetail, { id: 777777 }, 'Team 777777 not found'],
    ] as [CallDef, Record<string, unknown>, string][];
    for (const [call, input, message] of unknown) {
      const response = await request(call, input);
      expect(response.statusCode, call.path).toBe(404);
      expect(response.json()).toEqual({ code: Code.notFound, msg: message, data: null });
    }
  });
});
