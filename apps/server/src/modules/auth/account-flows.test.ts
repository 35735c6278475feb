import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_AUTH_SECRET } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession, refreshCookie, refreshCookieOf } from '../../../test/sessions.ts';
import { SmtpInbox } from '../../../test/smtp-inbox.ts';
import type { ManualClock } from '../../clock.ts';
import { signAccessToken } from './access-token.ts';
import { REUSE_GRACE_MS } from './session.service.ts';

// Register, log in, refresh, log out, reset and change the password, with codes read from a real SMTP server.
describe('account flows', () => {
  let t: TestApp;
  const inbox = new SmtpInbox();
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: await inbox.start() } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.stop();
  });

  let ipCounter = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers,
      remoteAddress: `10.0.0.${(ipCounter++ % 250) + 1}`,
    });

  async function codeFor(email: string, purpose: string, language = 'en'): Promise<string> {
    const seen = inbox.count(email);
    const answer = await post('/user/emailVerifyCode', { email, purpose }, { language });
    expect(answer.json()).toEqual({
      code: 200,
      msg: language === 'br' ? 'Sucesso' : 'Success',
      data: { sent: true, resendAfter: 60 },
    });
    return SmtpInbox.codeIn(await inbox.waitFor(email, seen));
  }

  async function registerUser(name: string) {
    const email = `${name}@example.com`;
    const code = await codeFor(email, 'register');
    const response = await post('/user/register', { email, code, username: `${name}user1`, password: 'Secret123!' });
    expect(response.json().code).toBe(200);
    const data = response.json().data as { user: { id: number }; tokens: { accessToken: string } };
    return {
      email,
      username: `${name}user1`,
      user: data.user,
      tokens: { ...data.tokens, refreshToken: refreshCookieOf(response) ?? '' },
    };
  }
  const refresh = (token: string) => post('/user/refreshToken', {}, refreshCookie(token));

  it('registers with the code from the mail, then logs in by username and by e-mail', async () => {
    const email = 'Ana.Silva@Example.com';
    const code = await codeFor('ana.silva@example.com', 'register', 'br');
    const mail = inbox.mails.find((m) => m.to === 'ana.silva@example.com');
    expect(mail?.subject).toContain('Placar');
    expect(mail?.text).toContain('Use este código');
    const response = await post(
      '/user/register',
      { email, code, username: 'AnaSilva2024', password: 'Secret123!' },
      { language: 'br' },
    );
    const data = response.json().data;
    expect(data.user).toMatchObject({
      email: 'ana.silva@example.com',
      username: 'AnaSilva2024',
      nickname: 'AnaSilva2024',
      role: 'viewer',
      language: 'br',
      hasPassword: true,
    });
    expect(data.tokens).toMatchObject({ expiresIn: 900 });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|Secret123/);
    const me = await t.app.inject({ url: '/api/user/message', headers: { authorization: data.tokens.accessToken } });
    expect(me.json().code).toBe(200);

    for (const account of ['anasilva2024', 'ANA.SILVA@example.com']) {
      const login = await post('/user/login', { account, password: 'Secret123!' });
      expect(login.json().data.user.id).toBe(data.user.id);
    }
    // The code was used once.
    const again = await post('/user/register', { email, code, username: 'AnaSilva2025', password: 'Secret123!' });
    expect(again.json()).toMatchObject({ code: Code.invalidInput, msg: 'code: is wrong or has expired' });
  });

  it('answers a wrong password and an unknown account the same way, in both languages', async () => {
    await registerUser('bruno');
    const wrong = await post('/user/login', { account: 'brunouser1', password: 'Wrong123!' });
    const unknown = await post('/user/login', { account: 'nobody@example.com', password: 'Wrong123!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: Code.invalidInput, msg: 'Wrong account or password', data: null });
    expect(unknown.json()).toEqual(wrong.json());
    const br = await post('/user/login', { account: 'brunouser1', password: 'Wrong123!' }, { language: 'br' });
    expect(br.json().msg).toBe('Conta ou senha incorreta');
  });

  it('refuses a taken username or e-mail with 4090001 and does not reveal the e-mail at code time', async () => {
    await registerUser('carla');
    // Asking a sign-up code for a known address answers the same, and mails no code.
    const { user } = await createUserWithSession(t.database!.db, { email: 'carla.known@example.com' });
    const email = user.email;
    const taken = await post('/user/register', {
      email: 'other@example.com',
      code: '123456',
      username: 'CARLAUSER1',
      password: 'Secret123!',
    });
    expect(taken.json()).toMatchObject({ code: Code.conflict, msg: 'username: is taken' });
    const seen = inbox.count(email);
    const answer = await post('/user/emailVerifyCode', { email, purpose: 'register' });
    expect(answer.json().data).toEqual({ sent: true, resendAfter: 60 });
    const mail = await inbox.waitFor(email, seen);
    expect(mail.subject).toBe('You already have a Placar account');
    expect(() => SmtpInbox.codeIn(mail)).toThrow();
  });

  it('rotates refresh tokens; reusing a rotated one ends the session, the newest token included', async () => {
    const { tokens } = await registerUser('diego');
    const first = await refresh(tokens.refreshToken);
    const next = { ...first.json().data, refreshToken: refreshCookieOf(first) };
    expect(next.refreshToken).toBeDefined();
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(
      (await t.app.inject({ url: '/api/user/message', headers: { authorization: next.accessToken } })).json().code,
    ).toBe(200);

    // Past the grace a lost answer is allowed (REUSE_GRACE_MS), the old token is plain reuse.
    (t.clock as ManualClock).advance(REUSE_GRACE_MS + 1000);
    const reuse = await refresh(tokens.refreshToken);
    expect(reuse.json().code).toBe(Code.mustLogInAgain);
    expect((await refresh(next.refreshToken ?? '')).json().code).toBe(Code.mustLogInAgain);
    expect(
      (await t.app.inject({ url: '/api/user/message', headers: { authorization: next.accessToken } })).json().code,
    ).toBe(Code.mustLogInAgain);
    expect((await refresh('never-issued-token-0123456789')).json().code).toBe(Code.mustLogInAgain);
    expect((await post('/user/refreshToken', {})).json().code).toBe(Code.mustLogInAgain);
  });

  it('answers 4010002 to an expired access token, and the refresh flow gives a working one', async () => {
    const { user, tokens } = await registerUser('elisa');
    const payload = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string;
    };
    const expired = await signAccessToken(
      new TextEncoder().encode(TEST_AUTH_SECRET),
      { userId: user.id, sessionId: payload.sid, role: 'viewer' },
      -1,
      t.clock.now(),
    );
    expect((await t.app.inject({ url: '/api/user/message', headers: { authorization: expired } })).json().code).toBe(
      Code.accessTokenExpired,
    );
    const refreshed = (await refresh(tokens.refreshToken)).json().data;
    expect(
      (await t.app.inject({ url: '/api/user/message', headers: { authorization: refreshed.accessToken } })).json().code,
    ).toBe(200);
  });

  it('logs out: the access and refresh tokens of that session stop working', async () => {
    const { tokens } = await registerUser('fabio');
    const out = await post('/user/logout', {}, { authorization: tokens.accessToken });
    expect(out.json().data).toEqual({ loggedOut: true });
    expect(
      (await t.app.inject({ url: '/api/user/message', headers: { authorization: tokens.accessToken } })).json().code,
    ).toBe(Code.mustLogInAgain);
    expect((await refresh(tokens.refreshToken)).json().code).toBe(Code.mustLogInAgain);
  });

  it('changes the password: older sessions get 4010001, this client gets new tokens', async () => {
    const { username, tokens } = await registerUser('gabriel');
    const olderLogin = await post('/user/login', { account: username, password: 'Secret123!' });
    const older = { ...olderLogin.json().data.tokens, refreshToken: refreshCookieOf(olderLogin) ?? '' };
    const wrongOld = await post(
      '/user/changePassword',
      { oldPassword: 'Nope12345', password: 'Newer123!', repeatPassword: 'Newer123!' },
      { authorization: tokens.accessToken },
    );
    expect(wrongOld.json()).toMatchObject({ code: Code.invalidInput, msg: 'oldPassword: is wrong' });
    const changed = await post(
      '/user/changePassword',
      { oldPassword: 'Secret123!', password: 'Newer123!', repeatPassword: 'Newer123!' },
      { authorization: tokens.accessToken },
    );
    const fresh = changed.json().data.tokens;
    for (const token of [older.accessToken, tokens.accessToken]) {
      const response = await t.app.inject({ url: '/api/user/message', headers: { authorization: token } });
      expect(response.json()).toMatchObject({ code: Code.mustLogInAgain, msg: 'Please log in again!' });
    }
    expect((await refresh(older.refreshToken)).json().code).toBe(Code.mustLogInAgain);
    expect(
      (await t.app.inject({ url: '/api/user/message', headers: { authorization: fresh.accessToken } })).json().code,
    ).toBe(200);
    expect((await post('/user/login', { account: username, password: 'Secret123!' })).json().code).toBe(
      Code.invalidInput,
    );
    expect((await post('/user/login', { account: username, password: 'Newer123!' })).json().code).toBe(200);
  });

  it('resets the password with a code, ending every session; the answer never tells whether the e-mail exists', async () => {
    const { email, username, tokens } = await registerUser('helena');
    const code = await codeFor(email, 'reset');
    const unknown = await post('/user/emailVerifyCode', { email: 'ghost@example.com', purpose: 'reset' });
    expect(unknown.json().data).toEqual({ sent: true, resendAfter: 60 });
    const mismatch = await post('/user/passwordReset', {
      email,
      code,
      password: 'Reset123!',
      repeatPassword: 'Reset124!',
    });
    expect(mismatch.json()).toMatchObject({ code: Code.invalidInput, msg: 'repeatPassword: passwords do not match' });
    const reset = await post('/user/passwordReset', {
      email,
      code,
      password: 'Reset123!',
      repeatPassword: 'Reset123!',
    });
    expect(reset.json().data).toEqual({ reset: true });
    expect(
      (await t.app.inject({ url: '/api/user/message', headers: { authorization: tokens.accessToken } })).json().code,
    ).toBe(Code.mustLogInAgain);
    expect((await post('/user/login', { account: username, password: 'Reset123!' })).json().code).toBe(200);
    expect(inbox.count('ghost@example.com')).toBe(0);
  });

  it('changes the e-mail with a code sent to the new address and the password; a taken address is 4090001', async () => {
    const { tokens } = await registerUser('igor');
    const { email: taken } = await registerUser('julia');
    const auth = { authorization: tokens.accessToken };
    expect(
      (await post('/user/changeMail', { email: taken, code: '123456', password: 'Secret123!' }, auth)).json().code,
    ).toBe(Code.conflict);
    const code = await codeFor('igor.new@example.com', 'changeMail');
    const changed = await post(
      '/user/changeMail',
      { email: 'Igor.New@example.com', code, password: 'Secret123!' },
      auth,
    );
    expect(changed.json().data.user.email).toBe('igor.new@example.com');
  });

  it('updates settings and the chat colour', async () => {
    const { tokens } = await registerUser('karen');
    const auth = { authorization: tokens.accessToken };
    const updated = await post(
      '/user/updateSetting',
      { nickname: 'Karen K', language: 'br', notifyHostLive: false },
      auth,
    );
    expect(updated.json().data.user).toMatchObject({
      nickname: 'Karen K',
      language: 'br',
      notifyHostLive: false,
      notifyMatchStart: true,
    });
    const avatar = await post('/user/updateSetting', { avatar: '/uploads/avatars/not-mine.webp' }, auth);
    expect(avatar.json()).toMatchObject({ code: Code.invalidInput, msg: 'avatar: must be an uploaded image' });
    const cleared = await post('/user/updateSetting', { avatar: null }, auth);
    expect(cleared.json().data.user.avatar).toBeNull();
    const color = await post('/user/changeChatColor', { color: '#ef4444' }, auth);
    expect(color.json().data.user.chatColor).toBe('#ef4444');
    const badColor = await post('/user/changeChatColor', { color: '#000000' }, { ...auth, language: 'br' });
    expect(badColor.json().msg).toMatch(/^color: deve ser uma de #22c55e/);
  });
});
