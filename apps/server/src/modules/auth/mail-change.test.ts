import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import { ManualClock } from '../../clock.ts';
import { sessions, users } from '../../db/schema.ts';

// Item 5: taking over an account by changing its e-mail needs the password, and the owner can undo it.
describe('changing the e-mail', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-22T23:50:00Z');
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { PUBLIC_URL: 'https://placar.example.com' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: `10.5.0.${(ip++ % 250) + 1}` });
  const outbox = async () =>
    (await t.app.inject('/dev/mail.json')).json().mails as { to: string; subject: string; text: string }[];
  async function codeFor(email: string): Promise<string> {
    expect((await post('/user/emailVerifyCode', { email, purpose: 'changeMail' })).json().code).toBe(200);
    const code = /^(\d{6})$/m.exec((await outbox()).find((mail) => mail.to === email)?.text ?? '')?.[1];
    if (code === undefined) throw new Error(`no code for ${email}`);
    return code;
  }
  const undoTokenIn = (text: string) => /\/resetpassword\?undo=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const db = () => t.database!.db;

  it('refuses a stolen session without the password: no password, or a wrong one, changes nothing', async () => {
    const victim = await createUserWithSession(db(), { email: 'victim@example.com', password: 'Victim123!' });
    const auth = { authorization: victim.accessToken };
    const code = await codeFor('attacker@example.com');
    const none = await post('/user/changeMail', { email: 'attacker@example.com', code }, auth);
    expect(none.json()).toMatchObject({ code: Code.invalidInput, msg: 'password: is required' });
    const wrong = await post(
      '/user/changeMail',
      { email: 'attacker@example.com', code, password: 'Guess1234!' },
      { ...auth, language: 'br' },
    );
    expect(wrong.json()).toMatchObject({ code: Code.invalidInput, msg: 'password: está incorreta' });
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, victim.user.id));
    expect(row?.email).toBe('victim@example.com');
  });

  it('changes it with the password, and mails the old address a notice with an undo link to PUBLIC_URL', async () => {
    const owner = await createUserWithSession(db(), { email: 'owner@example.com', password: 'Owner1234!' });
    const code = await codeFor('owner.new@example.com');
    const changed = await post(
      '/user/changeMail',
      { email: 'owner.new@example.com', code, password: 'Owner1234!' },
      { authorization: owner.accessToken },
    );
    expect(changed.json().data.user.email).toBe('owner.new@example.com');
    const notice = (await outbox()).find((mail) => mail.to === 'owner@example.com');
    expect(notice?.subject).toBe('Your Placar e-mail was changed');
    expect(notice?.text).toContain('owner.new@example.com');
    expect(notice?.text).toMatch(/https:\/\/placar\.example\.com\/en\/resetpassword\?undo=[A-Za-z0-9_-]{43}/);
  });

  it('undo puts the old address back, ends every session and removes the password; the link works once', async () => {
    const owner = await createUserWithSession(db(), { email: 'undo@example.com', password: 'Undo12345!' });
    const code = await codeFor('thief@example.com');
    await post(
      '/user/changeMail',
      { email: 'thief@example.com', code, password: 'Undo12345!' },
      { authorization: owner.accessToken },
    );
    const token = undoTokenIn((await outbox()).find((mail) => mail.to === 'undo@example.com')?.text ?? '');
    const undone = await post('/user/undoMailChange', { token });
    expect(undone.json()).toEqual({ code: 200, msg: 'Success', data: { email: 'undo@example.com' } });
    const [row] = await db().select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ email: 'undo@example.com', passwordHash: null });
    expect(
      (await t.app.inject({ url: '/api/user/message', headers: { authorization: owner.accessToken } })).json().code,
    ).toBe(Code.mustLogInAgain);
    const open = await db().select().from(sessions).where(eq(sessions.userId, owner.user.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await post('/user/undoMailChange', { token })).json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'token: this link is wrong, used or expired',
    });
    // The owner gets back in with a reset code sent to the restored address.
    expect((await post('/user/emailVerifyCode', { email: 'undo@example.com', purpose: 'reset' })).json().code).toBe(
      200,
    );
  });

  it('a later change’s link, mailed to whoever made it, brings back the owner’s address, never the thief’s', async () => {
    const owner = await createUserWithSession(db(), { email: 'first@example.com', password: 'First1234!' });
    const auth = { authorization: owner.accessToken };
    await post(
      '/user/changeMail',
      { email: 'second@example.com', code: await codeFor('second@example.com'), password: 'First1234!' },
      auth,
    );
    await post(
      '/user/changeMail',
      { email: 'third@example.com', code: await codeFor('third@example.com'), password: 'First1234!' },
      auth,
    );
    const thiefLink = undoTokenIn(
      (await outbox()).find((mail) => mail.to === 'second@example.com' && mail.subject.includes('changed'))?.text ?? '',
    );
    expect((await post('/user/undoMailChange', { token: thiefLink })).json().data).toEqual({
      email: 'first@example.com',
    });
    const ownerLink = undoTokenIn((await outbox()).find((mail) => mail.to === 'first@example.com')?.text ?? '');
    // Every open change was closed by the first undo.
    expect((await post('/user/undoMailChange', { token: ownerLink })).json().code).toBe(Code.invalidInput);
  });

  it('the link lasts 7 days', async () => {
    const owner = await createUserWithSession(db(), { email: 'late@example.com', password: 'Late12345!', clock });
    await post(
      '/user/changeMail',
      { email: 'late.new@example.com', code: await codeFor('late.new@example.com'), password: 'Late12345!' },
      { authorization: owner.accessToken },
    );
    const token = undoTokenIn((await outbox()).find((mail) => mail.to === 'late@example.com')?.text ?? '');
    clock.advance(7 * 24 * 3600 * 1000 + 1000);
    try {
      expect((await post('/user/undoMailChange', { token })).json().code).toBe(Code.invalidInput);
    } finally {
      clock.set('2026-11-22T23:50:00Z');
    }
  });

  it('an account without a password changes it only within 10 minutes of signing in', async () => {
    const google = await createUserWithSession(db(), { email: 'google.only@example.com', clock });
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, google.user.id));
    const code = await codeFor('google.new@example.com');
    clock.advance(11 * 60 * 1000);
    try {
      const stale = await post(
        '/user/changeMail',
        { email: 'google.new@example.com', code },
        { authorization: await createFreshToken(google) },
      );
      expect(stale.json()).toMatchObject({
        code: Code.forbidden,
        msg: 'Sign in with Google again (less than 10 minutes ago) to change your e-mail',
      });
    } finally {
      clock.set('2026-11-22T23:50:00Z');
    }
    const recent = await post(
      '/user/changeMail',
      { email: 'google.new@example.com', code },
      { authorization: google.accessToken },
    );
    expect(recent.json().data.user.email).toBe('google.new@example.com');
  });

  /** A new access token for the same session at the clock's time (the first one expired when the clock moved on). */
  async function createFreshToken(session: Awaited<ReturnType<typeof createUserWithSession>>): Promise<string> {
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refreshToken',
      payload: {},
      headers: { cookie: `refreshToken=${session.refreshToken}` },
    });
    return refreshed.json().data.accessToken as string;
  }
});
