import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession, refreshCookie, refreshCookieOf } from '../../../test/sessions.ts';
import { ManualClock } from '../../clock.ts';

const DAY = 24 * 3600 * 1000;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

// Items 4 and 10: where the refresh token lives, how long a session may live, and the sessions list.
describe('sessions', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-22T23:50:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  const db = () => t.database!.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.7.0.1') =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
  const get = (url: string, authorization: string) => t.app.inject({ url: `/api${url}`, headers: { authorization } });

  it('keeps the refresh token out of every body: an HttpOnly, SameSite=Lax cookie on the refresh path only', async () => {
    await createUserWithSession(db(), { username: 'cookieuser1', password: 'Cookie123!' });
    const login = await post('/user/login', { account: 'cookieuser1', password: 'Cookie123!' });
    expect(login.json().data.tokens).toEqual({
      accessToken: expect.any(String),
      expiresIn: 900,
      refreshAfter: expect.any(Number),
    });
    expect(login.body).not.toContain(refreshCookieOf(login));
    const cookie = login.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/user/refreshToken',
      maxAge: 30 * 24 * 3600,
    });
    // Plain-HTTP localhost (PUBLIC_URL's default) is the only place it is not Secure.
    expect(cookie?.secure).toBeUndefined();
    expect(login.headers['cache-control']).toBe('no-store');

    const refreshed = await post('/user/refreshToken', {}, refreshCookie(cookie?.value ?? ''));
    expect(refreshed.json().data).not.toHaveProperty('refreshToken');
    expect(refreshCookieOf(refreshed)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets the cookie Secure when the site is not plain-HTTP localhost', async () => {
    const https = await buildTestApp({ env: { PUBLIC_URL: 'https://placar.example.com' } });
    try {
      await createUserWithSession(https.database!.db, { username: 'secureuser1', password: 'Secure123!' });
      const login = await https.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account: 'secureuser1', password: 'Secure123!' },
      });
      expect(login.cookies.find((c) => c.name === 'refreshToken')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await https.close();
    }
  });

  it('clears the cookie on logout and when the refresh token is refused', async () => {
    const { accessToken } = await createUserWithSession(db(), { clock });
    const out = await post('/user/logout', {}, { authorization: accessToken });
    expect(out.cookies.find((c) => c.name === 'refreshToken')).toMatchObject({
      value: '',
      path: '/api/user/refreshToken',
    });
    const refused = await post('/user/refreshToken', {}, refreshCookie('x'.repeat(43)));
    expect(refused.json().code).toBe(Code.mustLogInAgain);
    expect(refused.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
  });

  it('answers a refresh whose answer was lost (same token again within the grace), and still ends the session on real reuse', async () => {
    const session = await createUserWithSession(db(), { clock });
    const first = await post('/user/refreshToken', {}, refreshCookie(session.refreshToken));
    expect(first.json().code).toBe(200);
    // The tab reloaded before the answer arrived: it presents the old token again.
    const again = await post('/user/refreshToken', {}, refreshCookie(session.refreshToken));
    expect(again.json().code).toBe(200);
    const latest = refreshCookieOf(again) ?? '';
    expect(
      (
        await t.app.inject({ url: '/api/user/message', headers: { authorization: again.json().data.accessToken } })
      ).json().code,
    ).toBe(200);
    // The answer that was lost is now spent too: whoever holds it later is reusing it.
    clock.advance(20_000);
    try {
      expect((await post('/user/refreshToken', {}, refreshCookie(refreshCookieOf(first) ?? ''))).json().code).toBe(
        Code.mustLogInAgain,
      );
      expect((await post('/user/refreshToken', {}, refreshCookie(latest))).json().code).toBe(Code.mustLogInAgain);
    } finally {
      clock.set('2026-11-22T23:50:00Z');
    }
  });

  it('accepts within the grace only the immediate predecessor of an unused token: an older token of the session is reuse (issue 36)', async () => {
    const session = await createUserWithSession(db(), { clock });
    const first = await post('/user/refreshToken', {}, refreshCookie(session.refreshToken));
    const second = await post('/user/refreshToken', {}, refreshCookie(refreshCookieOf(first) ?? ''));
    expect([first.json().code, second.json().code]).toEqual([200, 200]);
    // Two rotations ago, within 15 s: a stolen old token, not a lost answer. The session ends.
    expect((await post('/user/refreshToken', {}, refreshCookie(session.refreshToken))).json().code).toBe(
      Code.mustLogInAgain,
    );
    expect((await post('/user/refreshToken', {}, refreshCookie(refreshCookieOf(second) ?? ''))).json().code).toBe(
      Code.mustLogInAgain,
    );
  });

  it('ends a session 90 days after sign-in, however often it refreshes (SESSION_MAX_LIFETIME)', async () => {
    const session = await createUserWithSession(db(), { clock });
    let token = session.refreshToken;
    try {
      // Refreshing every 20 days kept a session for ever before.
      for (let day = 20; day <= 80; day += 20) {
        clock.advance(20 * DAY);
        const refreshed = await post('/user/refreshToken', {}, refreshCookie(token));
        expect(refreshed.json().code, `day ${day}`).toBe(200);
        token = refreshCookieOf(refreshed) ?? '';
      }
      const last = await post('/user/refreshToken', {}, refreshCookie(token));
      // Day 80: the cookie may live only the 10 days left.
      expect(last.cookies.find((c) => c.name === 'refreshToken')?.maxAge).toBe(10 * 24 * 3600);
      token = refreshCookieOf(last) ?? '';
      clock.advance(10 * DAY + 1000);
      expect((await post('/user/refreshToken', {}, refreshCookie(token))).json().code).toBe(Code.mustLogInAgain);
    } finally {
      clock.set('2026-11-22T23:50:00Z');
    }
  });

  it('lists my open sessions with device, address and last use, this one marked', async () => {
    await createUserWithSession(db(), { username: 'listuser01', password: 'Listing123!' });
    const phone = await post(
      '/user/login',
      { account: 'listuser01', password: 'Listing123!' },
      { 'user-agent': CHROME_ANDROID },
      '198.51.100.7',
    );
    const laptop = await post(
      '/user/login',
      { account: 'listuser01', password: 'Listing123!' },
      { 'user-agent': FIREFOX_WINDOWS },
      '198.51.100.8',
    );
    const list = (await get('/user/sessionList', laptop.json().data.tokens.accessToken)).json().data.list;
    expect(list).toHaveLength(3);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          browser: 'Chrome',
          system: 'Android',
          ip: '198.51.100.7',
          current: false,
          lastUsedAt: '2026-11-22T23:50:00.000Z',
        }),
        expect.objectContaining({ browser: 'Firefox', system: 'Windows', ip: '198.51.100.8', current: true }),
      ]),
    );
    expect(JSON.stringify(list)).not.toMatch(/refresh|token/i);
    expect(phone.json().code).toBe(200);
  });

  it('signs out one of my sessions, or all the others; never someone else’s', async () => {
    const me = await createUserWithSession(db(), { username: 'signoutme1', password: 'Signout123!' });
    const second = (await post('/user/login', { account: 'signoutme1', password: 'Signout123!' })).json().data.tokens
      .accessToken as string;
    const third = (await post('/user/login', { account: 'signoutme1', password: 'Signout123!' })).json().data.tokens
      .accessToken as string;
    const stranger = await createUserWithSession(db());

    // The attack: ending another user's session by its id.
    const theirs = await post('/user/sessionLogout', { id: stranger.sessionId }, { authorization: me.accessToken });
    expect(theirs.json()).toMatchObject({ code: Code.notFound });
    expect((await get('/user/message', stranger.accessToken)).json().code).toBe(200);

    const one = await post('/user/sessionLogout', { id: me.sessionId }, { authorization: third });
    expect(one.json().data).toEqual({ signedOut: 1 });
    expect((await get('/user/message', me.accessToken)).json().code).toBe(Code.mustLogInAgain);
    expect((await get('/user/message', second)).json().code).toBe(200);

    const others = await post('/user/sessionLogout', { others: true }, { authorization: third });
    expect(others.json().data).toEqual({ signedOut: 1 });
    expect((await get('/user/message', second)).json().code).toBe(Code.mustLogInAgain);
    expect((await get('/user/message', third)).json().code).toBe(200);
    expect((await get('/user/sessionList', third)).json().data.list).toHaveLength(1);
  });

  it('answers sessionList and sessionLogout by role: visitor 4010001; viewer, anchor and admin their own', async () => {
    expect((await t.app.inject({ url: '/api/user/sessionList' })).json().code).toBe(Code.mustLogInAgain);
    expect((await post('/user/sessionLogout', { others: true })).json().code).toBe(Code.mustLogInAgain);
    for (const role of ['viewer', 'anchor', 'admin'] as const) {
      const session = await createUserWithSession(db(), { role });
      const list = (await get('/user/sessionList', session.accessToken)).json();
      expect(
        list.data.list.map((item: { id: string }) => item.id),
        role,
      ).toEqual([session.sessionId]);
      expect(
        (await post('/user/sessionLogout', { others: true }, { authorization: session.accessToken })).json().data,
        role,
      ).toEqual({ signedOut: 0 });
    }
  });
});
