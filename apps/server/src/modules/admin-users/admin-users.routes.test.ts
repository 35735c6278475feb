import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';

const DAY = 86_400_000;

describe('users in the admin console', () => {
  let t: TestApp;
  let db: Database;
  let admin: UserWithSession;
  let fan: UserWithSession;
  const password = 'Goal!2026_ok';

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    admin = await createUserWithSession(db, { role: 'admin', username: 'chiefadmin01' });
    fan = await createUserWithSession(db, {
      email: 'torcedor.flamengo@example.com',
      username: 'mengao1981x',
      password,
    });
    await createUserWithSession(db, { email: 'other_fan@example.com', username: 'palmeiras1914' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, token: string | null, input: object = {}) => call(t.app, 'POST', path, token, input);
  const login = (account: string) => post('/user/login', null, { account, password });

  it('finds users by any part of the e-mail or the username, whatever the case, and takes % and _ literally', async () => {
    const byEmail = (await post('/admin/userList', admin.accessToken, { query: 'FLAMENGO' })).body.data;
    expect(byEmail.list.map((user: { username: string }) => user.username)).toEqual(['mengao1981x']);
    expect(byEmail.list[0]).toMatchObject({
      email: 'torcedor.flamengo@example.com',
      role: 'viewer',
      suspended: null,
      hostStatus: null,
    });
    expect((await post('/admin/userList', admin.accessToken, { query: 'palmeiras' })).body.data.total).toBe(1);
    expect((await post('/admin/userList', admin.accessToken, { query: '%' })).body.data.total).toBe(0);
    expect((await post('/admin/userList', admin.accessToken, { query: 'other_' })).body.data.total).toBe(1);
    expect(
      (await post('/admin/userList', admin.accessToken, { role: 'admin' })).body.data.list.map(
        (user: { id: number }) => user.id,
      ),
    ).toEqual([admin.user.id]);
  });

  it('shows a user with role, sessions (address and browser) and no sanctions', async () => {
    const detail = (await post('/admin/userDetail', admin.accessToken, { userId: fan.user.id })).body.data;
    expect(detail.user).toMatchObject({ id: fan.user.id, role: 'viewer', language: 'en', suspended: null });
    expect(detail.sessions).toEqual([
      expect.objectContaining({ id: fan.sessionId.slice(0, 8), ip: '127.0.0.1', userAgent: 'test', revokedAt: null }),
    ]);
    expect(detail.sanctions).toEqual([]);
    expect(detail.hostApplication).toBeNull();
    expect((await post('/admin/userDetail', admin.accessToken, { userId: 2_000_000 })).body).toMatchObject({
      code: Code.notFound,
      msg: 'User 2000000 not found',
    });
  });

  it('suspends until lifted, lifts, and records each change with before and after', async () => {
    await post('/admin/updateUser', admin.accessToken, {
      action: 'suspend',
      userId: fan.user.id,
      reason: 'Spam links',
    });
    expect((await login('mengao1981x')).body.msg).toBe('This account is suspended: Spam links');
    const lifted = await post('/admin/updateUser', admin.accessToken, { action: 'lift', userId: fan.user.id });
    expect(lifted.body.data.user.suspended).toBeNull();
    expect((await login('mengao1981x')).body.code).toBe(200);
    expect(
      (await post('/admin/updateUser', admin.accessToken, { action: 'lift', userId: fan.user.id })).body,
    ).toMatchObject({ code: Code.conflict, msg: 'This user is not suspended' });
    const audit = (await post('/admin/auditLog', admin.accessToken, { target: `user:${fan.user.id}` })).body.data.list;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['updateUser:lift', 'updateUser:suspend']);
    expect(audit[0]).toMatchObject({
      before: { reason: 'Spam links', until: null },
      after: null,
      actor: { id: admin.user.id },
    });
  });

  it('ends every session of a user without suspending', async () => {
    const session = await createUserWithSession(db, { clock: t.clock });
    await post('/admin/updateUser', admin.accessToken, { action: 'endSessions', userId: session.user.id });
    expect((await call(t.app, 'GET', '/user/message', session.accessToken)).body.code).toBe(Code.mustLogInAgain);
  });

  it('never suspends an admin or the caller', async () => {
    const other = await createUserWithSession(db, { role: 'admin' });
    expect(
      (
        await post('/admin/updateUser', admin.accessToken, {
          action: 'suspend',
          userId: other.user.id,
          reason: 'Testing',
        })
      ).body,
    ).toMatchObject({
      code: Code.conflict,
      msg: 'An admin cannot be suspended',
    });
    expect(
      (await post('/admin/updateUser', admin.accessToken, { action: 'endSessions', userId: admin.user.id })).body.msg,
    ).toBe('You cannot do this to your own account');
    expect((await call(t.app, 'GET', '/user/message', other.accessToken)).body.code).toBe(200);
  });

  it('answers each role: visitors 4010001, viewers and hosts 4030001', async () => {
    const anchor = await createUserWithSession(db, { role: 'anchor', clock: t.clock });
    const viewer = await createUserWithSession(db, { clock: t.clock });
    for (const path of ['/admin/userList', '/admin/userDetail', '/admin/updateUser']) {
      const input = { userId: fan.user.id, action: 'endSessions' };
      expect((await post(path, null, input)).body.code).toBe(Code.mustLogInAgain);
      for (const user of [viewer, anchor])
        expect((await post(path, user.accessToken, input)).body.code).toBe(Code.forbidden);
    }
    // Nothing happened to the fan's sessions.
    expect(
      (await post('/admin/userDetail', admin.accessToken, { userId: fan.user.id })).body.data.sessions.some(
        (session: { revokedAt: null }) => session.revokedAt === null,
      ),
    ).toBe(true);
  });
  it('suspends for some days: sessions end at once, login is refused with the reason, and the suspension ends by itself (last: it moves the clock)', async () => {
    expect((await login('mengao1981x')).body.code).toBe(200);
    const noReason = await post('/admin/updateUser', admin.accessToken, { action: 'suspend', userId: fan.user.id });
    expect(noReason.body).toMatchObject({ code: Code.invalidInput, msg: 'reason: must be 3 to 300 characters' });
    const suspended = await post('/admin/updateUser', admin.accessToken, {
      action: 'suspend',
      userId: fan.user.id,
      reason: 'Insults in the chat',
      days: 3,
    });
    expect(suspended.body.data.user.suspended).toEqual({
      reason: 'Insults in the chat',
      until: new Date(t.clock.now() + 3 * DAY).toISOString(),
    });
    expect(
      suspended.body.data.sessions.every(
        (session: { revokedReason: string | null }) => session.revokedReason === 'admin',
      ),
    ).toBe(true);
    expect(suspended.body.data.sanctions[0]).toMatchObject({
      reason: 'Insults in the chat',
      active: true,
      by: { id: admin.user.id },
    });
    // The token the user held stops working; logging in again is refused and says why.
    expect((await call(t.app, 'GET', '/user/message', fan.accessToken)).body.code).toBe(Code.mustLogInAgain);
    const refused = await login('torcedor.flamengo@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(
      `This account is suspended until ${new Date(t.clock.now() + 3 * DAY).toISOString().slice(0, 16).replace('T', ' ')} UTC: Insults in the chat`,
    );
    expect(
      (await post('/admin/userList', admin.accessToken, { suspended: true })).body.data.list.map(
        (user: { id: number }) => user.id,
      ),
    ).toEqual([fan.user.id]);
    (t.clock as ManualClock).advance(3 * DAY + 1000);
    expect((await login('mengao1981x')).body.code).toBe(200);
    const later = await createUserWithSession(db, { role: 'admin', clock: t.clock });
    expect((await post('/admin/userList', later.accessToken, { suspended: true })).body.data.total).toBe(0);
  });
});
