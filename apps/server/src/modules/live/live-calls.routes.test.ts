import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

type Who = 'visitor' | 'viewer' | 'host' | 'admin';
interface Case {
  method: 'GET' | 'POST';
  path: string;
  input: () => object;
  /** The code each caller gets; an admin has no room of their own. */
  codes: Record<Who, number>;
}

const OK = 200;
const LOGIN = Code.mustLogInAgain;
const FORBIDDEN = Code.forbidden;
const NOT_FOUND = Code.notFound;

describe('every live call, for each role', () => {
  let t: TestApp;
  let db: Database;
  let admin: UserWithSession;
  let viewer: UserWithSession;
  let host: Host;
  let matchId = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    const fixture = await createScheduleFixture(db);
    matchId = await fixture.match('bra.1', {
      home: 'Santos',
      away: 'Gremio',
      kickoff: TEST_NOW,
      status: 2,
      homeScore: 1,
      awayScore: 0,
    });
    admin = await createUserWithSession(db, { role: 'admin' });
    viewer = await createUserWithSession(db);
    host = await makeHost(t.app, db, admin);
  });
  afterAll(async () => {
    await t.close();
  });

  const any = { visitor: OK, viewer: OK, host: OK, admin: OK };
  const hostOnly = { visitor: LOGIN, viewer: FORBIDDEN, host: OK, admin: NOT_FOUND };
  const cases: Case[] = [
    { method: 'GET', path: '/live/list', input: () => ({ sport: 'football' }), codes: any },
    { method: 'GET', path: '/live/innerList', input: () => ({ matchId: String(matchId) }), codes: any },
    { method: 'GET', path: '/live/recommendList', input: () => ({ limit: '4' }), codes: any },
    { method: 'POST', path: '/live/moreLive', input: () => ({ roomId: host.roomId }), codes: any },
    { method: 'POST', path: '/live/roomInformation', input: () => ({ roomId: host.roomId }), codes: any },
    { method: 'POST', path: '/live/roomInformationV2', input: () => ({ hostId: host.user.id }), codes: any },
    { method: 'POST', path: '/live/enterRoom', input: () => ({ roomId: host.roomId }), codes: any },
    {
      method: 'POST',
      path: '/live/exitRoom',
      input: () => ({ roomId: host.roomId, presenceId: 'A'.repeat(22) }),
      codes: any,
    },
    {
      method: 'GET',
      path: '/live/settingContent',
      input: () => ({}),
      codes: { visitor: LOGIN, viewer: OK, host: OK, admin: OK },
    },
    {
      method: 'GET',
      path: '/live/selectionItem',
      input: () => ({}),
      codes: { visitor: LOGIN, viewer: FORBIDDEN, host: OK, admin: OK },
    },
    { method: 'POST', path: '/live/setting', input: () => ({ title: 'Clássico ao vivo' }), codes: hostOnly },
    { method: 'POST', path: '/live/settingMsg', input: () => ({ notice: 'Bem-vindos!' }), codes: hostOnly },
    { method: 'POST', path: '/live/getSteamKey', input: () => ({}), codes: hostOnly },
    { method: 'POST', path: '/live/liveMatchSearch', input: () => ({ keyword: 'santos' }), codes: hostOnly },
    { method: 'POST', path: '/live/liveMatchSearchSort', input: () => ({}), codes: hostOnly },
    { method: 'POST', path: '/live/previewMatchSearch', input: () => ({}), codes: hostOnly },
    { method: 'POST', path: '/live/previewMatchSearchSort', input: () => ({ sport: 'basketball' }), codes: hostOnly },
    { method: 'POST', path: '/live/open', input: () => ({}), codes: hostOnly },
    { method: 'POST', path: '/live/close', input: () => ({}), codes: hostOnly },
    {
      method: 'POST',
      path: '/live/steamRecord',
      input: () => ({}),
      codes: { visitor: LOGIN, viewer: FORBIDDEN, host: OK, admin: OK },
    },
    { method: 'POST', path: '/live/liveRecordSearch', input: () => ({ keyword: 'clássico' }), codes: hostOnly },
    {
      method: 'POST',
      path: '/live/subscriptionRecord',
      input: () => ({ days: 7 }),
      codes: { visitor: LOGIN, viewer: FORBIDDEN, host: OK, admin: OK },
    },
    {
      method: 'POST',
      path: '/user/subscribeUser',
      input: () => ({ hostId: host.user.id }),
      codes: { visitor: LOGIN, viewer: OK, host: Code.invalidInput, admin: OK },
    },
    {
      method: 'POST',
      path: '/user/closeSubscribeUser',
      input: () => ({ hostId: host.user.id }),
      codes: { visitor: LOGIN, viewer: OK, host: OK, admin: OK },
    },
    {
      method: 'GET',
      path: '/user/mySubscribe',
      input: () => ({}),
      codes: { visitor: LOGIN, viewer: OK, host: OK, admin: OK },
    },
  ];

  const tokenOf = (who: Who) =>
    ({ visitor: null, viewer: viewer.accessToken, host: host.accessToken, admin: admin.accessToken })[who];

  it('answers each caller by the role rule, and never 500', async () => {
    for (const who of ['visitor', 'viewer', 'admin', 'host'] as const) {
      for (const entry of cases) {
        const answer = await call(t.app, entry.method, entry.path, tokenOf(who), entry.input());
        expect(answer.body.code, `${who} ${entry.path}: ${answer.body.msg}`).toBe(entry.codes[who]);
        expect(answer.status).toBeLessThan(500);
      }
    }
  });

  it('answers 4000001 naming the field for bad input on every call', async () => {
    const bad: [string, 'GET' | 'POST', object, string][] = [
      ['/live/list', 'GET', { limit: '500' }, 'limit'],
      ['/live/list', 'GET', { sport: 'tennis' }, 'sport'],
      ['/live/list', 'GET', { liveState: 'streaming' }, 'liveState'],
      ['/live/innerList', 'GET', {}, 'matchId'],
      ['/live/innerList', 'GET', { matchId: 'abc' }, 'matchId'],
      ['/live/recommendList', 'GET', { limit: '0' }, 'limit'],
      ['/live/moreLive', 'POST', { roomId: -1 }, 'roomId'],
      ['/live/roomInformation', 'POST', {}, 'roomId'],
      ['/live/roomInformation', 'POST', { roomId: '1e400' }, 'roomId'],
      ['/live/roomInformationV2', 'POST', {}, 'roomId'],
      ['/live/enterRoom', 'POST', { roomId: 1, presenceId: '../../etc/passwd' }, 'presenceId'],
      ['/live/exitRoom', 'POST', { roomId: 1 }, 'presenceId'],
      ['/live/setting', 'POST', {}, 'body'],
      ['/live/setting', 'POST', { title: 'x' }, 'title'],
      ['/live/setting', 'POST', { cover: 'https://evil.example/x.png' }, 'cover'],
      ['/live/setting', 'POST', { language: 'fr' }, 'language'],
      ['/live/setting', 'POST', { matchId: 0 }, 'matchId'],
      ['/live/setting', 'POST', { streamKeyHash: 'x' }, 'body'],
      ['/live/settingMsg', 'POST', { notice: 'x'.repeat(501) }, 'notice'],
      ['/live/getSteamKey', 'POST', { reset: 'yes' }, 'reset'],
      ['/live/liveMatchSearch', 'POST', { keyword: 'x'.repeat(41) }, 'keyword'],
      ['/live/previewMatchSearchSort', 'POST', { limit: 51 }, 'limit'],
      ['/live/liveRecordSearch', 'POST', { from: '2026-02-30' }, 'from'],
      ['/live/steamRecord', 'POST', { page: 'two' }, 'page'],
      ['/live/subscriptionRecord', 'POST', { days: 366 }, 'days'],
      ['/user/subscribeUser', 'POST', { hostId: 'me' }, 'hostId'],
      ['/user/mySubscribe', 'GET', { limit: '101' }, 'limit'],
    ];
    for (const [path, method, input, field] of bad) {
      const answer = await call(t.app, method, path, host.accessToken, input);
      expect(answer.status, `${path} ${JSON.stringify(input)}`).toBe(400);
      expect(answer.body.code).toBe(Code.invalidInput);
      expect(answer.body.msg.startsWith(`${field}:`), answer.body.msg).toBe(true);
    }
  });

  it('answers malformed bodies of every POST with 4000001', async () => {
    for (const entry of cases.filter((candidate) => candidate.method === 'POST')) {
      for (const payload of ['{"roomId":', '[]', '"text"', '{"a":1}x']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api${entry.path}`,
          headers: { authorization: host.accessToken, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${entry.path} ${payload}`).toBe(400);
        expect(response.json().code).toBe(Code.invalidInput);
      }
    }
  });

  it('answers 4040001 for rooms and matches that do not exist', async () => {
    expect((await call(t.app, 'POST', '/live/roomInformation', null, { roomId: 987_654 })).body).toMatchObject({
      code: NOT_FOUND,
      msg: 'Room 987654 not found',
    });
    expect((await call(t.app, 'POST', '/live/roomInformationV2', null, { hostId: viewer.user.id })).body.code).toBe(
      NOT_FOUND,
    );
    expect((await call(t.app, 'POST', '/live/enterRoom', null, { roomId: 987_654 })).body.code).toBe(NOT_FOUND);
    expect((await call(t.app, 'POST', '/live/setting', host.accessToken, { matchId: 987_654 })).body).toMatchObject({
      code: NOT_FOUND,
      msg: 'Match 987654 not found',
    });
    expect(
      (await call(t.app, 'POST', '/user/subscribeUser', viewer.accessToken, { hostId: viewer.user.id + 10_000 })).body
        .code,
    ).toBe(NOT_FOUND);
    expect(
      (await call(t.app, 'POST', '/user/subscribeUser', viewer.accessToken, { hostId: admin.user.id })).body.code,
    ).toBe(NOT_FOUND);
  });
});
