// Issue 12: room modes (slow, followers-only with a follow age, established accounts, emoji
// only), links, blocked terms with wildcards and Unicode tricks, and goal slow mode.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { nextChatEvents, sendTo } from '../../../test/chat-fixtures.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { MqttTestClients, nextMessages, secretClientId } from '../../../test/mqtt-test-client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

const FEED = 'chat-modes-feed-token-0123456789';
const MINUTE = 60_000;

describe('chat: room modes, links and blocked terms', () => {
  let t: TestApp;
  let db: Database;
  let clock: ManualClock;
  let fixture: Awaited<ReturnType<typeof createScheduleFixture>>;
  const clients = new MqttTestClients();
  let wsUrl: string;

  const modes = (actor: UserWithSession, room: { kind: string; id: number }, changes: object) =>
    call(t.app, 'POST', '/chat/modes', actor.accessToken, { kind: room.kind, roomId: room.id, ...changes });
  // Tokens are made on the app's clock, which the tests move on: every account is made when needed.
  const user = (role?: 'admin') => createUserWithSession(db, { clock, ...(role === undefined ? {} : { role }) });
  const newHost = async () => {
    const host = await makeHost(t.app, db, await user('admin'), { clock });
    return { host, room: { kind: 'room' as const, id: host.roomId } };
  };
  const newMatch = async (name: string) => ({
    kind: 'match' as const,
    id: await fixture.match('bra.1', {
      home: `${name} A`,
      away: `${name} B`,
      kickoff: TEST_NOW,
      status: 2,
      homeScore: 0,
      awayScore: 0,
    }),
  });

  beforeAll(async () => {
    t = await buildTestApp({ env: { FEED_TOKENS: FEED } });
    db = t.database?.db as Database;
    clock = t.clock as ManualClock;
    fixture = await createScheduleFixture(db);
    wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/mqtt`;
  });
  afterEach(() => clients.endAll());
  afterAll(() => t.close());

  it('slow mode: one message per user per N seconds, with the wait; moderators skip it; 3-120 s or 0', async () => {
    const { host, room } = await newHost();
    const fan = await user();
    expect((await modes(host, room, { slowSeconds: 30 })).body.data.state).toMatchObject({ slowSeconds: 30 });
    expect((await sendTo(t.app, fan.accessToken, room, 'first')).body.code).toBe(200);
    clock.advance(12_000);
    expect((await sendTo(t.app, fan.accessToken, room, 'second')).body).toMatchObject({
      code: Code.tooManyRequests,
      msg: 'Slow mode is on: you can send again in 18 s',
    });
    expect((await sendTo(t.app, host.accessToken, room, 'host 1')).body.code).toBe(200);
    expect((await sendTo(t.app, host.accessToken, room, 'host 2')).body.code).toBe(200);
    clock.advance(18_000);
    expect((await sendTo(t.app, fan.accessToken, room, 'second')).body.code).toBe(200);
    for (const slowSeconds of [1, 2, 121, -3, 2.5])
      expect((await modes(host, room, { slowSeconds })).body.code).toBe(Code.invalidInput);
    expect((await modes(host, room, { slowSeconds: 0 })).body.data.state.slowSeconds).toBe(0);
    expect((await sendTo(t.app, fan.accessToken, room, 'third, at once')).body.code).toBe(200);
  });

  it('a refused message costs no slow-mode turn', async () => {
    const { host, room } = await newHost();
    const fan = await user();
    await modes(host, room, { slowSeconds: 60 });
    expect((await sendTo(t.app, fan.accessToken, room, 'see www.spam.com')).body.code).toBe(Code.invalidInput);
    expect((await sendTo(t.app, fan.accessToken, room, 'clean')).body.code).toBe(200);
  });

  it('followers-only: followers whose follow is old enough; the wait is told', async () => {
    const { host, room } = await newHost();
    const stranger = await user();
    const fan = await user();
    await call(t.app, 'POST', '/user/subscribeUser', fan.accessToken, { hostId: host.user.id });
    expect((await modes(host, room, { followersOnly: 10 })).body.data.state.followersOnly).toBe(10);
    expect((await sendTo(t.app, stranger.accessToken, room, 'hi')).body).toMatchObject({
      code: Code.forbidden,
      msg: 'This room is in followers-only mode: follow the host to chat',
    });
    clock.advance(4 * MINUTE);
    expect((await sendTo(t.app, fan.accessToken, room, 'hi')).body).toMatchObject({
      code: Code.forbidden,
      msg: 'This room is in followers-only mode: you can chat in 6 min',
    });
    clock.advance(6 * MINUTE);
    expect((await sendTo(t.app, fan.accessToken, room, 'hi')).body.code).toBe(200);
    await modes(host, room, { followersOnly: 0 });
    const newcomer = await user();
    await call(t.app, 'POST', '/user/subscribeUser', newcomer.accessToken, { hostId: host.user.id });
    expect((await sendTo(t.app, newcomer.accessToken, room, 'just followed')).body.code).toBe(200);
    await modes(host, room, { followersOnly: null });
    expect((await sendTo(t.app, stranger.accessToken, room, 'open again')).body.code).toBe(200);
    const match = await newMatch('Followers');
    expect((await modes(await user('admin'), match, { followersOnly: 5 })).body).toMatchObject({
      code: Code.invalidInput,
      msg: 'followersOnly: only live rooms have followers',
    });
  });

  it('established-users-only: accounts newer than N minutes wait', async () => {
    const { host, room } = await newHost();
    const old = await user();
    // An account made 40 minutes ago (a token made then would have expired).
    await db
      .update(users)
      .set({ createdAt: new Date(clock.now() - 40 * MINUTE) })
      .where(eq(users.id, old.user.id));
    const fresh = await user();
    await modes(host, room, { establishedOnly: 30 });
    expect((await sendTo(t.app, old.accessToken, room, 'hello')).body.code).toBe(200);
    clock.advance(10 * MINUTE);
    expect((await sendTo(t.app, fresh.accessToken, room, 'hello')).body).toMatchObject({
      code: Code.forbidden,
      msg: 'This room only lets established accounts chat: yours can in 20 min',
    });
    clock.advance(3 * MINUTE + 30_000);
    expect((await sendTo(t.app, fresh.accessToken, room, 'hello')).body.msg).toBe(
      'This room only lets established accounts chat: yours can in 16 min 30 s',
    );
    await db
      .update(users)
      .set({ createdAt: new Date(clock.now() - 30 * MINUTE) })
      .where(eq(users.id, fresh.user.id));
    expect((await sendTo(t.app, fresh.accessToken, room, 'hello')).body.code).toBe(200);
    expect((await modes(host, room, { establishedOnly: 0 })).body.code).toBe(Code.invalidInput);
  });

  it('emoji-only: every visible character is an emoji', async () => {
    const { host, room } = await newHost();
    const fan = await user();
    await modes(host, room, { emoteOnly: true });
    for (const text of ['⚽', '🔥 🔥🇧🇷', '👨‍👩‍👧‍👦', '❤️ 1️⃣'])
      expect((await sendTo(t.app, fan.accessToken, room, text)).body.code).toBe(200);
    for (const text of ['gol ⚽', '123', ':)']) {
      expect((await sendTo(t.app, fan.accessToken, room, text)).body).toMatchObject({
        code: Code.invalidInput,
        msg: 'text: this room is in emoji-only mode',
      });
    }
    expect((await sendTo(t.app, host.accessToken, room, 'host text')).body.code).toBe(200);
  });

  it('links are off by default; the host (not a moderator) turns them on', async () => {
    const { host, room } = await newHost();
    const fan = await user();
    for (const text of [
      'https://example.com/x',
      'www.bet365.com',
      'go to spam.tv now',
      'apostas.bet',
      'ｓｐａｍ．ｃｏｍ',
      'spam.\u200Bcom',
    ]) {
      expect((await sendTo(t.app, fan.accessToken, room, text)).body).toMatchObject({
        code: Code.invalidInput,
        msg: 'text: links are not allowed in this room',
      });
    }
    for (const text of ['3.5 gols', 'fim de jogo...', 'e-mail: eu@ok', 'placar 2.1'])
      expect((await sendTo(t.app, fan.accessToken, room, text)).body.code).toBe(200);
    expect((await modes(host, room, { linksAllowed: true })).body.data.state.linksAllowed).toBe(true);
    // A new account waits a day (or 20 kept messages) before its links go through (issue 36).
    expect((await sendTo(t.app, fan.accessToken, room, 'https://example.com/x')).body).toMatchObject({
      code: Code.invalidInput,
      msg: 'text: new accounts can post links after a day, or after 20 messages',
    });
    await db
      .update(users)
      .set({ createdAt: new Date(clock.now() - 24 * 3600_000) })
      .where(eq(users.id, fan.user.id));
    expect((await sendTo(t.app, fan.accessToken, room, 'https://example.com/x')).body.code).toBe(200);
  });

  it('changing modes publishes the room state, with a growing seq', async () => {
    const { host, room } = await newHost();
    const listener = await clients.connect(wsUrl, { clientId: secretClientId() });
    await listener.subscribeAsync(`placar/chat/room/${room.id}`, { qos: 2 });
    const received = nextChatEvents(listener, 2);
    await modes(host, room, { slowSeconds: 10 });
    await modes(host, room, { emoteOnly: true });
    const events = (await received).map(
      ({ event }) => event as { type: string; state: { slowSeconds: number; emoteOnly: boolean; seq: number } },
    );
    expect(events.map((event) => [event.type, event.state.slowSeconds, event.state.emoteOnly])).toEqual([
      ['state', 10, false],
      ['state', 10, true],
    ]);
    expect(events[1]?.state.seq).toBeGreaterThan(events[0]?.state.seq ?? Infinity);
  });

  it('blocked terms: whole words, * at either end, after NFKC and case folding, zero-width tricks caught', async () => {
    const { host, room } = await newHost();
    const fan = await user();
    const set = await call(t.app, 'POST', '/chat/blockedTerms', host.accessToken, {
      kind: 'room',
      roomId: room.id,
      add: ['Juiz Ladrão', 'roub*', '*mala', 'ＣＡＳＳＩＮＯ'],
    });
    expect(set.body.data.terms).toEqual(['*mala', 'cassino', 'juiz ladrão', 'roub*']);
    const refused = [
      'JUIZ   LADRÃO!',
      'roubado demais',
      'que marmala',
      'ｃａｓｓｉｎｏ aqui',
      'cas\u200Dsino',
      'cas\u00ADsino',
      'c\u200Bassino',
      'ＲＯＵＢＯ',
    ];
    for (const text of refused) {
      expect((await sendTo(t.app, fan.accessToken, room, text)).body, text).toMatchObject({
        code: Code.invalidInput,
        msg: 'text: your message contains a blocked term and was not sent',
      });
    }
    for (const text of ['juizes ladrões', 'arroubo', 'malandro', 'cassinos'])
      expect((await sendTo(t.app, fan.accessToken, room, text)).body.code, text).toBe(200);
    const br = await call(
      t.app,
      'POST',
      '/live/chat',
      fan.accessToken,
      { roomId: room.id, text: 'roubo' },
      { clientidentifyid: 'abcdefgh12', language: 'br' },
    );
    expect(br.body.msg).toBe('text: sua mensagem contém um termo bloqueado e não foi enviada');
    expect((await sendTo(t.app, host.accessToken, room, 'roubo')).body.code).toBe(Code.invalidInput);
    await call(t.app, 'POST', '/chat/blockedTerms', host.accessToken, {
      kind: 'room',
      roomId: room.id,
      remove: ['ROUB*'],
    });
    expect((await sendTo(t.app, fan.accessToken, room, 'roubo')).body.code).toBe(200);
  });

  it('blocked terms: the global list (admins) holds in every room; bad terms are refused', async () => {
    const { room } = await newHost();
    const match = await newMatch('Terms');
    const fan = await user();
    const admin = await user('admin');
    const global = await call(t.app, 'POST', '/admin/chatBlockedTerms', admin.accessToken, { add: ['golpe*'] });
    expect(global.body.data.terms).toContain('golpe*');
    expect((await call(t.app, 'GET', '/admin/chatBlockedTerms', admin.accessToken)).body.data.terms).toContain(
      'golpe*',
    );
    for (const target of [room, match])
      expect((await sendTo(t.app, fan.accessToken, target, 'GOLPEZINHO')).body.code).toBe(Code.invalidInput);
    for (const term of ['*', '**', 'a*b', 'x'.repeat(51), ' * ']) {
      expect(
        (await call(t.app, 'POST', '/admin/chatBlockedTerms', admin.accessToken, { add: [term] })).body.code,
        term,
      ).toBe(Code.invalidInput);
    }
    expect((await call(t.app, 'POST', '/admin/chatBlockedTerms', fan.accessToken, { add: ['x'] })).body.code).toBe(
      Code.forbidden,
    );
    await call(t.app, 'POST', '/admin/chatBlockedTerms', admin.accessToken, { remove: ['golpe*'] });
    expect((await sendTo(t.app, fan.accessToken, match, 'golpe')).body.code).toBe(200);
  });

  it('goal slow mode: a goal in the match turns 30 s slow mode on in its room and the live rooms following it', async () => {
    const match = await newMatch('Goal');
    const { host, room } = await newHost();
    await call(t.app, 'POST', '/live/setting', host.accessToken, { matchId: match.id });
    await call(t.app, 'POST', '/live/open', host.accessToken, {});
    const other = await newHost();
    const fan = await user();
    const listener = await clients.connect(wsUrl, { clientId: secretClientId() });
    await listener.subscribeAsync(`placar/chat/match/${match.id}`, { qos: 2 });
    const received = nextMessages(listener, 1);
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/mqttMessageSend',
      headers: { authorization: `Feed ${FEED}` },
      payload: { matchId: match.id, home: { score: 1 }, incidents: [{ kind: 'goal', side: 'home', minute: 23 }] },
    });
    expect(goal.json().code).toBe(200);
    const [[, payload]] = (await received) as [[string, string, number, boolean]];
    const until = new Date(clock.now() + 30_000).toISOString();
    expect(JSON.parse(payload)[0]).toMatchObject({ type: 'state', state: { goalSlowUntil: until, slowSeconds: 0 } });
    for (const target of [match, room]) {
      expect((await sendTo(t.app, fan.accessToken, target, 'GOOOL')).body.code).toBe(200);
      expect((await sendTo(t.app, fan.accessToken, target, 'GOOOL!!')).body).toMatchObject({
        code: Code.tooManyRequests,
        msg: 'Slow mode is on: you can send again in 30 s',
      });
    }
    expect((await sendTo(t.app, fan.accessToken, other.room, 'elsewhere')).body.code).toBe(200);
    expect((await sendTo(t.app, fan.accessToken, other.room, 'elsewhere too')).body.code).toBe(200);
    clock.advance(30_000);
    const after = await call(t.app, 'POST', '/live/roomChat', null, { roomId: room.id });
    expect(after.body.data.state.goalSlowUntil).toBeNull();
    expect((await sendTo(t.app, fan.accessToken, room, 'calmer')).body.code).toBe(200);
    expect((await sendTo(t.app, fan.accessToken, room, 'calm')).body.code).toBe(200);
  });
});
