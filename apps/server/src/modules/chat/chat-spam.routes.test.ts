// Issue 36: spam spread over many accounts is stopped as surely as one account's (decision 0108).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { historyOf } from '../../../test/chat-fixtures.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const DAY = 24 * 3600_000;

describe('chat: spam across accounts, browsers and addresses', () => {
  let t: TestApp;
  let db: Database;
  let clock: ManualClock;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    clock = t.clock as ManualClock;
  });
  afterAll(() => t.close());

  /** A room of its own for each test, so counts do not mix (tokens signed on the app's clock, which tests move). */
  const newRoom = async () => {
    const admin = await createUserWithSession(db, { role: 'admin', password: null, clock });
    const host = await makeHost(t.app, db, admin, { clock });
    return { host, room: { kind: 'room' as const, id: host.roomId } };
  };
  /** Accounts without passwords (many are made); `daysOld` back-dates them (trust). */
  const accounts = async (count: number, daysOld = 0) => {
    const made = [];
    for (let n = 0; n < count; n += 1) {
      const account = await createUserWithSession(db, { password: null, clock });
      if (daysOld > 0)
        await db
          .update(users)
          .set({ createdAt: new Date(clock.now() - daysOld * DAY) })
          .where(eq(users.id, account.user.id));
      made.push(account);
    }
    return made;
  };
  const send = async (
    account: UserWithSession,
    roomId: number,
    text: string,
    browser: string,
    address = '198.51.100.1',
  ) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/live/chat',
      headers: { authorization: account.accessToken, clientidentifyid: browser },
      payload: { roomId, text },
      remoteAddress: address,
    });
    return answer.json() as { code: number; msg: string; data: { message: { id: number; text: string } } | null };
  };
  const stored = async (roomId: number) =>
    (
      (await historyOf(t.app, null, { kind: 'room', id: roomId }, { limit: 100 })).body.data.list as { text: string }[]
    ).map((message) => message.text);

  it('counts messages per browser id as well as per account: ten accounts on one browser get 20 in 30 s, not 200', async () => {
    const { room } = await newRoom();
    const ten = await accounts(10);
    const codes = [];
    for (let n = 0; n < 30; n += 1)
      codes.push(
        (
          await send(
            ten[n % 10] as UserWithSession,
            room.id,
            `message number ${n}`,
            'one-browser-for-all',
            `203.0.113.${n}`,
          )
        ).code,
      );
    expect(codes.filter((code) => code === 200).length).toBe(20);
    expect(codes.slice(20).every((code) => code === Code.tooManyRequests)).toBe(true);
  });

  it('counts messages per address as well: accounts with browsers of their own from one address get 60 in 30 s', async () => {
    const { room } = await newRoom();
    const four = await accounts(4);
    const codes = [];
    for (let n = 0; n < 64; n += 1)
      codes.push(
        (await send(four[n % 4] as UserWithSession, room.id, `line ${n}`, `browser-of-${n % 4}-xyz`, '203.0.113.200'))
          .code,
      );
    expect(codes.filter((code) => code === 200).length).toBe(60);
    // Another address is not held back.
    expect(
      (
        await send(
          (await accounts(1))[0] as UserWithSession,
          room.id,
          'someone else',
          'another-browser-1',
          '203.0.113.202',
        )
      ).code,
    ).toBe(200);
  });

  it('refuses the same text again: from one sender within 30 s, and from many once two copies went out in a minute', async () => {
    const { room } = await newRoom();
    const five = await accounts(5);
    const spam = 'Compre seguidores baratos agora mesmo';
    const answers = [];
    for (const [n, account] of five.entries())
      answers.push(
        await send(
          account,
          room.id,
          n % 2 === 0 ? spam : spam.toUpperCase().replace('O', '0'),
          `dup-browser-${n}`,
          `203.0.113.${10 + n}`,
        ),
      );
    expect(answers.map((answer) => answer.code)).toEqual([
      200,
      200,
      Code.invalidInput,
      Code.invalidInput,
      Code.invalidInput,
    ]);
    expect(answers[2]?.msg).toBe('text: this message was just sent here by others');
    expect((await stored(room.id)).length).toBe(2);
    const [first] = five as [UserWithSession];
    expect((await send(first, room.id, 'gol gol', 'dup-browser-0', '203.0.113.10')).code).toBe(200);
    expect(await send(first, room.id, 'GOL  GOL', 'dup-browser-0', '203.0.113.10')).toMatchObject({
      code: Code.invalidInput,
      msg: 'text: you just sent this message',
    });
    clock.advance(31_000);
    expect((await send(first, room.id, 'gol gol', 'dup-browser-0', '203.0.113.10')).code).toBe(200);
  });

  it('a ban holds the address the user wrote from for a day and flags the other accounts seen with it', async () => {
    const { host, room } = await newRoom();
    const [spammer, sibling, bystander] = (await accounts(3)) as [UserWithSession, UserWithSession, UserWithSession];
    await send(spammer, room.id, 'buy my stuff', 'spammer-browser-1', '203.0.113.150');
    await send(sibling, room.id, 'me too', 'sibling-browser-1', '203.0.113.150');
    await send(bystander, room.id, 'hello all', 'bystander-browser', '203.0.113.151');
    const banned = await call(t.app, 'POST', '/chat/ban', host.accessToken, {
      kind: 'room',
      roomId: room.id,
      userId: spammer.user.id,
      reason: 'spam',
    });
    expect(banned.body.code).toBe(200);
    // A new account with a new browser id from the same address: held at once (it evaded the ban before).
    const [fresh] = (await accounts(1)) as [UserWithSession];
    expect(await send(fresh, room.id, 'I am new here', 'brand-new-browser', '203.0.113.150')).toMatchObject({
      code: Code.forbidden,
      msg: 'You are banned from this chat room',
    });
    expect((await send(bystander, room.id, 'still fine', 'bystander-browser', '203.0.113.151')).code).toBe(200);
    const log = (
      await call(t.app, 'GET', '/chat/moderationLog', host.accessToken, { kind: 'room', roomId: String(room.id) })
    ).body.data.list as {
      action: string;
      target: { id: number } | null;
      detail: { heldFor?: { id: number }; addressHeld?: boolean };
    }[];
    expect(log.find((entry) => entry.action === 'ban')?.detail.addressHeld).toBe(true);
    const flagged = log.filter((entry) => entry.action === 'flagged');
    expect(flagged.map((entry) => [entry.target?.id, entry.detail.heldFor?.id])).toEqual([
      [sibling.user.id, spammer.user.id],
    ]);
    // The account's ban goes on from anywhere; the address hold ends after a day.
    expect((await send(spammer, room.id, 'and me?', 'spammer-new-browser', '203.0.113.152')).code).toBe(Code.forbidden);
    clock.advance(DAY + 1000);
    const [dayLater] = (await accounts(1)) as [UserWithSession];
    expect((await send(dayLater, room.id, 'a day later', 'brand-new-browser-2', '203.0.113.150')).code).toBe(200);
  });

  it('matches blocked terms on look-alikes, separators, leet and accents, and finds links over every TLD', async () => {
    const { host, room } = await newRoom();
    await call(t.app, 'POST', '/chat/blockedTerms', host.accessToken, {
      kind: 'room',
      roomId: room.id,
      add: ['apostas'],
    });
    const [fan] = (await accounts(1, 2)) as [UserWithSession];
    const disguised = ['аpоstаs aqui', 'a.p.o.s.t.a.s', 'a p o s t a s', '4p0st4s', 'apóstas'];
    for (const [n, text] of disguised.entries())
      expect([text, (await send(fan, room.id, text, 'terms-browser', `203.0.113.${60 + n}`)).code]).toEqual([
        text,
        Code.invalidInput,
      ]);
    for (const [n, text] of [
      'free.tk',
      'file.zip',
      'clip.mov',
      'пример.рф',
      '192.168.10.20',
      'evil[.]com',
      'evil．com',
    ].entries()) {
      expect([text, (await send(fan, room.id, text, 'links-browser', `203.0.113.${70 + n}`)).msg]).toEqual([
        text,
        'text: links are not allowed in this room',
      ]);
    }
    expect(await stored(room.id)).toEqual([]);
  });

  it('keeps 4 combining marks a grapheme, joiners or not, and refuses a message of marks only', async () => {
    const { room } = await newRoom();
    const [fan] = (await accounts(1)) as [UserWithSession];
    const zalgo = Array.from(
      { length: 5 },
      (_, n) => `${'ab'[n % 2]}${Array.from({ length: 24 }, () => '\u0301\u0302\u0303\u0304\u200d').join('')}`,
    ).join('');
    const sent = await send(fan, room.id, zalgo, 'marks-browser');
    expect(sent.code).toBe(200);
    expect((sent.data?.message.text.match(/\p{M}/gu) ?? []).length).toBeLessThanOrEqual(20);
    expect(await send(fan, room.id, '\u0301\u0302\u0303 \u0304\u200d\u0305', 'marks-browser')).toMatchObject({
      code: Code.invalidInput,
      msg: 'text: must hold more than combining marks',
    });
  });

  it('in a busy room that asks for it, only trusted accounts post (a day old, or 20 kept messages)', async () => {
    const { host, room } = await newRoom();
    expect(
      (
        await call(t.app, 'POST', '/chat/modes', host.accessToken, {
          kind: 'room',
          roomId: room.id,
          trustedWhenBusy: true,
        })
      ).body.data.state.trustedWhenBusy,
    ).toBe(true);
    const regulars = await accounts(2, 2);
    const [newcomer] = (await accounts(1)) as [UserWithSession];
    expect((await send(newcomer, room.id, 'first!', 'newcomer-browser', '203.0.113.90')).code).toBe(200);
    for (let n = 0; n < 30; n += 1)
      await send(
        regulars[n % 2] as UserWithSession,
        room.id,
        `chant ${n}`,
        `regular-browser-${n % 2}`,
        `203.0.113.${91 + (n % 2)}`,
      );
    expect(await send(newcomer, room.id, 'me too', 'newcomer-browser', '203.0.113.90')).toMatchObject({
      code: Code.forbidden,
      msg: 'This room is busy: new accounts can chat here after a day, or after 20 messages elsewhere',
    });
    expect(
      (await send(regulars[0] as UserWithSession, room.id, 'still talking', 'regular-browser-0', '203.0.113.91')).code,
    ).toBe(200);
  });

  const rename = (account: UserWithSession, nickname: string) =>
    call(t.app, 'POST', '/user/updateSetting', account.accessToken, { nickname });

  it("nicknames (UTS #39 skeletons): refuses an admin's exact nickname, its Cyrillic look-alike and a staff word; an admin keeps theirs", async () => {
    const admin = await createUserWithSession(db, { role: 'admin', password: null, clock });
    expect((await rename(admin, 'Capitão Admin')).body.code).toBe(200);
    const [spammer] = [await createUserWithSession(db, { password: null, clock })];
    for (const nickname of ['Capitão Admin', 'Сapitão Аdmin', 'capitao admin', 'Capit4o  Adm1n']) {
      expect([nickname, (await rename(spammer, nickname)).body]).toEqual([
        nickname,
        expect.objectContaining({ code: Code.invalidInput }),
      ]);
    }
    expect((await rename(spammer, 'Moderador Oficial')).body).toMatchObject({
      code: Code.invalidInput,
      msg: 'nickname: only staff may call themselves that',
    });
    expect((await rename(spammer, 'Badminton Fan')).body.code).toBe(200);
  });

  it("nicknames: refuses another user's nickname in look-alikes, and lets each keep their own", async () => {
    const [first, second] = [
      await createUserWithSession(db, { password: null, clock }),
      await createUserWithSession(db, { password: null, clock }),
    ];
    expect((await rename(first, 'Torcida Jovem')).body.code).toBe(200);
    expect((await rename(second, 'T0rcida  J0vem')).body).toMatchObject({
      code: Code.invalidInput,
      msg: "nickname: looks like another user's name; choose another",
    });
    expect((await rename(first, 'Torcida Jovem')).body.code).toBe(200);
  });
});
