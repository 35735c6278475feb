import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import { sessions, users } from '../../db/schema.ts';

describe('account limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOGIN_LIMIT_PER_ACCOUNT: '3', ACCOUNT_LIMIT_PER_TARGET: '3', ACCOUNT_LIMIT_PER_IP: '6' },
    });
  });
  afterAll(() => t.close());

  const db = () => t.database!.db;
  let ip = 0;
  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = `10.8.0.${(ip++ % 250) + 1}`,
  ) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
  const login = (account: string, password: string, headers: Record<string, string> = {}) =>
    post('/user/login', { account, password }, headers);

  it('never answers one login with another’s tokens for the same X-Request-Key (item 3)', async () => {
    await createUserWithSession(db(), { username: 'replayone1', password: 'ReplayOne1!' });
    await createUserWithSession(db(), { username: 'replaytwo1', password: 'ReplayTwo1!' });
    const key = { 'x-request-key': 'same-key-for-both', clientidentifyid: 'shared-device' };
    const first = await post('/user/login', { account: 'replayone1', password: 'ReplayOne1!' }, key, '10.9.9.1');
    const second = await post('/user/login', { account: 'replaytwo1', password: 'ReplayTwo1!' }, key, '10.9.9.1');
    expect(first.json().data.user.username).toBe('replayone1');
    expect(second.json().data.user.username).toBe('replaytwo1');
    expect(second.headers['x-request-key-replayed']).toBeUndefined();
    // The same login twice is not replayed either: answers with tokens are never kept.
    const again = await post('/user/login', { account: 'replaytwo1', password: 'ReplayTwo1!' }, key, '10.9.9.1');
    expect(again.headers['x-request-key-replayed']).toBeUndefined();
    expect(again.json().data.tokens.accessToken).not.toBe(second.json().data.tokens.accessToken);
  });

  it('does not count a successful login toward the lockout (item 10)', async () => {
    await createUserWithSession(db(), { username: 'lockout001', password: 'Lockout123!' });
    const codes = [];
    for (const password of ['Wrong1234!', 'Wrong1234!', 'Lockout123!', 'Wrong1234!'])
      codes.push((await login('lockout001', password)).json().code);
    // Before: the right password counted, so the fourth try was already refused.
    expect(codes).toEqual([Code.invalidInput, Code.invalidInput, 200, Code.invalidInput]);
  });

  it('does not lock the sign-in after a mistyped current password on change-password (item 10)', async () => {
    const user = await createUserWithSession(db(), { username: 'typoowner1', password: 'Typo12345!' });
    const auth = { authorization: user.accessToken };
    for (let n = 0; n < 3; n += 1) {
      const wrong = await post(
        '/user/changePassword',
        { oldPassword: 'Typo1234?', password: 'NewTypo123!', repeatPassword: 'NewTypo123!' },
        auth,
      );
      expect(wrong.json().msg).toBe('oldPassword: is wrong');
    }
    expect((await login('typoowner1', 'Typo12345!')).json().code).toBe(200);
  });

  it('limits sign-ups that probe whether a username is taken, per username and per address (item 8)', async () => {
    await createUserWithSession(db(), { username: 'famousfan1' });
    const probe = (remoteAddress: string) =>
      post(
        '/user/register',
        {
          email: `probe${randomBytes(3).toString('hex')}@example.com`,
          code: '123456',
          username: 'famousfan1',
          password: 'Probe1234!',
        },
        {},
        remoteAddress,
      );
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push((await probe(`10.10.0.${n + 1}`)).json().code);
    expect(answers).toEqual([Code.conflict, Code.conflict, Code.conflict, Code.tooManyRequests]);

    const fromOne = [];
    for (let n = 0; n < 7; n += 1) {
      const username = `walker${String(n).padStart(4, '0')}`;
      fromOne.push(
        (
          await post(
            '/user/register',
            { email: `walk${n}@example.com`, code: '123456', username, password: 'Walk12345!' },
            {},
            '10.11.0.1',
          )
        ).json().code,
      );
    }
    expect(fromOne.slice(0, 6).every((code) => code !== Code.tooManyRequests)).toBe(true);
    expect(fromOne[6]).toBe(Code.tooManyRequests);
  });

  it('limits e-mail changes that probe whether an address is taken (item 8)', async () => {
    await createUserWithSession(db(), { email: 'celebrity@example.com' });
    const prober = await createUserWithSession(db(), { password: 'Prober123!' });
    const answers = [];
    for (let n = 0; n < 4; n += 1) {
      answers.push(
        (
          await post(
            '/user/changeMail',
            { email: 'celebrity@example.com', code: '123456', password: 'Prober123!' },
            { authorization: prober.accessToken },
          )
        ).json().code,
      );
    }
    expect(answers).toEqual([Code.conflict, Code.conflict, Code.conflict, Code.tooManyRequests]);
  });

  it('rehashes a password stored at the old cost at the next login (item 9)', async () => {
    const user = await createUserWithSession(db(), { username: 'oldhash001' });
    const salt = randomBytes(16);
    const oldHash = [
      'scrypt',
      15,
      8,
      1,
      salt.toString('base64url'),
      scryptSync('OldCost123!', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64url'),
    ].join('$');
    await db().update(users).set({ passwordHash: oldHash }).where(eq(users.id, user.user.id));
    expect((await login('oldhash001', 'OldCost123!')).json().code).toBe(200);
    const [row] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$16\$8\$2\$/);
    expect((await login('oldhash001', 'OldCost123!')).json().code).toBe(200);
  });

  it('reads a hash of the former setting (N=2^17, p=1: 128 MiB) and makes it again at N=2^16, p=2 (64 MiB, the same work; issue 36)', async () => {
    const user = await createUserWithSession(db(), { username: 'formerset1' });
    const salt = randomBytes(16);
    const former = [
      'scrypt',
      17,
      8,
      1,
      salt.toString('base64url'),
      scryptSync('Former123!', salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }).toString('base64url'),
    ].join('$');
    await db().update(users).set({ passwordHash: former }).where(eq(users.id, user.user.id));
    expect((await login('formerset1', 'Former123!')).json().code).toBe(200);
    const [row] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$16\$8\$2\$/);
  });

  it('refuses a stored hash whose cost was raised past today’s, instead of spending the CPU (item 9)', async () => {
    const user = await createUserWithSession(db(), { username: 'costly0001' });
    await db().update(users).set({ passwordHash: 'scrypt$30$8$1$c2FsdA$aGFzaA' }).where(eq(users.id, user.user.id));
    expect((await login('costly0001', 'Whatever123!')).json().code).toBe(Code.invalidInput);
  });

  it('accepts a passphrase of 128 characters with spaces and accents (item 9)', async () => {
    const passphrase = `${'correct horse bátería staple '.repeat(5)}`.slice(0, 128);
    expect([...passphrase].length).toBe(128);
    const user = await createUserWithSession(db(), { username: 'passphrase' });
    const changed = await post(
      '/user/changePassword',
      { oldPassword: 'secret123!', password: passphrase, repeatPassword: passphrase },
      { authorization: user.accessToken },
    );
    expect(changed.json().code).toBe(200);
    expect((await login('passphrase', passphrase)).json().code).toBe(200);
  });
});

// Item 6: behind a load balancer, the client is the address the balancer saw.
describe('client address behind a proxy (TRUST_PROXY)', () => {
  it('gives each forwarded client its own login bucket and records its address on the session', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '10.0.0.10', LOGIN_LIMIT_PER_IP: '2' } });
    try {
      const through = (client: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { account: 'nobody0001', password: 'Nope12345!' },
          headers: { 'x-forwarded-for': client },
          remoteAddress: '10.0.0.10',
        });
      const first = [
        (await through('203.0.113.1')).json().code,
        (await through('203.0.113.1')).json().code,
        (await through('203.0.113.1')).json().code,
      ];
      expect(first).toEqual([Code.invalidInput, Code.invalidInput, Code.tooManyRequests]);
      // Another fan behind the same balancer is not locked out by the first.
      expect((await through('203.0.113.2')).json().code).toBe(Code.invalidInput);

      const fan = await createUserWithSession(t.database!.db, { username: 'proxiedfan', password: 'Proxied123!' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account: 'proxiedfan', password: 'Proxied123!' },
        headers: { 'x-forwarded-for': '198.51.100.23' },
        remoteAddress: '10.0.0.10',
      });
      const sessionId = JSON.parse(
        Buffer.from(String(login.json().data.tokens.accessToken).split('.')[1] ?? '', 'base64url').toString(),
      ).sid as string;
      const [row] = await t.database!.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.id, sessionId));
      expect(row?.ip).toBe('198.51.100.23');
      expect(fan.user.id).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For from anyone not listed, so it cannot dodge the limits', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '10.0.0.10', LOGIN_LIMIT_PER_IP: '2' } });
    try {
      const codes = [];
      for (let n = 0; n < 3; n += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { account: 'nobody0002', password: 'Nope12345!' },
          headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
          remoteAddress: '203.0.113.50',
        });
        codes.push(response.json().code);
      }
      expect(codes).toEqual([Code.invalidInput, Code.invalidInput, Code.tooManyRequests]);
    } finally {
      await t.close();
    }
  });
});
