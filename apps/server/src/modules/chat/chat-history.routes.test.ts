// Issue 12: history paged by cursor, and "since the last id" after a reconnect with no gap and
// no duplicate, also while many messages are being sent at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp, TEST_NOW } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { historyOf, sendTo, textsOf } from '../../../test/chat-fixtures.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';

interface Message {
  id: number;
  text: string;
}

describe('chat: history', () => {
  let t: TestApp;
  let db: Database;
  let senders: UserWithSession[];
  let fixture: Awaited<ReturnType<typeof createScheduleFixture>>;
  const match = async (name: string) => ({
    kind: 'match' as const,
    id: await fixture.match('eng.1', { home: `${name} City`, away: `${name} Town`, kickoff: TEST_NOW, status: 2 }),
  });

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    fixture = await createScheduleFixture(db);
    senders = await Promise.all(Array.from({ length: 6 }, () => createUserWithSession(db)));
  });
  afterAll(() => t.close());

  /** n messages, sent one after the other, spread over the senders (each stays under its rate limit). */
  async function fill(room: { kind: 'match' | 'room'; id: number }, n: number, prefix = 'm'): Promise<Message[]> {
    const sent: Message[] = [];
    for (let index = 0; index < n; index += 1) {
      const sender = senders[index % senders.length] as UserWithSession;
      sent.push((await sendTo(t.app, sender.accessToken, room, `${prefix}${index}`)).body.data.message);
    }
    return sent;
  }

  it('the newest page, then older pages by `before`, oldest first in each, until hasMore is false', async () => {
    const room = await match('Paging');
    const sent = await fill(room, 23);
    const newest = (await historyOf(t.app, null, room, { limit: 10 })).body.data;
    expect(newest.list.map((m: Message) => m.text)).toEqual(sent.slice(13).map((m) => m.text));
    expect(newest.hasMore).toBe(true);
    const older = (await historyOf(t.app, null, room, { limit: 10, before: newest.list[0].id })).body.data;
    expect(older.list.map((m: Message) => m.id)).toEqual(sent.slice(3, 13).map((m) => m.id));
    const oldest = (await historyOf(t.app, null, room, { limit: 10, before: older.list[0].id })).body.data;
    expect(oldest.list.map((m: Message) => m.id)).toEqual(sent.slice(0, 3).map((m) => m.id));
    expect(oldest.hasMore).toBe(false);
  });

  it('after a reconnect, `after` the last id seen answers exactly what was missed, in pages', async () => {
    const room = await match('Reconnect');
    const seen = await fill(room, 5, 'before');
    const lastSeen = seen.at(-1)?.id ?? 0;
    const missed = await fill(room, 12, 'missed');
    const caughtUp: Message[] = [];
    let cursor = lastSeen;
    for (;;) {
      const page = (await historyOf(t.app, null, room, { after: cursor, limit: 5 })).body.data;
      caughtUp.push(...page.list);
      if (!page.hasMore) break;
      cursor = page.list.at(-1).id;
    }
    expect(caughtUp.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    expect((await historyOf(t.app, null, room, { after: missed.at(-1)?.id ?? 0 })).body.data).toMatchObject({
      list: [],
      hasMore: false,
    });
  });

  it('no gap and no duplicate while 60 messages from 6 senders arrive at once and a reader keeps catching up', async () => {
    const admin = await createUserWithSession(db, { role: 'admin' });
    const host = await makeHost(t.app, db, admin);
    const room = { kind: 'room' as const, id: host.roomId };
    const read: number[] = [];
    let cursor = 0;
    let sending = true;
    const reader = (async () => {
      while (sending || cursor === 0 || read.length < 60) {
        const page = (await historyOf(t.app, null, room, cursor === 0 ? { limit: 100 } : { after: cursor, limit: 7 }))
          .body.data;
        read.push(...page.list.map((m: Message) => m.id));
        cursor = page.list.at(-1)?.id ?? cursor;
        if (!sending && !page.hasMore && page.list.length === 0) break;
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        sendTo(t.app, (senders[index % 6] as UserWithSession).accessToken, room, `burst ${index}`),
      ),
    );
    sending = false;
    await reader;
    const ids = answers.map((answer) => answer.body.data.message.id as number).sort((a, b) => a - b);
    expect(read).toEqual(ids);
  });

  it('removedFrom: a client catching up learns which messages it shows were removed meanwhile', async () => {
    const room = await match('Removed');
    const sent = await fill(room, 6);
    const admin = await createUserWithSession(db, { role: 'admin' });
    const [first, , third] = sent as [Message, Message, Message];
    for (const message of [first, third])
      await call(t.app, 'POST', '/chat/delete', admin.accessToken, {
        kind: 'match',
        roomId: room.id,
        messageId: message.id,
      });
    const page = (await historyOf(t.app, null, room, { after: sent.at(-1)?.id ?? 0, removedFrom: first.id })).body.data;
    expect(page).toMatchObject({ list: [], removed: [first.id, third.id] });
    expect(textsOf((await historyOf(t.app, null, room)).body)).toEqual(['m1', 'm3', 'm4', 'm5']);
  });

  it('refuses both cursors at once, and limits out of 1-100', async () => {
    const room = await match('Bounds');
    expect((await historyOf(t.app, null, room, { before: 5, after: 2 })).body).toMatchObject({
      code: Code.invalidInput,
      msg: 'after: needs at most one of before and after',
    });
    for (const limit of [0, 101])
      expect((await historyOf(t.app, null, room, { limit })).body.code).toBe(Code.invalidInput);
    expect((await historyOf(t.app, null, room, { after: 2 ** 53 })).body.code).toBe(Code.invalidInput);
  });
});
