import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import { localDate } from '../schedule/day-range.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';

describe('favorites calls', () => {
  let t: TestApp;
  let f: ScheduleFixture;
  const id = { today: 0, later: 0, saoPauloLate: 0, santos: 0 };
  const todayKickoff = new Date(TEST_NOW);
  const tokens: Record<'viewer' | 'anchor' | 'admin', string> = { viewer: '', anchor: '', admin: '' };
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    f = await createScheduleFixture(db);
    id.today = await f.match('eng.1', { home: 'Arsenal', away: 'Chelsea', kickoff: todayKickoff.toISOString() });
    id.later = await f.match('eng.1', {
      home: 'Chelsea',
      away: 'Arsenal',
      kickoff: new Date(todayKickoff.getTime() + 2 * 86_400_000).toISOString(),
    });
    id.saoPauloLate = await f.match('bra.1', { home: 'Santos', away: 'Gremio', kickoff: '2026-05-10T01:30:00Z' });
    id.santos = await f.team('football', 'Santos');
    for (const role of ['viewer', 'anchor', 'admin'] as const)
      tokens[role] = (await createUserWithSession(db, { role })).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string | null; body?: unknown; tz?: string; language?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    const token = options.token === undefined ? tokens.viewer : options.token;
    if (token !== null) headers.authorization = token;
    if (options.tz !== undefined) headers.tz = options.tz;
    if (options.language !== undefined) headers.language = options.language;
    return t.app.inject({
      method,
      url: `/api/schedule/${path}`,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };

  it('answers 4010001 to a visitor and to a bad token on all three calls', async () => {
    for (const token of [null, 'nonsense']) {
      for (const [method, path] of [
        ['POST', 'love'],
        ['GET', 'myFavoritesList'],
        ['GET', 'loveSettingList'],
      ] as const) {
        const response = await call(method, path, {
          token,
          body: method === 'POST' ? { kind: 'match', id: id.today } : undefined,
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: Code.mustLogInAgain, data: null });
      }
    }
  });

  it('lets every signed-in role keep its own favorites', async () => {
    for (const role of ['viewer', 'anchor', 'admin'] as const) {
      const response = await call('POST', 'love', {
        token: tokens[role],
        body: { kind: 'team', id: id.santos, loved: true },
      });
      expect(response.json()).toEqual({
        code: 200,
        msg: expect.any(String),
        data: { kind: 'team', id: id.santos, loved: true, notifyStart: true, notifyGoals: false },
      });
      expect((await call('GET', 'loveSettingList', { token: tokens[role] })).json().data.teams).toEqual([
        { id: id.santos, name: 'Santos', shortName: 'SAN', logo: `/crests/team/${id.santos}.svg` },
      ]);
    }
    for (const role of ['viewer', 'anchor', 'admin'] as const)
      await call('POST', 'love', { token: tokens[role], body: { kind: 'team', id: id.santos, loved: false } });
  });

  it('toggles a match and lists it today by default; the merge at login is idempotent in parallel', async () => {
    const on = await call('POST', 'love', { body: { kind: 'match', id: id.today } });
    expect(on.json().data).toEqual({ kind: 'match', id: id.today, loved: true, notifyStart: true, notifyGoals: false });
    const list = (await call('GET', 'myFavoritesList')).json().data;
    // The match kicks off at the test's start: the default day is that day unless midnight passed since.
    const kickoffDay = localDate(todayKickoff, 'UTC');
    expect(list.list.map((match: { id: number }) => match.id)).toEqual(list.date === kickoffDay ? [id.today] : []);
    const merge = await Promise.all(
      [id.today, id.today, id.later].map((target) =>
        call('POST', 'love', { body: { kind: 'match', id: target, loved: true } }),
      ),
    );
    expect(merge.map((response) => response.json().data.loved)).toEqual([true, true, true]);
    expect((await call('GET', 'loveSettingList')).json().data.matchIds.sort()).toEqual([id.today, id.later].sort());
    expect((await call('POST', 'love', { body: { kind: 'match', id: id.today } })).json().data.loved).toBe(false);
    expect((await call('GET', 'loveSettingList')).json().data.matchIds).toEqual([id.later]);
  });

  it('reads the day in the caller tz and names in the caller language', async () => {
    await call('POST', 'love', { body: { kind: 'competition', id: f.competitionId['bra.1'], loved: true } });
    const saoPaulo = (
      await call('GET', 'myFavoritesList?date=2026-05-09', { tz: 'America/Sao_Paulo', language: 'br' })
    ).json().data;
    expect(saoPaulo.list.map((match: { id: number; localTime: string }) => [match.id, match.localTime])).toEqual([
      [id.saoPauloLate, '22:30'],
    ]);
    expect(saoPaulo.list[0].competition.name).toBe('Brasileirão Série A');
    expect((await call('GET', 'myFavoritesList?date=2026-05-09', { tz: 'UTC' })).json().data.list).toEqual([]);
    const settings = (await call('GET', 'loveSettingList', { language: 'br' })).json().data;
    expect(settings.competitions.map((row: { name: string }) => row.name)).toEqual(['Brasileirão Série A']);
  });

  it('answers 4040001 for an unknown target and 4000001 for bad input', async () => {
    const unknown = await call('POST', 'love', { body: { kind: 'team', id: 987_654 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: Code.notFound, msg: 'Team 987654 not found' });
    const bad = [
      { kind: 'player', id: 1 },
      { kind: 'match', id: 'x' },
      { kind: 'match', id: -1 },
      { kind: 'match' },
      { kind: 'match', id: 1, loved: 'yes' },
    ];
    for (const body of bad) {
      const response = await call('POST', 'love', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(Code.invalidInput);
    }
    expect((await call('POST', 'love', { body: { kind: 'player', id: 1 } })).json().msg).toBe(
      'kind: must be match, competition or team',
    );
    expect((await call('GET', 'myFavoritesList?date=2026-13-45')).json().code).toBe(Code.invalidInput);
  });
});
