// Issue 12: sending and reading in match rooms and live rooms, the message's author, what the
// server publishes, text hygiene, and the rate limit on the injected clock.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatEventMessageSchema } from '@placar/contract/chat-entities';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { historyOf, sendTo, textsOf } from '../../../test/chat-fixtures.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { MqttTestClients, nextMessages, secretClientId, whenClosed } from '../../../test/mqtt-test-client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

describe('chat: sending and reading', () => {
  let t: TestApp;
  let db: Database;
  let clock: ManualClock;
  let admin: UserWithSession;
  let host: Host;
  let matchRoom: { kind: 'match'; id: number };
  let liveRoom: { kind: 'room'; id: number };
  let wsUrl: string;
  const clients = new MqttTestClients();

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    clock = t.clock as ManualClock;
    const fixture = await createScheduleFixture(db);
    matchRoom = {
      kind: 'match',
      id: await fixture.match('bra.1', {
        home: 'Santos',
        away: 'Gremio',
        kickoff: TEST_NOW,
        status: 2,
        homeScore: 0,
        awayScore: 0,
      }),
    };
    admin = await createUserWithSession(db, { role: 'admin' });
    host = await makeHost(t.app, db, admin, { streamName: 'Resenha FC' });
    liveRoom = { kind: 'room', id: host.roomId };
    wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/mqtt`;
  });
  afterEach(() => clients.endAll());
  afterAll(() => t.close());

  it.each(['match', 'room'] as const)(
    'a %s room: a user sends, anyone reads it with its author, the newest last',
    async (kind) => {
      const room = kind === 'match' ? matchRoom : liveRoom;
      const fan = await createUserWithSession(db);
      await call(t.app, 'POST', '/user/changeChatColor', fan.accessToken, { color: '#ef4444' });
      // Its own nickname in each run: no two users may look alike (issue 36).
      const nickname = kind === 'match' ? 'Torcedor' : 'Torcida Azul';
      await call(t.app, 'POST', '/user/updateSetting', fan.accessToken, { nickname });
      const first = await sendTo(t.app, fan.accessToken, room, 'Vamos!');
      const second = await sendTo(t.app, fan.accessToken, room, 'Gol?');
      expect(first.status).toBe(200);
      expect(first.body.data.message).toEqual({
        id: expect.any(Number),
        kind,
        roomId: room.id,
        text: 'Vamos!',
        at: TEST_NOW.replace('Z', '.000Z'),
        author: { id: fan.user.id, nickname, avatar: null, color: '#ef4444', badge: null },
      });
      expect(second.body.data.message.id).toBeGreaterThan(first.body.data.message.id);
      const read = await historyOf(t.app, null, room);
      expect(read.body.code).toBe(200);
      expect(read.body.data.list.slice(-2)).toEqual([first.body.data.message, second.body.data.message]);
      expect(read.body.data.viewer).toEqual({ role: 'visitor', canModerate: false, canManage: false, sanction: null });
      expect(read.body.data.state).toMatchObject({
        kind,
        roomId: room.id,
        phase: 'open',
        topic: `placar/chat/${kind}/${room.id}`,
        linksAllowed: false,
      });
    },
  );

  it('badges: the host in its room, admins everywhere, nobody else', async () => {
    const hostSays = await sendTo(t.app, host.accessToken, liveRoom, 'Bem-vindos');
    const adminSays = await sendTo(t.app, admin.accessToken, liveRoom, 'Regras: respeito');
    const hostElsewhere = await sendTo(t.app, host.accessToken, matchRoom, 'Oi');
    expect(hostSays.body.data.message.author.badge).toBe('host');
    expect(adminSays.body.data.message.author.badge).toBe('admin');
    expect(hostElsewhere.body.data.message.author.badge).toBeNull();
  });

  it.each(['match', 'room'] as const)(
    'publishes each message on {product}/chat/%s/{id} once it is stored',
    async (kind) => {
      const room = kind === 'match' ? matchRoom : liveRoom;
      const listener = await clients.connect(wsUrl, { clientId: secretClientId() });
      expect(await listener.subscribeAsync(`placar/chat/${kind}/${room.id}`, { qos: 2 })).toEqual([
        { topic: `placar/chat/${kind}/${room.id}`, qos: 2 },
      ]);
      // A payload of an earlier test’s sends may still leave the outbox (its 100 ms spacing): wait for ours.
      const received: [string, string, number, boolean][] = [];
      listener.on('message', (topic, payload, packet) =>
        received.push([topic, payload.toString(), packet.qos, packet.retain]),
      );
      const fan = await createUserWithSession(db);
      const sent = await sendTo(t.app, fan.accessToken, room, 'ao vivo');
      const ours = () =>
        received.find(([, payload]) =>
          (JSON.parse(payload) as { message?: { id?: number } }[]).some(
            (event) => event.message?.id === sent.body.data.message.id,
          ),
        );
      await vi.waitFor(() => expect(ours()).toBeDefined(), { timeout: 10_000 });
      const [topic, payload, qos, retain] = ours() as [string, string, number, boolean];
      expect(topic).toBe(`placar/chat/${kind}/${room.id}`);
      expect(chatEventMessageSchema.parse(JSON.parse(payload))).toEqual([
        { type: 'message', message: sent.body.data.message },
      ]);
      // QoS 0 (decision 0053): a browser that was away catches up from history, not from a broker queue.
      expect([qos, retain]).toEqual([0, false]);
    },
  );

  it('a browser that publishes on a chat topic is cut off, and nobody receives its message', async () => {
    const topic = `placar/chat/room/${liveRoom.id}`;
    const listener = await clients.connect(wsUrl, { clientId: secretClientId() });
    await listener.subscribeAsync(topic, { qos: 2 });
    const received = nextMessages(listener, 1);
    const intruder = await clients.connect(wsUrl, { clientId: secretClientId() });
    const closed = whenClosed(intruder);
    intruder.publish(topic, JSON.stringify([{ type: 'message', message: { id: 1, text: 'fake' } }]), { qos: 1 });
    await closed;
    const fan = await createUserWithSession(db);
    await sendTo(t.app, fan.accessToken, liveRoom, 'the real one');
    const [[, payload]] = (await received) as [[string, string, number, boolean]];
    expect(JSON.parse(payload)[0].message.text).toBe('the real one');
  });

  it('sending needs a session and the browser id; the rooms must exist', async () => {
    const fan = await createUserWithSession(db);
    expect((await sendTo(t.app, null, matchRoom, 'hi')).body.code).toBe(Code.mustLogInAgain);
    const noBrowser = await call(t.app, 'POST', '/live/chat', fan.accessToken, { roomId: liveRoom.id, text: 'hi' });
    expect(noBrowser.body).toMatchObject({
      code: Code.invalidInput,
      msg: 'clientIdentifyId: the header is needed to chat (the web app sends it)',
    });
    expect((await sendTo(t.app, fan.accessToken, matchRoom, 'hi', 'bad id!')).body.code).toBe(Code.invalidInput);
    expect((await sendTo(t.app, fan.accessToken, { kind: 'match', id: 999_999 }, 'hi')).body).toMatchObject({
      code: Code.notFound,
      msg: 'Match 999999 not found',
    });
    expect((await sendTo(t.app, fan.accessToken, { kind: 'room', id: 999_999 }, 'hi')).body).toMatchObject({
      code: Code.notFound,
      msg: 'Room 999999 not found',
    });
    expect((await historyOf(t.app, null, { kind: 'room', id: 999_999 })).body.code).toBe(Code.notFound);
    const extra = await call(
      t.app,
      'POST',
      '/schedule/chat',
      fan.accessToken,
      { matchId: matchRoom.id, text: 'hi', html: true },
      { clientidentifyid: 'abcdefgh12' },
    );
    expect(extra.body.code).toBe(Code.invalidInput);
  });

  it('counts 200 characters as grapheme clusters: an emoji family is one', async () => {
    const fan = await createUserWithSession(db);
    const family = '👨‍👩‍👧‍👦';
    expect((await sendTo(t.app, fan.accessToken, matchRoom, family.repeat(200))).body.code).toBe(200);
    const tooLong = await sendTo(t.app, fan.accessToken, matchRoom, 'a'.repeat(201));
    expect(tooLong.body).toMatchObject({ code: Code.invalidInput, msg: 'text: must be at most 200 characters' });
    const br = await call(
      t.app,
      'POST',
      '/schedule/chat',
      fan.accessToken,
      { matchId: matchRoom.id, text: 'é'.repeat(201) },
      { clientidentifyid: '1764000000000abcdefghij', language: 'br' },
    );
    expect(br.body.msg).toBe('text: deve ter no máximo 200 caracteres');
    expect((await sendTo(t.app, fan.accessToken, matchRoom, 'x'.repeat(2001))).body.code).toBe(Code.invalidInput);
  });

  it('strips control and bidi-override characters, collapses spaces, and refuses what shows nothing', async () => {
    const fan = await createUserWithSession(db);
    const cleaned = await sendTo(
      t.app,
      fan.accessToken,
      liveRoom,
      '  gol\u0007 do\nTime  \u202Eodnum\u202C\u2066!\u2069 ',
    );
    expect(cleaned.body.data.message.text).toBe('gol do Time odnum!');
    for (const blank of ['   ', '\u200B\u200D\u2060', '\u3164 \u2800', '\n\t', '\u202E']) {
      const answer = await sendTo(t.app, fan.accessToken, liveRoom, blank);
      expect(answer.body).toMatchObject({ code: Code.invalidInput, msg: 'text: must not be empty' });
    }
    const zalgo = await sendTo(t.app, fan.accessToken, liveRoom, `Z${'\u0301'.repeat(40)}algo`);
    expect(zalgo.body.data.message.text).toBe(`Z${'\u0301'.repeat(4)}algo`.normalize('NFC'));
  });

  it('keeps HTML as the text it is: no markup is made or removed', async () => {
    const fan = await createUserWithSession(db);
    const xss = '<img src=x onerror=alert(1)>';
    const sent = await sendTo(t.app, fan.accessToken, matchRoom, xss);
    expect(sent.body.data.message.text).toBe(xss);
    expect(textsOf((await historyOf(t.app, null, matchRoom)).body).at(-1)).toBe(xss);
  });

  it('allows 20 messages per 30 s per user per room, then 4290001 with the wait, per room', async () => {
    const fan = await createUserWithSession(db);
    const other = await createUserWithSession(db);
    for (let index = 0; index < 20; index += 1)
      expect((await sendTo(t.app, fan.accessToken, liveRoom, `m${index}`)).body.code).toBe(200);
    clock.advance(10_000);
    const refused = await sendTo(t.app, fan.accessToken, liveRoom, 'one more');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: Code.tooManyRequests,
      msg: 'You are sending messages too fast: wait 20 s',
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/live/chat',
      headers: { authorization: fan.accessToken, clientidentifyid: 'abcdefgh12' },
      payload: { roomId: liveRoom.id, text: 'again' },
    });
    expect(answer.headers['retry-after']).toBe('20');
    expect((await sendTo(t.app, fan.accessToken, matchRoom, 'another room')).body.code).toBe(200);
    expect((await sendTo(t.app, other.accessToken, liveRoom, 'another user')).body.code).toBe(200);
    clock.advance(20_000);
    expect((await sendTo(t.app, fan.accessToken, liveRoom, 'back')).body.code).toBe(200);
  });
});
