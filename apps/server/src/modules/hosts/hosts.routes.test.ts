import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';

const application = {
  streamName: 'Resenha FC',
  intro: 'Narração ao vivo dos jogos do Brasileirão.',
  sports: ['football', 'basketball'],
};

describe('becoming a host', () => {
  let t: TestApp;
  let db: Database;
  let admin: UserWithSession;
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    admin = await createUserWithSession(db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const messages = async (user: UserWithSession) =>
    (await call(t.app, 'GET', '/user/message', user.accessToken)).body.data.list as {
      kind: string;
      title: string;
      body: string;
      link: string | null;
    }[];
  const role = async (user: UserWithSession) =>
    (await call(t.app, 'GET', '/live/settingContent', user.accessToken)).body;

  it('answers each role: visitors must log in, only admins decide or list', async () => {
    const viewer = await createUserWithSession(db);
    const anchor = await createUserWithSession(db, { role: 'anchor' });
    expect((await call(t.app, 'POST', '/user/confirmAnchor', null, application)).body.code).toBe(Code.mustLogInAgain);
    for (const path of ['/admin/updateAnchor', '/admin/getAnchorList']) {
      expect((await call(t.app, 'POST', path, null, { userId: 1, action: 'approve' })).body.code).toBe(
        Code.mustLogInAgain,
      );
      for (const user of [viewer, anchor]) {
        const answer = await call(t.app, 'POST', path, user.accessToken, { userId: user.user.id, action: 'approve' });
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe(Code.forbidden);
      }
    }
    expect((await call(t.app, 'POST', '/admin/getAnchorList', admin.accessToken, {})).body.code).toBe(200);
  });

  it('takes an application, lets the applicant edit it while pending, and lists it for admins', async () => {
    const user = await createUserWithSession(db);
    const first = await call(t.app, 'POST', '/user/confirmAnchor', user.accessToken, application);
    expect(first.body.data.application).toMatchObject({
      userId: user.user.id,
      status: 'pending',
      streamName: 'Resenha FC',
      roomId: null,
      reason: null,
    });
    const edited = await call(t.app, 'POST', '/user/confirmAnchor', user.accessToken, {
      ...application,
      streamName: 'Resenha FC Oficial',
    });
    expect(edited.body.data.application).toMatchObject({
      id: first.body.data.application.id,
      streamName: 'Resenha FC Oficial',
      status: 'pending',
    });
    const list = await call(t.app, 'POST', '/admin/getAnchorList', admin.accessToken, { status: 'pending' });
    expect(list.body.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: user.user.id,
          applicant: expect.objectContaining({ id: user.user.id, email: user.user.email }),
        }),
      ]),
    );
    expect((await role(user)).data).toMatchObject({ application: { status: 'pending' }, room: null, stream: null });
  });

  it('approves: role anchor, a room, and a message; then the host cannot apply again', async () => {
    const user = await createUserWithSession(db);
    await call(t.app, 'POST', '/user/confirmAnchor', user.accessToken, application);
    // Not a host yet: the host calls are refused.
    expect((await call(t.app, 'POST', '/live/getSteamKey', user.accessToken, {})).body.code).toBe(Code.forbidden);
    const approved = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: user.user.id,
      action: 'approve',
    });
    expect(approved.body.data.application).toMatchObject({
      status: 'approved',
      reason: null,
      roomId: expect.any(Number),
    });
    // The same token now carries the new role: the role is read from the database, not the token.
    expect((await call(t.app, 'POST', '/live/getSteamKey', user.accessToken, {})).body.code).toBe(200);
    const content = (await role(user)).data;
    expect(content.room).toMatchObject({
      id: approved.body.data.application.roomId,
      title: 'Resenha FC',
      sport: 'football',
      liveState: 'offline',
      open: false,
    });
    expect(await messages(user)).toEqual([
      expect.objectContaining({
        kind: 'hostApplication',
        title: 'Your host application was approved',
        link: '/host/liveDetails',
      }),
    ]);
    const again = await call(t.app, 'POST', '/user/confirmAnchor', user.accessToken, application);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: Code.conflict, msg: 'You are already a host' });
    const twice = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: user.user.id,
      action: 'approve',
    });
    expect(twice.body).toMatchObject({ code: Code.conflict, msg: 'Cannot approve an application that is approved' });
  });

  it('rejects with a reason, in the applicant language; only an admin re-opens it', async () => {
    const user = await createUserWithSession(db);
    await call(t.app, 'POST', '/user/updateSetting', user.accessToken, { language: 'br' });
    await call(t.app, 'POST', '/user/confirmAnchor', user.accessToken, application);
    const noReason = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: user.user.id,
      action: 'reject',
    });
    expect(noReason.body).toMatchObject({ code: Code.invalidInput, msg: 'reason: is required to reject or suspend' });
    const rejected = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: user.user.id,
      action: 'reject',
      reason: 'Canal sem conteúdo esportivo',
    });
    expect(rejected.body.data.application).toMatchObject({
      status: 'rejected',
      reason: 'Canal sem conteúdo esportivo',
      roomId: null,
    });
    expect(await messages(user)).toEqual([
      expect.objectContaining({
        title: 'Sua inscrição como host não foi aprovada',
        body: 'Motivo: Canal sem conteúdo esportivo',
      }),
    ]);
    const retry = await call(t.app, 'POST', '/user/confirmAnchor', user.accessToken, application, { language: 'br' });
    expect(retry.body).toMatchObject({
      code: Code.conflict,
      msg: 'Sua inscrição não foi aprovada: só um admin pode reabri-la',
    });
    const reopened = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: user.user.id,
      action: 'reopen',
    });
    expect(reopened.body.data.application).toMatchObject({ status: 'pending', reason: null });
    expect(
      (
        await call(t.app, 'POST', '/user/confirmAnchor', user.accessToken, {
          ...application,
          intro: 'Agora com narração do Brasileirão e NBB.',
        })
      ).body.code,
    ).toBe(200);
    expect((await messages(user)).map((message) => message.title)).toEqual([
      'Sua inscrição como host está em análise novamente',
      'Sua inscrição como host não foi aprovada',
    ]);
  });

  it('suspends (role back to viewer, room closed) and reinstates (anchor again, same room)', async () => {
    const user = await createUserWithSession(db);
    await call(t.app, 'POST', '/user/confirmAnchor', user.accessToken, application);
    const roomId = (
      await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, { userId: user.user.id, action: 'approve' })
    ).body.data.application.roomId;
    expect((await call(t.app, 'POST', '/live/open', user.accessToken, {})).body.code).toBe(200);
    expect(
      (await call(t.app, 'GET', '/live/list', null)).body.data.list.map((room: { id: number }) => room.id),
    ).toContain(roomId);
    const suspended = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: user.user.id,
      action: 'suspend',
      reason: 'Pirated broadcast',
    });
    expect(suspended.body.data.application).toMatchObject({ status: 'suspended', reason: 'Pirated broadcast', roomId });
    expect((await call(t.app, 'POST', '/live/open', user.accessToken, {})).body.code).toBe(Code.forbidden);
    expect(
      (await call(t.app, 'GET', '/live/list', null)).body.data.list.map((room: { id: number }) => room.id),
    ).not.toContain(roomId);
    const info = await call(t.app, 'POST', '/live/roomInformation', null, { roomId });
    expect(info.body.data).toMatchObject({ liveState: 'offline', playback: { flv: null, hls: null } });
    const records = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: user.user.id,
      action: 'reinstate',
    });
    expect(records.body.data.application).toMatchObject({ status: 'approved', roomId });
    expect((await call(t.app, 'POST', '/live/steamRecord', user.accessToken, {})).body.data.list[0]).toMatchObject({
      endReason: 'suspended',
    });
    expect((await messages(user)).map((message) => message.title).slice(0, 2)).toEqual([
      'Your host account was reinstated',
      'Your host account was suspended',
    ]);
  });

  it('keeps an admin an admin when approved or suspended as a host', async () => {
    const other = await createUserWithSession(db, { role: 'admin' });
    await call(t.app, 'POST', '/user/confirmAnchor', other.accessToken, application);
    await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, { userId: other.user.id, action: 'approve' });
    await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: other.user.id,
      action: 'suspend',
      reason: 'Testing the rules',
    });
    expect((await call(t.app, 'POST', '/admin/getAnchorList', other.accessToken, {})).body.code).toBe(200);
  });

  it('answers 4040001 for a user without an application and 4000001 for bad input, never 500', async () => {
    const nobody = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: 999_999,
      action: 'approve',
    });
    expect(nobody.body).toMatchObject({ code: Code.notFound, msg: 'User 999999 has no host application' });
    const user = await createUserWithSession(db);
    const bad: [string, object][] = [
      ['/user/confirmAnchor', { ...application, streamName: 'x' }],
      ['/user/confirmAnchor', { ...application, intro: 'short' }],
      ['/user/confirmAnchor', { ...application, sports: [] }],
      ['/user/confirmAnchor', { ...application, sports: ['football', 'football'] }],
      ['/user/confirmAnchor', { ...application, sports: ['tennis'] }],
      ['/user/confirmAnchor', { ...application, streamName: 'bad\u0000name' }],
      ['/user/confirmAnchor', { ...application, role: 'admin' }],
      ['/admin/updateAnchor', { userId: 'x', action: 'approve' }],
      ['/admin/updateAnchor', { userId: 1, action: 'promote' }],
      ['/admin/updateAnchor', { userId: 1, action: 'suspend', reason: 'x'.repeat(301) }],
      ['/admin/getAnchorList', { status: 'banned' }],
      ['/admin/getAnchorList', { page: 0 }],
    ];
    for (const [path, body] of bad) {
      const answer = await call(
        t.app,
        'POST',
        path,
        path.startsWith('/admin') ? admin.accessToken : user.accessToken,
        body,
      );
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.code).toBe(Code.invalidInput);
    }
    const br = await call(
      t.app,
      'POST',
      '/user/confirmAnchor',
      user.accessToken,
      { ...application, streamName: 'x' },
      { language: 'br' },
    );
    expect(br.body.msg).toBe('streamName: deve ter de 2 a 30 caracteres');
  });
});
