// Issue 12: what moderation does: removals live for everyone, timeouts with their remaining
// time, bans that follow the browser to a fresh account, the accounts of one browser, the log,
// moderators among followers, and holds that survive a restart.
import { createServer, connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '@placar/contract/codes';
import { TIMEOUT_PRESETS } from '@placar/contract/chat-rules';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { historyOf, nextChatEvents, sendTo, textsOf } from '../../../test/chat-fixtures.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import { createDatabaseClient } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { findFreePort } from '../../db/free-port.ts';
import { MqttTestClients, secretClientId } from '../../../test/mqtt-test-client.ts';

const MINUTE = 60_000;

describe('chat: moderation', () => {
  let t: TestApp;
  let db: Database;
  let clock: ManualClock;
  let wsUrl: string;
  const clients = new MqttTestClients();

  const user = (role?: 'admin') => createUserWithSession(db, { clock, ...(role === undefined ? {} : { role }) });
  async function newRoom(): Promise<{
    host: Host;
    room: { kind: 'room'; id: number };
    act: (path: string, body: object, actor?: UserWithSession) => ReturnType<typeof call>;
  }> {
    const host = await makeHost(t.app, db, await user('admin'), { clock });
    const room = { kind: 'room' as const, id: host.roomId };
    const act = (path: string, body: object, actor: UserWithSession = host) =>
      call(t.app, 'POST', path, actor.accessToken, { kind: 'room', roomId: room.id, ...body });
    return { host, room, act };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    clock = t.clock as ManualClock;
    wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/mqtt`;
  });
  afterEach(() => clients.endAll());
  afterAll(() => t.close());

  it('removing a message takes it away for everyone at once, and logs it with its text', async () => {
    const { host, room, act } = await newRoom();
    const fan = await user();
    const listener = await clients.connect(wsUrl, { clientId: secretClientId() });
    await listener.subscribeAsync(`placar/chat/room/${room.id}`, { qos: 2 });
    const received = nextChatEvents(listener, 3);
    const bad = await sendTo(t.app, fan.accessToken, room, 'ofensa');
    await sendTo(t.app, fan.accessToken, room, 'ok');
    const id = bad.body.data.message.id;
    expect((await act('/chat/delete', { messageId: id })).body.data).toEqual({ removed: [id] });
    const events = (await received).map(({ event }) => event);
    expect(events[2]).toEqual({ type: 'removed', ids: [id], at: new Date(clock.now()).toISOString() });
    expect(textsOf((await historyOf(t.app, null, room)).body)).toEqual(['ok']);
    expect((await act('/chat/delete', { messageId: id })).body.data).toEqual({ removed: [] });
    expect((await act('/chat/delete', { messageId: 999_999_999 })).body).toMatchObject({
      code: Code.notFound,
      msg: 'messageId: no such message in this room',
    });
    const log = (
      await call(t.app, 'GET', '/chat/moderationLog', host.accessToken, { kind: 'room', roomId: String(room.id) })
    ).body.data.list;
    expect(log[0]).toMatchObject({
      action: 'delete',
      actor: { id: host.user.id },
      target: { id: fan.user.id },
      detail: { messageId: id, text: 'ofensa' },
      at: new Date(clock.now()).toISOString(),
    });
  });

  it('a moderator cannot remove the host’s or an admin’s message, nor sanction them or another moderator', async () => {
    const { host, room, act } = await newRoom();
    const [moderator, second, admin] = [await user(), await user(), await user('admin')];
    for (const fan of [moderator, second]) {
      await call(t.app, 'POST', '/user/subscribeUser', fan.accessToken, { hostId: host.user.id });
      await call(t.app, 'POST', '/chat/moderator', host.accessToken, {
        roomId: room.id,
        userId: fan.user.id,
        appoint: true,
      });
    }
    const hostMessage = (await sendTo(t.app, host.accessToken, room, 'host')).body.data.message.id;
    const adminMessage = (await sendTo(t.app, admin.accessToken, room, 'admin')).body.data.message.id;
    const ownMessage = (await sendTo(t.app, moderator.accessToken, room, 'mine')).body.data.message;
    expect(ownMessage.author.badge).toBe('moderator');
    for (const messageId of [hostMessage, adminMessage])
      expect((await act('/chat/delete', { messageId }, moderator)).body.msg).toBe(
        'messageId: you cannot remove this message',
      );
    expect((await act('/chat/delete', { messageId: ownMessage.id }, moderator)).body.code).toBe(200);
    for (const target of [host, admin, second, moderator]) {
      expect((await act('/chat/ban', { userId: target.user.id }, moderator)).body).toMatchObject({
        code: Code.forbidden,
        msg: 'userId: you cannot moderate this user',
      });
    }
    expect((await act('/chat/ban', { userId: admin.user.id })).body.code).toBe(Code.forbidden);
    expect((await act('/chat/timeout', { userId: host.user.id, seconds: 60 }, admin)).body.code).toBe(200);
  });

  it('timeouts: the presets and a custom length up to 14 days, the remaining time told, then free again', async () => {
    const { room, act } = await newRoom();
    const fan = await user();
    for (const seconds of TIMEOUT_PRESETS) {
      const given = await act('/chat/timeout', { userId: fan.user.id, seconds });
      expect(given.body.data.sanction).toMatchObject({
        kind: 'timeout',
        until: new Date(clock.now() + seconds * 1000).toISOString(),
      });
    }
    expect((await act('/chat/timeout', { userId: fan.user.id, seconds: 14 * 86_400 + 1 })).body.code).toBe(
      Code.invalidInput,
    );
    expect((await act('/chat/timeout', { userId: fan.user.id, seconds: 0 })).body.code).toBe(Code.invalidInput);
    const custom = await act('/chat/timeout', { userId: fan.user.id, seconds: 14 * 86_400, reason: 'flood' });
    expect(custom.body.data.sanction).toMatchObject({ kind: 'timeout', reason: 'flood' });
    expect((await sendTo(t.app, fan.accessToken, room, 'hi')).body).toMatchObject({
      code: Code.forbidden,
      msg: 'You are timed out in this chat room: 14 d left',
    });
    const five = await act('/chat/timeout', { userId: fan.user.id, seconds: 300 });
    expect(five.body.code).toBe(200);
    clock.advance(61_000);
    expect((await sendTo(t.app, fan.accessToken, room, 'hi')).body.msg).toBe(
      'You are timed out in this chat room: 3 min 59 s left',
    );
    const br = await call(
      t.app,
      'POST',
      '/live/chat',
      fan.accessToken,
      { roomId: room.id, text: 'oi' },
      { clientidentifyid: 'abcdefgh12', language: 'br' },
    );
    expect(br.body.msg).toBe('Você está suspenso nesta sala de chat: faltam 3 min 59 s');
    expect((await historyOf(t.app, fan.accessToken, room)).body.data.viewer.sanction).toEqual({
      kind: 'timeout',
      until: new Date(clock.now() + 239_000).toISOString(),
      reason: null,
    });
    clock.advance(239_000);
    expect((await sendTo(t.app, fan.accessToken, room, 'free')).body.code).toBe(200);
  });

  it('a ban holds the account and its browser: a fresh account from the same browser is held, and the log says so', async () => {
    const { host, room, act } = await newRoom();
    const spammer = await user();
    const sent = await sendTo(t.app, spammer.accessToken, room, 'compre seguidores', 'spammer-browser-1');
    const banned = await act('/chat/ban', { userId: spammer.user.id, reason: 'spam' });
    expect(banned.body.data).toEqual({
      sanction: expect.objectContaining({
        kind: 'ban',
        until: null,
        reason: 'spam',
        browsers: 1,
        user: expect.objectContaining({ id: spammer.user.id }),
      }),
      removed: [sent.body.data.message.id],
    });
    expect((await sendTo(t.app, spammer.accessToken, room, 'again', 'another-browser-9')).body).toMatchObject({
      code: Code.forbidden,
      msg: 'You are banned from this chat room',
    });
    const fresh = await user();
    expect((await sendTo(t.app, fresh.accessToken, room, 'I am new', 'spammer-browser-1')).body).toMatchObject({
      code: Code.forbidden,
      msg: 'You are banned from this chat room',
    });
    await sendTo(t.app, fresh.accessToken, room, 'I am new', 'spammer-browser-1');
    expect((await sendTo(t.app, fresh.accessToken, room, 'from elsewhere', 'clean-browser-22')).body.code).toBe(200);
    expect(
      (await historyOf(t.app, fresh.accessToken, room, {}, 'spammer-browser-1')).body.data.viewer.sanction,
    ).toMatchObject({ kind: 'ban' });
    const log = (
      await call(t.app, 'GET', '/chat/moderationLog', host.accessToken, { kind: 'room', roomId: String(room.id) })
    ).body.data.list;
    expect(log.filter((entry: { action: string }) => entry.action === 'held')).toEqual([
      expect.objectContaining({
        actor: null,
        target: expect.objectContaining({ id: fresh.user.id }),
        detail: expect.objectContaining({
          clientHeld: true,
          heldFor: expect.objectContaining({ id: spammer.user.id }),
        }),
      }),
    ]);
    expect(log.find((entry: { action: string }) => entry.action === 'ban')).toMatchObject({
      actor: { id: host.user.id },
      target: { id: spammer.user.id },
      detail: { reason: 'spam', clientHeld: true },
    });
    const sanctions = (
      await call(t.app, 'GET', '/chat/sanctions', host.accessToken, { kind: 'room', roomId: String(room.id) })
    ).body.data.list;
    expect(sanctions).toEqual([
      expect.objectContaining({
        kind: 'ban',
        user: expect.objectContaining({ id: spammer.user.id }),
        by: { id: host.user.id, nickname: host.user.nickname },
      }),
    ]);

    expect((await act('/chat/unban', { userId: spammer.user.id })).body.data).toEqual({ lifted: true });
    expect((await sendTo(t.app, fresh.accessToken, room, 'now I can', 'spammer-browser-1')).body.code).toBe(200);
    expect((await sendTo(t.app, spammer.accessToken, room, 'me too', 'spammer-browser-1')).body.code).toBe(200);
    expect((await act('/chat/unban', { userId: spammer.user.id })).body.data).toEqual({ lifted: false });
  });

  it('a moderator sees the other accounts that wrote from a user’s browsers (in this room; admins everywhere)', async () => {
    const { host, room } = await newRoom();
    const other = await newRoom();
    const admin = await user('admin');
    const [first, second, third, stranger] = [await user(), await user(), await user(), await user()];
    await sendTo(t.app, first.accessToken, room, 'one', 'shared-browser-1');
    await sendTo(t.app, second.accessToken, room, 'two', 'shared-browser-1');
    await sendTo(t.app, second.accessToken, room, 'two again', 'shared-browser-1');
    await sendTo(t.app, third.accessToken, other.room, 'three', 'shared-browser-1');
    await sendTo(t.app, stranger.accessToken, room, 'not me', 'stranger-browser');
    const ask = (actor: UserWithSession) =>
      call(t.app, 'GET', '/chat/clientAccounts', actor.accessToken, {
        kind: 'room',
        roomId: String(room.id),
        userId: String(first.user.id),
      });
    expect((await ask(host)).body.data).toEqual({
      browsers: 1,
      list: [
        {
          id: second.user.id,
          nickname: second.user.nickname,
          createdAt: expect.any(String),
          messages: 2,
          lastAt: new Date(clock.now()).toISOString(),
          sanction: null,
        },
      ],
    });
    expect((await ask(admin)).body.data.list.map((account: { id: number }) => account.id).sort()).toEqual(
      [second.user.id, third.user.id].sort(),
    );
    await call(t.app, 'POST', '/chat/ban', host.accessToken, { kind: 'room', roomId: room.id, userId: second.user.id });
    expect((await ask(host)).body.data.list[0]).toMatchObject({ id: second.user.id, messages: 2, sanction: 'ban' });
  });

  it('a ban replaces a timeout; lifting frees the account and every browser it held', async () => {
    const { room, act } = await newRoom();
    const fan = await user();
    await sendTo(t.app, fan.accessToken, room, 'a', 'browser-aaaa1');
    await act('/chat/timeout', { userId: fan.user.id, seconds: 600 });
    await act('/chat/ban', { userId: fan.user.id });
    clock.advance(11 * MINUTE);
    expect((await sendTo(t.app, fan.accessToken, room, 'b', 'browser-bbbb2')).body.msg).toBe(
      'You are banned from this chat room',
    );
    const sanctions = (
      await call(t.app, 'GET', '/chat/sanctions', (await user('admin')).accessToken, {
        kind: 'room',
        roomId: String(room.id),
      })
    ).body.data.list;
    expect(sanctions.map((entry: { kind: string }) => entry.kind)).toEqual(['ban']);
    await act('/chat/unban', { userId: fan.user.id });
    const friend = await user();
    expect((await sendTo(t.app, friend.accessToken, room, 'c', 'browser-aaaa1')).body.code).toBe(200);
  });

  it('moderators are appointed among the host’s followers, can be removed, and skip the room’s modes', async () => {
    const { host, room, act } = await newRoom();
    const [fan, stranger] = [await user(), await user()];
    const appoint = (target: UserWithSession, appoint = true) =>
      call(t.app, 'POST', '/chat/moderator', host.accessToken, { roomId: room.id, userId: target.user.id, appoint });
    expect((await appoint(stranger)).body).toMatchObject({
      code: Code.invalidInput,
      msg: 'userId: only followers of the host can be moderators',
    });
    expect((await appoint(host)).body.code).toBe(Code.invalidInput);
    await call(t.app, 'POST', '/user/subscribeUser', fan.accessToken, { hostId: host.user.id });
    const appointed = await appoint(fan);
    expect(appointed.body.data.list).toEqual([
      { id: fan.user.id, nickname: fan.user.nickname, avatar: null, appointedAt: new Date(clock.now()).toISOString() },
    ]);
    await act('/chat/modes', { emoteOnly: true, slowSeconds: 60 });
    expect((await sendTo(t.app, fan.accessToken, room, 'words, twice')).body.code).toBe(200);
    expect((await sendTo(t.app, fan.accessToken, room, 'words, twice')).body.code).toBe(200);
    expect(
      (await call(t.app, 'GET', '/chat/moderators', fan.accessToken, { roomId: String(room.id) })).body.data.list,
    ).toHaveLength(1);
    expect((await appoint(fan, false)).body.data.list).toEqual([]);
    expect((await sendTo(t.app, fan.accessToken, room, 'words')).body.code).toBe(Code.invalidInput);
    const log = (
      await call(t.app, 'GET', '/chat/moderationLog', host.accessToken, { kind: 'room', roomId: String(room.id) })
    ).body.data.list;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'moderator_remove',
      'modes',
      'moderator_add',
    ]);
    expect(log[1].detail).toEqual({ changes: { emoteOnly: true, slowSeconds: 60 } });
  });

  it('the log pages newest first with a cursor', async () => {
    const { host, room, act } = await newRoom();
    for (const slowSeconds of [3, 4, 5, 6, 7]) await act('/chat/modes', { slowSeconds });
    const page = (before?: number) =>
      call(t.app, 'GET', '/chat/moderationLog', host.accessToken, {
        kind: 'room',
        roomId: String(room.id),
        limit: '2',
        ...(before === undefined ? {} : { before: String(before) }),
      });
    const first = (await page()).body.data;
    expect(
      first.list.map((entry: { detail: { changes: { slowSeconds: number } } }) => entry.detail.changes.slowSeconds),
    ).toEqual([7, 6]);
    expect(first.hasMore).toBe(true);
    const second = (await page(first.list[1].id)).body.data;
    const third = (await page(second.list[1].id)).body.data;
    expect(
      [...second.list, ...third.list].map(
        (entry: { detail: { changes: { slowSeconds: number } } }) => entry.detail.changes.slowSeconds,
      ),
    ).toEqual([5, 4, 3]);
    expect(third.hasMore).toBe(false);
  });

  it('bans and timeouts still hold after a restart (reloaded from the database), by account and by browser', async () => {
    const { room, act } = await newRoom();
    const [banned, timedOut, fresh] = [await user(), await user(), await user()];
    await sendTo(t.app, banned.accessToken, room, 'x', 'restart-browser-1');
    await act('/chat/ban', { userId: banned.user.id });
    await act('/chat/timeout', { userId: timedOut.user.id, seconds: 3600 });
    const restarted = await buildTestApp({ db, clock });
    try {
      await restarted.app.ready();
      expect((await sendTo(restarted.app, banned.accessToken, room, 'back?', 'new-browser-77')).body.msg).toBe(
        'You are banned from this chat room',
      );
      expect((await sendTo(restarted.app, fresh.accessToken, room, 'back?', 'restart-browser-1')).body.msg).toBe(
        'You are banned from this chat room',
      );
      expect((await sendTo(restarted.app, timedOut.accessToken, room, 'back?')).body.msg).toBe(
        'You are timed out in this chat room: 1 h left',
      );
    } finally {
      await restarted.close();
    }
  });

  it('a server started while the database is down starts, lets nobody send until the bans are back, then holds them', async () => {
    const { room, act } = await newRoom();
    const banned = await user();
    await act('/chat/ban', { userId: banned.user.id });
    // The database answers through a port nothing listens on yet: "down" until the proxy starts.
    const real = new URL(t.database?.url ?? '');
    const port = await findFreePort();
    const url = new URL(real.href);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const client = createDatabaseClient(url.href, { max: 2 });
    const sockets = new Set<Socket>();
    const proxy = createServer((inbound) => {
      const outbound = connect(Number(real.port), real.hostname);
      for (const socket of [inbound, outbound]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => sockets.delete(socket));
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    const restarted = await buildTestApp({ db: client.db, clock });
    try {
      await restarted.app.ready();
      expect(restarted.app.chat.restored).toBe(false);
      // The database is back; until the next restore attempt the bans are not held yet, so nobody sends.
      await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
      expect(
        (await sendTo(restarted.app, banned.accessToken, room, 'before the bans are back', 'down-browser-1')).body.code,
      ).toBe(Code.dependencyDown);
      await vi.waitFor(() => expect(restarted.app.chat.restored).toBe(true), { timeout: 15_000, interval: 100 });
      expect((await sendTo(restarted.app, banned.accessToken, room, 'back?', 'down-browser-2')).body.msg).toBe(
        'You are banned from this chat room',
      );
    } finally {
      await restarted.close();
      await client.pool.end();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 30_000);
});
