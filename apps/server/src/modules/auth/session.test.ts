import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { SignJWT } from 'jose';
import { buildTestApp, TEST_AUTH_SECRET } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import { notifications } from '../../db/schema.ts';
import { signAccessToken } from './access-token.ts';

const key = new TextEncoder().encode(TEST_AUTH_SECRET);

describe('access tokens and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.database!.db;
  const messages = (authorization: string) => t.app.inject({ url: '/api/user/message', headers: { authorization } });

  it('accepts the token bare, as the web client sends it, and as Bearer', async () => {
    const { accessToken } = await createUserWithSession(db());
    expect((await messages(accessToken)).json()).toMatchObject({ code: 200, data: { list: [], total: 0, unread: 0 } });
    expect((await messages(`Bearer ${accessToken}`)).json().code).toBe(200);
  });

  it('answers 4010002 to an expired token and 4010001 to a forged or tampered one', async () => {
    const { user, sessionId, accessToken } = await createUserWithSession(db());
    const expired = await signAccessToken(key, { userId: user.id, sessionId, role: 'viewer' }, -60, t.clock.now());
    const expiredResponse = await messages(expired);
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json()).toEqual({
      code: Code.accessTokenExpired,
      msg: 'Your session has expired',
      data: null,
    });
    const forged = await new SignJWT({ sid: sessionId, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setAudience('placar-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-0123456789abcdef0123'));
    expect((await messages(forged)).json().code).toBe(Code.mustLogInAgain);
    const tampered = `${accessToken.slice(0, -3)}${accessToken.endsWith('A') ? 'BBB' : 'AAA'}`;
    expect((await messages(tampered)).json().code).toBe(Code.mustLogInAgain);
  });

  it('answers 4010001 to a token of an unknown session or of another user', async () => {
    const first = await createUserWithSession(db());
    const second = await createUserWithSession(db());
    const unknown = await signAccessToken(
      key,
      { userId: first.user.id, sessionId: 'no-such-session', role: 'viewer' },
      60,
      t.clock.now(),
    );
    expect((await messages(unknown)).json().code).toBe(Code.mustLogInAgain);
    const mixed = await signAccessToken(
      key,
      { userId: second.user.id, sessionId: first.sessionId, role: 'viewer' },
      60,
      t.clock.now(),
    );
    expect((await messages(mixed)).json().code).toBe(Code.mustLogInAgain);
  });

  it('lets open calls through whatever stale token the client holds', async () => {
    const { user, sessionId } = await createUserWithSession(db());
    const expired = await signAccessToken(key, { userId: user.id, sessionId, role: 'viewer' }, -60, t.clock.now());
    const time = await t.app.inject({ url: '/api/system/time', headers: { authorization: expired } });
    expect(time.json().code).toBe(200);
  });

  it('lists my notifications newest first with the unread count, never another user’s', async () => {
    const me = await createUserWithSession(db());
    const other = await createUserWithSession(db());
    await db()
      .insert(notifications)
      .values([
        { userId: me.user.id, kind: 'hostLive', title: 'first', body: 'a', readAt: new Date(t.clock.now()) },
        { userId: me.user.id, kind: 'matchStart', title: 'second', body: 'b' },
        { userId: me.user.id, kind: 'matchStart', title: 'third', body: 'c' },
        { userId: other.user.id, kind: 'matchStart', title: 'not mine', body: 'x' },
      ]);
    const page1 = await t.app.inject({
      url: '/api/user/message?page=1&limit=2',
      headers: { authorization: me.accessToken },
    });
    expect(page1.json().data).toMatchObject({
      total: 3,
      unread: 2,
      list: [{ title: 'third', read: false }, { title: 'second' }],
    });
    const page2 = await t.app.inject({
      url: '/api/user/message?page=2&limit=2',
      headers: { authorization: me.accessToken },
    });
    expect(page2.json().data.list).toMatchObject([{ title: 'first', read: true, kind: 'hostLive' }]);
  });
});
