import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  ne,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMessages, users } from '../../db/schema.ts';
import type { RoomRef } from './chat-room.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
type NewMessage = typeof chatMessages.$inferInsert;

/** First key of chat's advisory locks; the second is the room (match rooms positive, live rooms negative). */
const LOCK_CLASS = 12;
const lockKey = (room: RoomRef) => (room.kind === 'match' ? room.id : -room.id);

const inRoom = (room: RoomRef) => and(eq(chatMessages.roomKind, room.kind), eq(chatMessages.roomId, room.id));
const shown = isNull(chatMessages.removedAt);

/**
 * Stores a message. The room's advisory lock is taken before the id is drawn and held to the
 * commit, so in one room ids commit in order whatever the instance: a reader who saw id n
 * never finds a smaller one later. One statement, so one round trip while the room's sends wait
 * (decision 0055): the CTE takes the lock before the insert draws the id, and the statement's
 * own transaction releases it at its commit.
 */
export async function insertMessage(
  db: Database,
  message: NewMessage & { roomKind: RoomRef['kind'] },
): Promise<MessageRow> {
  const key = lockKey({ kind: message.roomKind, id: message.roomId });
  const result = await db.execute<Record<string, unknown>>(sql`
    with room_lock as (select pg_advisory_xact_lock(${LOCK_CLASS}, ${key}))
    insert into ${chatMessages} (room_kind, room_id, user_id, client_id, text, nickname, avatar, color, badge, created_at)
    select ${message.roomKind}::text, ${message.roomId}::integer, ${message.userId}::integer, ${message.clientId}::text, ${message.text}::text,
      ${message.nickname}::text, ${message.avatar ?? null}::text, ${message.color}::text, ${message.badge ?? null}::text, ${message.createdAt}::timestamptz
    from room_lock
    returning *`);
  const [row] = result.rows;
  if (row === undefined) throw new Error('insert returned nothing');
  return messageRowOf(row);
}

/** A row of a raw query, mapped by the table's own columns as drizzle maps its selects (bigint, timestamps). */
function messageRowOf(raw: Record<string, unknown>): MessageRow {
  const columns = Object.entries(getTableColumns(chatMessages)).map(([key, column]) => {
    const value = raw[column.name];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(columns) as MessageRow;
}

/** The newest shown messages (newest first), or those before an id. One more than `limit` tells whether there are more. */
export async function messagesBefore(
  db: Database,
  room: RoomRef,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(inRoom(room), shown, before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
}

/** Shown messages after an id, oldest first (one more than `limit`). */
export async function messagesAfter(db: Database, room: RoomRef, after: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(inRoom(room), shown, gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit + 1);
}

/** Ids of removed messages from an id on (a client catching up removes them). */
export async function removedIdsFrom(db: Database, room: RoomRef, from: number, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(inRoom(room), gte(chatMessages.id, from), isNotNull(chatMessages.removedAt)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findMessage(db: Database, room: RoomRef, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(inRoom(room), eq(chatMessages.id, id)));
  return row;
}

/** Removes shown messages; answers the ids that were shown until now. */
export async function removeMessages(
  db: Database,
  room: RoomRef,
  ids: readonly number[],
  by: number,
  at: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(chatMessages)
    .set({ removedAt: at, removedBy: by })
    .where(and(inRoom(room), shown, inArray(chatMessages.id, [...ids])))
    .returning({ id: chatMessages.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A user's shown messages in a room since a time (a ban or timeout removes them). */
export async function shownMessageIdsOf(db: Database, room: RoomRef, userId: number, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(inRoom(room), shown, eq(chatMessages.userId, userId), gte(chatMessages.createdAt, since)))
    .limit(1000);
  return rows.map((row) => row.id);
}

/** The browsers a user wrote from lately, the most recent first (in any room). */
export async function recentClientIdsOf(db: Database, userId: number, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ clientId: chatMessages.clientId, last: max(chatMessages.id) })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gte(chatMessages.createdAt, since)))
    .groupBy(chatMessages.clientId)
    .orderBy(desc(max(chatMessages.id)))
    .limit(limit);
  return rows.map((row) => row.clientId);
}

/** Every browser a user ever wrote from (in one room, or anywhere), most recent first. */
export async function clientIdsOf(db: Database, userId: number, room: RoomRef | null, limit = 20): Promise<string[]> {
  const rows = await db
    .select({ clientId: chatMessages.clientId })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), room === null ? undefined : inRoom(room)))
    .groupBy(chatMessages.clientId)
    .orderBy(desc(max(chatMessages.id)))
    .limit(limit);
  return rows.map((row) => row.clientId);
}

/** Other accounts that wrote from these browsers (in one room, or anywhere), with how much and when last. */
export async function accountsOfClients(
  db: Database,
  clientIds: readonly string[],
  room: RoomRef | null,
  exceptUserId: number,
) {
  if (clientIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      createdAt: users.createdAt,
      messages: count(chatMessages.id),
      lastAt: max(chatMessages.createdAt),
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(
      and(
        inArray(chatMessages.clientId, [...clientIds]),
        ne(chatMessages.userId, exceptUserId),
        room === null ? undefined : inRoom(room),
      ),
    )
    .groupBy(users.id)
    .orderBy(desc(max(chatMessages.createdAt)))
    .limit(100);
}

/** How many of the user's messages, sent before `before`, are still shown (counted up to `atMost`): trust earned by chatting (issue 36). */
export async function keptMessageCount(db: Database, userId: number, before: Date, atMost: number): Promise<number> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), isNull(chatMessages.removedAt), lt(chatMessages.createdAt, before)))
    .limit(atMost);
  return rows.length;
}
