import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatBlockedTerms, chatModerators, chatRooms, users } from '../../db/schema.ts';
import type { RoomRef } from './chat-room.ts';

export type RoomSettingsRow = typeof chatRooms.$inferSelect;
export type ModeChanges = Partial<
  Pick<
    RoomSettingsRow,
    'slowSeconds' | 'followersOnly' | 'establishedOnly' | 'emoteOnly' | 'linksAllowed' | 'trustedWhenBusy'
  >
>;

const roomIs = (room: RoomRef) => and(eq(chatRooms.roomKind, room.kind), eq(chatRooms.roomId, room.id));

export async function findRoomSettings(db: Database, room: RoomRef): Promise<RoomSettingsRow | undefined> {
  const [row] = await db.select().from(chatRooms).where(roomIs(room));
  return row;
}

/** Changes a room's modes (the row is made on its first change). */
export async function saveModes(db: Database, room: RoomRef, changes: ModeChanges, at: Date): Promise<RoomSettingsRow> {
  const [row] = await db
    .insert(chatRooms)
    .values({ roomKind: room.kind, roomId: room.id, ...changes, updatedAt: at })
    .onConflictDoUpdate({ target: [chatRooms.roomKind, chatRooms.roomId], set: { ...changes, updatedAt: at } })
    .returning();
  if (row === undefined) throw new Error('upsert returned nothing');
  return row;
}

/** Records full time of a match room once (later updates keep the first time); true when this call recorded it. */
export async function markMatchFinished(db: Database, matchId: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(chatRooms)
    .values({ roomKind: 'match', roomId: matchId, matchFinishedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [chatRooms.roomKind, chatRooms.roomId],
      set: { matchFinishedAt: at, updatedAt: at },
      setWhere: isNull(chatRooms.matchFinishedAt),
    })
    .returning({ roomId: chatRooms.roomId });
  return rows.length > 0;
}

// ---- moderators of live rooms ----------------------------------------------------------------

export async function isModerator(db: Database, roomId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: chatModerators.userId })
    .from(chatModerators)
    .where(and(eq(chatModerators.roomId, roomId), eq(chatModerators.userId, userId)));
  return rows.length > 0;
}

export async function listModerators(db: Database, roomId: number) {
  return db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, appointedAt: chatModerators.createdAt })
    .from(chatModerators)
    .innerJoin(users, eq(users.id, chatModerators.userId))
    .where(eq(chatModerators.roomId, roomId))
    .orderBy(asc(chatModerators.createdAt), asc(users.id));
}

export async function countModerators(db: Database, roomId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(chatModerators).where(eq(chatModerators.roomId, roomId));
  return row?.total ?? 0;
}

/** Appoints a moderator; false when they already were one. */
export async function addModerator(
  db: Database,
  roomId: number,
  userId: number,
  by: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(chatModerators)
    .values({ roomId, userId, appointedBy: by, createdAt: at })
    .onConflictDoNothing()
    .returning({ userId: chatModerators.userId });
  return rows.length > 0;
}

export async function removeModerator(db: Database, roomId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(chatModerators)
    .where(and(eq(chatModerators.roomId, roomId), eq(chatModerators.userId, userId)))
    .returning({ userId: chatModerators.userId });
  return rows.length > 0;
}

// ---- blocked terms ---------------------------------------------------------------------------

/** A term list: the global one (admins), or a room's own. */
export type TermScope = { scope: 'global' } | { scope: RoomRef['kind']; roomId: number };
const scopeOf = (list: TermScope) =>
  list.scope === 'global' ? { scope: 'global', roomId: 0 } : { scope: list.scope, roomId: list.roomId };
const listIs = (list: TermScope) => {
  const { scope, roomId } = scopeOf(list);
  return and(eq(chatBlockedTerms.scope, scope), eq(chatBlockedTerms.roomId, roomId));
};

export async function termsOf(db: Database, list: TermScope): Promise<string[]> {
  const rows = await db
    .select({ term: chatBlockedTerms.term })
    .from(chatBlockedTerms)
    .where(listIs(list))
    .orderBy(asc(chatBlockedTerms.term));
  return rows.map((row) => row.term);
}

/** The terms a message in a room is checked against: the global list and the room's. */
export async function termsForRoom(db: Database, room: RoomRef): Promise<string[]> {
  const rows = await db
    .select({ term: chatBlockedTerms.term })
    .from(chatBlockedTerms)
    .where(or(listIs({ scope: 'global' }), listIs({ scope: room.kind, roomId: room.id })))
    .orderBy(asc(chatBlockedTerms.term));
  return [...new Set(rows.map((row) => row.term))];
}

export async function countTerms(db: Database, list: TermScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(chatBlockedTerms).where(listIs(list));
  return row?.total ?? 0;
}

/** Adds and removes terms of one list; answers the terms that were really added and removed. */
export async function changeTerms(
  db: Database,
  list: TermScope,
  add: readonly string[],
  remove: readonly string[],
  by: number,
  at: Date,
) {
  const { scope, roomId } = scopeOf(list);
  return db.transaction(async (tx) => {
    const removed =
      remove.length === 0
        ? []
        : await tx
            .delete(chatBlockedTerms)
            .where(and(listIs(list), inArray(chatBlockedTerms.term, [...remove])))
            .returning({ term: chatBlockedTerms.term });
    const added =
      add.length === 0
        ? []
        : await tx
            .insert(chatBlockedTerms)
            .values(add.map((term) => ({ scope, roomId, term, createdBy: by, createdAt: at })))
            .onConflictDoNothing()
            .returning({ term: chatBlockedTerms.term });
    return { added: added.map((row) => row.term), removed: removed.map((row) => row.term) };
  });
}
