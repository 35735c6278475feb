// Decision 0055: a message's insert is one statement that takes the room's advisory lock before
// it draws its id, so in one room ids commit in order whatever the instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import { insertMessage } from './chat.repository.ts';

describe('chat: storing a message', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const message = (roomId: number, userId: number, text: string) => ({
    roomKind: 'match' as const,
    roomId,
    userId,
    clientId: 'browser-order-1',
    text,
    nickname: 'fan',
    avatar: null,
    color: '#1d4ed8',
    badge: null,
    createdAt: new Date('2026-11-22T23:50:00Z'),
  });

  it('answers the stored row, mapped like any select', async () => {
    const { user } = await createUserWithSession(database.db);
    const row = await insertMessage(database.db, message(7001, user.id, 'Vamos!'));
    expect(row).toEqual({
      ...message(7001, user.id, 'Vamos!'),
      id: expect.any(Number),
      removedAt: null,
      removedBy: null,
    });
  });

  it('draws the id only once it holds the room’s lock: a send held behind another instance’s commits after it, with a larger id', async () => {
    const { user } = await createUserWithSession(database.db);
    // Another instance inside its insert of room 7002: it holds the room's lock until it commits.
    const other = await database.pool.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(12, 7002)');
      const held = insertMessage(database.db, message(7002, user.id, 'held'));
      const elsewhere = await insertMessage(database.db, message(7003, user.id, 'another room is not held'));
      let settled = false;
      void held.then(() => (settled = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBe(false);
      await other.query('commit');
      const row = await held;
      // Drawn after the other room's id, although asked for first: the id waited for the lock.
      expect(row.id).toBeGreaterThan(elsewhere.id);
    } finally {
      other.release();
    }
  });
});
