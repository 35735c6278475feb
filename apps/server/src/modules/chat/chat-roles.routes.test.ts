// Issue 12: every chat call and moderation action checked on the server for each role: visitor,
// user, follower, moderator, host of another room, admin, and the room's own host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { historyOf, sendTo } from '../../../test/chat-fixtures.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

type RoleName = 'visitor' | 'user' | 'follower' | 'moderator' | 'otherHost' | 'admin' | 'host';
const ROLES: RoleName[] = ['visitor', 'user', 'follower', 'moderator', 'otherHost', 'admin', 'host'];
const OK = 200;
const LOGIN = Code.mustLogInAgain;
const NO = Code.forbidden;

/** What each role gets: moderating actions are for the host, its moderators and admins; managing ones for the host and admins. */
const moderate: Record<RoleName, number> = {
  visitor: LOGIN,
  user: NO,
  follower: NO,
  moderator: OK,
  otherHost: NO,
  admin: OK,
  host: OK,
};
const manage: Record<RoleName, number> = { ...moderate, moderator: NO };
const open: Record<RoleName, number> = {
  visitor: OK,
  user: OK,
  follower: OK,
  moderator: OK,
  otherHost: OK,
  admin: OK,
  host: OK,
};
const send: Record<RoleName, number> = { ...open, visitor: LOGIN };

describe('chat: every call and action per role, in a live room', () => {
  let t: TestApp;
  let db: Database;
  let host: Host;
  let room: { kind: 'room'; id: number };
  const actors = {} as Record<Exclude<RoleName, 'visitor'>, UserWithSession>;
  const tokenOf = (role: RoleName) => (role === 'visitor' ? null : actors[role].accessToken);
  const follow = (user: UserWithSession) =>
    call(t.app, 'POST', '/user/subscribeUser', user.accessToken, { hostId: host.user.id });

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    const admin = await createUserWithSession(db, { role: 'admin' });
    host = await makeHost(t.app, db, admin, { streamName: 'Sala Principal' });
    room = { kind: 'room', id: host.roomId };
    const otherHost = await makeHost(t.app, db, admin, { streamName: 'Outra Sala' });
    const follower = await createUserWithSession(db);
    const moderator = await createUserWithSession(db);
    await follow(follower);
    await follow(moderator);
    const appointed = await call(t.app, 'POST', '/chat/moderator', host.accessToken, {
      roomId: room.id,
      userId: moderator.user.id,
      appoint: true,
    });
    expect(appointed.body.code).toBe(OK);
    Object.assign(actors, { user: await createUserWithSession(db), follower, moderator, otherHost, admin, host });
  });
  afterAll(() => t.close());

  /** One user each action is tried on (made once per action: hashing a password takes a while). */
  let victim: UserWithSession | undefined;
  let sent = 0;
  async function victimWithMessage() {
    victim ??= await createUserWithSession(db);
    await call(t.app, 'POST', '/chat/unban', host.accessToken, {
      kind: 'room',
      roomId: room.id,
      userId: victim.user.id,
    });
    // A new text each time: the same one again within 30 s is refused as a duplicate (issue 36).
    const message = await sendTo(
      t.app,
      victim.accessToken,
      room,
      `spam spam ${(sent += 1)}`,
      `victim${victim.user.id}browser`,
    );
    return { victim, messageId: message.body.data.message.id as number };
  }

  const actions: [string, Record<RoleName, number>, (role: RoleName) => Promise<{ body: { code: number } }>][] = [
    ['POST /live/chat', send, (role) => sendTo(t.app, tokenOf(role), room, `hello from ${role}`)],
    ['POST /live/roomChat', open, (role) => historyOf(t.app, tokenOf(role), room)],
    [
      'POST /chat/delete',
      moderate,
      async (role) => {
        const { messageId } = await victimWithMessage();
        return call(t.app, 'POST', '/chat/delete', tokenOf(role), { kind: 'room', roomId: room.id, messageId });
      },
    ],
    [
      'POST /chat/timeout',
      moderate,
      async (role) => {
        const { victim } = await victimWithMessage();
        return call(t.app, 'POST', '/chat/timeout', tokenOf(role), {
          kind: 'room',
          roomId: room.id,
          userId: victim.user.id,
          seconds: 600,
        });
      },
    ],
    [
      'POST /chat/ban',
      moderate,
      async (role) => {
        const { victim } = await victimWithMessage();
        return call(t.app, 'POST', '/chat/ban', tokenOf(role), {
          kind: 'room',
          roomId: room.id,
          userId: victim.user.id,
          reason: 'spam',
        });
      },
    ],
    [
      'POST /chat/unban',
      moderate,
      async (role) => {
        const { victim } = await victimWithMessage();
        await call(t.app, 'POST', '/chat/ban', host.accessToken, {
          kind: 'room',
          roomId: room.id,
          userId: victim.user.id,
        });
        return call(t.app, 'POST', '/chat/unban', tokenOf(role), {
          kind: 'room',
          roomId: room.id,
          userId: victim.user.id,
        });
      },
    ],
    [
      'POST /chat/modes (slow, followers, established, emoji)',
      moderate,
      (role) =>
        call(t.app, 'POST', '/chat/modes', tokenOf(role), {
          kind: 'room',
          roomId: room.id,
          slowSeconds: 0,
          followersOnly: null,
          establishedOnly: null,
          emoteOnly: false,
        }),
    ],
    [
      'POST /chat/modes (links)',
      manage,
      (role) =>
        call(t.app, 'POST', '/chat/modes', tokenOf(role), { kind: 'room', roomId: room.id, linksAllowed: false }),
    ],
    [
      'GET /chat/sanctions',
      moderate,
      (role) => call(t.app, 'GET', '/chat/sanctions', tokenOf(role), { kind: 'room', roomId: String(room.id) }),
    ],
    [
      'GET /chat/moderationLog',
      moderate,
      (role) => call(t.app, 'GET', '/chat/moderationLog', tokenOf(role), { kind: 'room', roomId: String(room.id) }),
    ],
    [
      'GET /chat/clientAccounts',
      moderate,
      async (role) => {
        const { victim } = await victimWithMessage();
        return call(t.app, 'GET', '/chat/clientAccounts', tokenOf(role), {
          kind: 'room',
          roomId: String(room.id),
          userId: String(victim.user.id),
        });
      },
    ],
    [
      'GET /chat/moderators',
      moderate,
      (role) => call(t.app, 'GET', '/chat/moderators', tokenOf(role), { roomId: String(room.id) }),
    ],
    [
      'POST /chat/moderator',
      manage,
      async (role) => {
        const fan = await createUserWithSession(db);
        await follow(fan);
        return call(t.app, 'POST', '/chat/moderator', tokenOf(role), {
          roomId: room.id,
          userId: fan.user.id,
          appoint: true,
        });
      },
    ],
    [
      'GET /chat/blockedTerms',
      moderate,
      (role) => call(t.app, 'GET', '/chat/blockedTerms', tokenOf(role), { kind: 'room', roomId: String(room.id) }),
    ],
    [
      'POST /chat/blockedTerms',
      manage,
      (role) =>
        call(t.app, 'POST', '/chat/blockedTerms', tokenOf(role), {
          kind: 'room',
          roomId: room.id,
          add: [`termo${role}`],
        }),
    ],
    [
      'GET /admin/chatBlockedTerms',
      { ...manage, host: NO, otherHost: NO },
      (role) => call(t.app, 'GET', '/admin/chatBlockedTerms', tokenOf(role)),
    ],
    [
      'POST /admin/chatBlockedTerms',
      { ...manage, host: NO, otherHost: NO },
      (role) => call(t.app, 'POST', '/admin/chatBlockedTerms', tokenOf(role), { add: [`global${role}`] }),
    ],
  ];

  for (const [name, expected, act] of actions) {
    it(`${name}: ${ROLES.map((role) => `${role} ${expected[role]}`).join(', ')}`, async () => {
      victim = undefined;
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = (await act(role)).body.code;
      expect(got).toEqual(expected);
    });
  }

  it('a refused action changes nothing: the victim can still send, the message is still there', async () => {
    victim = undefined;
    const { victim: target, messageId } = await victimWithMessage();
    for (const role of ['user', 'follower', 'otherHost'] as const) {
      await call(t.app, 'POST', '/chat/delete', tokenOf(role), { kind: 'room', roomId: room.id, messageId });
      await call(t.app, 'POST', '/chat/ban', tokenOf(role), { kind: 'room', roomId: room.id, userId: target.user.id });
    }
    const list = (await historyOf(t.app, null, room, { limit: 100 })).body.data.list as { id: number }[];
    expect(list.map((message) => message.id)).toContain(messageId);
    expect(
      (await sendTo(t.app, target.accessToken, room, 'still here', `victim${target.user.id}browser`)).body.code,
    ).toBe(OK);
  });

  it('what each role sees of itself in the history answer', async () => {
    const viewers: Record<string, unknown> = {};
    for (const role of ROLES) viewers[role] = (await historyOf(t.app, tokenOf(role), room)).body.data.viewer;
    const plain = { canModerate: false, canManage: false, sanction: null };
    expect(viewers).toEqual({
      visitor: { role: 'visitor', ...plain },
      user: { role: 'user', ...plain },
      follower: { role: 'user', ...plain },
      moderator: { role: 'moderator', canModerate: true, canManage: false, sanction: null },
      otherHost: { role: 'user', ...plain },
      admin: { role: 'admin', canModerate: true, canManage: true, sanction: null },
      host: { role: 'host', canModerate: true, canManage: true, sanction: null },
    });
  });

  // Issue 36: suspension takes a host's powers in their own room's chat too, not only the stream.
  it('a suspended host loses ban, modes, blocked terms, the moderation log and the host badge, and gets them back when reinstated', async () => {
    const admin = await createUserWithSession(db, { role: 'admin', password: null });
    const host = await makeHost(t.app, db, admin, { streamName: 'Sala Suspensa' });
    const room = { kind: 'room' as const, id: host.roomId };
    const fan = await createUserWithSession(db, { password: null });
    await sendTo(t.app, fan.accessToken, room, 'hello', 'suspendedroomfanbrowser1');
    const powers = async () => [
      (await call(t.app, 'POST', '/chat/ban', host.accessToken, { kind: 'room', roomId: room.id, userId: fan.user.id }))
        .body.code,
      (
        await call(t.app, 'POST', '/chat/unban', host.accessToken, {
          kind: 'room',
          roomId: room.id,
          userId: fan.user.id,
        })
      ).body.code,
      (await call(t.app, 'POST', '/chat/modes', host.accessToken, { kind: 'room', roomId: room.id, slowSeconds: 30 }))
        .body.code,
      (
        await call(t.app, 'POST', '/chat/blockedTerms', host.accessToken, {
          kind: 'room',
          roomId: room.id,
          add: ['palavrao'],
        })
      ).body.code,
      (await call(t.app, 'GET', '/chat/moderationLog', host.accessToken, { kind: 'room', roomId: String(room.id) }))
        .body.code,
    ];
    const badge = async (browser: string) =>
      (await sendTo(t.app, host.accessToken, room, 'from the host', browser)).body.data?.message.author.badge;

    const suspended = await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, {
      userId: host.user.id,
      action: 'suspend',
      reason: 'broke the rules',
    });
    expect(suspended.body.code).toBe(OK);
    expect(await powers()).toEqual([NO, NO, NO, NO, NO]);
    expect(await badge('suspendedhostbrowser0001')).toBeNull();
    expect((await historyOf(t.app, host.accessToken, room)).body.data.viewer).toMatchObject({
      role: 'user',
      canModerate: false,
      canManage: false,
    });

    await call(t.app, 'POST', '/admin/updateAnchor', admin.accessToken, { userId: host.user.id, action: 'reinstate' });
    expect(await powers()).toEqual([OK, OK, OK, OK, OK]);
    expect(await badge('suspendedhostbrowser0002')).toBe('host');
  });
});

describe('chat: in a match room, admins moderate', () => {
  let t: TestApp;
  let db: Database;
  let match: { kind: 'match'; id: number };
  const tokens = {} as Record<'user' | 'host' | 'admin', string>;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    const fixture = await createScheduleFixture(db);
    match = {
      kind: 'match',
      id: await fixture.match('bra.1', { home: 'Bahia', away: 'Vitoria', kickoff: TEST_NOW, status: 2 }),
    };
    const admin = await createUserWithSession(db, { role: 'admin' });
    const host = await makeHost(t.app, db, admin);
    Object.assign(tokens, {
      user: (await createUserWithSession(db)).accessToken,
      host: host.accessToken,
      admin: admin.accessToken,
    });
  });
  afterAll(() => t.close());

  it('delete, ban, modes and the log: a host of a live room is a plain user here; an admin is not', async () => {
    const victim = await createUserWithSession(db);
    const got: Record<string, number[]> = {};
    for (const role of ['user', 'host', 'admin'] as const) {
      const sent = await sendTo(t.app, victim.accessToken, match, `spam for ${role}`);
      got[role] = [
        (
          await call(t.app, 'POST', '/chat/delete', tokens[role], {
            kind: 'match',
            roomId: match.id,
            messageId: sent.body.data.message.id,
          })
        ).body.code,
        (await call(t.app, 'POST', '/chat/modes', tokens[role], { kind: 'match', roomId: match.id, slowSeconds: 5 }))
          .body.code,
        (await call(t.app, 'GET', '/chat/moderationLog', tokens[role], { kind: 'match', roomId: String(match.id) }))
          .body.code,
        (
          await call(t.app, 'POST', '/chat/timeout', tokens[role], {
            kind: 'match',
            roomId: match.id,
            userId: victim.user.id,
            seconds: 10,
          })
        ).body.code,
      ];
      await call(t.app, 'POST', '/chat/unban', tokens.admin, {
        kind: 'match',
        roomId: match.id,
        userId: victim.user.id,
      });
    }
    expect(got).toEqual({ user: [NO, NO, NO, NO], host: [NO, NO, NO, NO], admin: [OK, OK, OK, OK] });
  });

  it('match rooms have no moderators of their own', async () => {
    const answer = await call(t.app, 'POST', '/chat/moderator', tokens.admin, {
      roomId: 999_999,
      userId: 1,
      appoint: true,
    });
    expect(answer.body.code).toBe(Code.notFound);
  });
});
