import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import { teamPlayers } from '../../db/schema.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';

// The test app's clock is TEST_NOW, 2026-11-22T23:50Z: "today" in São Paulo is the 22nd.
describe('team pages and search', () => {
  let t: TestApp;
  let f: ScheduleFixture;
  let saoPaulo: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    f = await createScheduleFixture(db);
    await f.match('bra.1', {
      home: 'São Paulo',
      away: 'Santos',
      kickoff: '2026-11-01T19:00:00Z',
      round: '1',
      roundOrder: 1,
      status: 8,
      homeScore: 2,
      awayScore: 0,
    });
    await f.match('bra.1', {
      home: 'Palmeiras',
      away: 'São Paulo',
      kickoff: '2026-11-08T19:00:00Z',
      round: '2',
      roundOrder: 2,
      status: 8,
      homeScore: 1,
      awayScore: 1,
    });
    await f.match('bra.1', {
      home: 'Santos',
      away: 'Palmeiras',
      kickoff: '2026-11-08T21:00:00Z',
      round: '2',
      roundOrder: 2,
      status: 8,
      homeScore: 0,
      awayScore: 3,
    });
    await f.match('bra.1', {
      home: 'São Paulo',
      away: 'Flamengo',
      kickoff: '2026-11-22T22:00:00Z',
      round: '3',
      roundOrder: 3,
      status: 2,
      homeScore: 0,
      awayScore: 0,
    });
    await f.match('bra.1', {
      home: 'Santos',
      away: 'São Paulo',
      kickoff: '2026-11-29T19:00:00Z',
      round: '4',
      roundOrder: 4,
    });
    await f.match('nba', {
      home: 'Boston Celtics',
      away: 'New York Knicks',
      kickoff: '2026-11-22T02:00:00Z',
      status: 10,
      homeScore: 101,
      awayScore: 99,
    });
    saoPaulo = await f.team('football', 'São Paulo');
    await db.insert(teamPlayers).values([
      { teamId: saoPaulo, name: 'Rafael', number: 1, position: 'GK', sortOrder: 0 },
      { teamId: saoPaulo, name: 'Lucas Moura', number: 7, position: 'FW', sortOrder: 1 },
    ]);
    for (const role of ['viewer', 'anchor', 'admin'] as const)
      tokens[role] = (await createUserWithSession(db, { role, clock: t.clock })).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { tz: 'America/Sao_Paulo', ...headers } });

  it('answers every role alike: visitor, user, anchor and admin', async () => {
    for (const url of [`/api/schedule/teamDetail?id=${saoPaulo}`, '/api/schedule/search?q=sao%20paulo']) {
      const answers = [];
      for (const token of [undefined, tokens.viewer, tokens.anchor, tokens.admin]) {
        const response = await get(url, token === undefined ? {} : { authorization: token });
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        answers.push(response.json().data);
      }
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
  });

  it('shows a team: next matches (live first), last ones newest first, its table row, form and squad', async () => {
    const data = (await get(`/api/schedule/teamDetail?id=${saoPaulo}`, { language: 'br' })).json().data;
    expect(data.team).toMatchObject({
      id: saoPaulo,
      name: 'São Paulo',
      sport: 'football',
      logo: `/crests/team/${saoPaulo}.svg`,
    });
    expect(data.next.map((match: { away: { team: { name: string } } }) => match.away.team.name)).toEqual([
      'Flamengo',
      'São Paulo',
    ]);
    expect(data.next[0].status.phase).toBe('live');
    expect(data.last.map((match: { kickoff: string }) => match.kickoff)).toEqual([
      '2026-11-08T19:00:00.000Z',
      '2026-11-01T19:00:00.000Z',
    ]);
    expect(data.form).toEqual(['W', 'D']);
    expect(data.tables).toHaveLength(1);
    expect(data.tables[0]).toMatchObject({
      competition: { code: 'bra.1' },
      size: 4,
      row: {
        played: 2,
        won: 1,
        drawn: 1,
        points: 4,
        homeRecord: { won: 1, drawn: 0, lost: 0 },
        streak: { result: 'D', count: 1 },
        gamesBehind: null,
      },
    });
    expect(data.tables[0].row.position).toBe(2);
    expect(data.squad).toEqual([
      { id: expect.any(Number), name: 'Rafael', number: 1, position: 'GK' },
      { id: expect.any(Number), name: 'Lucas Moura', number: 7, position: 'FW' },
    ]);
  });

  it("finds teams, competitions and today's matches, ignoring accents and case, in both languages", async () => {
    for (const q of ['sao paulo', 'SÃO', 'Sao Pau', 'paulo']) {
      const data = (await get(`/api/schedule/search?q=${encodeURIComponent(q)}`)).json().data;
      expect(data.teams[0], q).toMatchObject({ id: saoPaulo, name: 'São Paulo' });
      expect(
        data.matches.map((match: { home: { team: { name: string } } }) => match.home.team.name),
        q,
      ).toEqual(['São Paulo']);
    }
    // The Portuguese name of a competition, and its English one.
    expect(
      (await get('/api/schedule/search?q=brasileirao', { language: 'br' })).json().data.competitions[0],
    ).toMatchObject({ code: 'bra.1', name: 'Brasileirão Série A' });
    expect((await get('/api/schedule/search?q=brazilian')).json().data.competitions[0]).toMatchObject({
      code: 'bra.1',
    });
    expect((await get('/api/schedule/search?q=brasil%20unido')).json().data).toEqual({
      teams: [],
      players: [],
      competitions: [],
      matches: [],
    });
    // Today in the caller's zone: the NBA game at 02:00 UTC on the 22nd is today in UTC, yesterday in São Paulo.
    expect((await get('/api/schedule/search?q=celtics', { tz: 'UTC' })).json().data.matches).toHaveLength(1);
    expect((await get('/api/schedule/search?q=celtics')).json().data.matches).toHaveLength(0);
  });

  it('treats odd queries as text: no match, no error', async () => {
    for (const q of ['%', "' or 1=1 --", '.*', '___', '🙂']) {
      const response = await get(`/api/schedule/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json().data.teams, q).toEqual([]);
    }
    for (const q of ['', ' ', 'x'.repeat(61)]) {
      const response = await get(`/api/schedule/search?q=${encodeURIComponent(q)}`);
      expect(response.json().code, q).toBe(Code.invalidInput);
      expect(response.json().msg).toMatch(/^q: /);
    }
  });

  it('draws a crest for a team and a competition, cached, and refuses anything else', async () => {
    const crest = await t.app.inject({ url: `/crests/team/${saoPaulo}.svg` });
    expect(crest.statusCode).toBe(200);
    expect(crest.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(crest.headers['cache-control']).toBe('public, max-age=86400');
    expect(crest.headers['content-security-policy']).toContain("default-src 'none'");
    expect(crest.body).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(crest.body).toContain('>SÃO</text>');
    const again = await t.app.inject({
      url: `/crests/team/${saoPaulo}.svg`,
      headers: { 'if-none-match': String(crest.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: `/crests/competition/${f.competitionId['bra.1']}.svg` })).statusCode).toBe(200);
    for (const url of [
      '/crests/team/999999.svg',
      '/crests/team/0.svg',
      '/crests/team/1.png',
      '/crests/player/1.svg',
      '/crests/team/..%2F1.svg',
      '/crests/team/99999999999.svg',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
