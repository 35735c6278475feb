import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { chatModerationLog, chatSanctions, users } from '../../db/schema.ts';
import type { RoomRef } from './chat-room.ts';

export type SanctionRow = typeof chatSanctions.$inferSelect;
type NewSanction = Omit<typeof chatSanctions.$inferInsert, 'id'>;

const inRoom = (room: RoomRef) => and(eq(chatSanctions.roomKind, room.kind), eq(chatSanctions.roomId, room.id));
const activeAt = (at: Date) =>
  and(isNull(chatSanctions.liftedAt), or(isNull(chatSanctions.expiresAt), gt(chatSanctions.expiresAt, at)));

/** Records a sanction (the user's earlier ones in the room were lifted first). */
export async function insertSanction(db: Database, sanction: NewSanction): Promise<SanctionRow> {
  const [row] = await db.insert(chatSanctions).values(sanction).returning();
  if (row === undefined) throw new Error('insert returned nothing');
  return row;
}

/** Lifts a user's sanctions in force in a room; answers those it lifted. */
export async function liftSanctions(
  db: Database,
  room: RoomRef,
  userId: number,
  by: number,
  at: Date,
): Promise<SanctionRow[]> {
  return db
    .update(chatSanctions)
    .set({ liftedAt: at, liftedBy: by })
    .where(and(inRoom(room), eq(chatSanctions.userId, userId), activeAt(at)))
    .returning();
}

const byUser = alias(users, 'sanction_by');

/** Sanctions in force in a room, newest first, with their user and who gave them. */
export async function activeSanctions(db: Database, room: RoomRef, at: Date) {
  return db
    .select({
      sanction: chatSanctions,
      user: { id: users.id, nickname: users.nickname, avatar: users.avatar },
      by: { id: byUser.id, nickname: byUser.nickname },
    })
    .from(chatSanctions)
    .innerJoin(users, eq(users.id, chatSanctions.userId))
    .leftJoin(byUser, eq(byUser.id, chatSanctions.createdBy))
    .where(and(inRoom(room), activeAt(at)))
    .orderBy(desc(chatSanctions.id))
    .limit(500);
}

/** Every sanction in force anywhere: loaded into the holds at start. */
export async function allActiveSanctions(db: Database, at: Date): Promise<SanctionRow[]> {
  return db.select().from(chatSanctions).where(activeAt(at));
}

// ---- the moderation log ----------------------------------------------------------------------

interface LogEntry {
  room: RoomRef;
  actorId: number | null;
  targetId: number | null;
  action: string;
  detail: Record<string, unknown>;
  at: Date;
}

export async function insertLogEntry(db: Database, entry: LogEntry): Promise<void> {
  await db.insert(chatModerationLog).values({
    roomKind: entry.room.kind,
    roomId: entry.room.id,
    actorId: entry.actorId,
    targetId: entry.targetId,
    action: entry.action,
    detail: entry.detail,
    at: entry.at,
  });
}

const actor = alias(users, 'log_actor');
const target = alias(users, 'log_target');

/** A room's log, newest first (one more than `limit`). */
export async function logEntries(db: Database, room: RoomRef, before: number | undefined, limit: number) {
  return db
    .select({
      entry: chatModerationLog,
      actor: { id: actor.id, nickname: actor.nickname },
      target: { id: target.id, nickname: target.nickname },
    })
    .from(chatModerationLog)
    .leftJoin(actor, eq(actor.id, chatModerationLog.actorId))
    .leftJoin(target, eq(target.id, chatModerationLog.targetId))
    .where(
      and(
        eq(chatModerationLog.roomKind, room.kind),
        eq(chatModerationLog.roomId, room.id),
        before === undefined ? undefined : lt(chatModerationLog.id, before),
      ),
    )
    .orderBy(desc(chatModerationLog.id))
    .limit(limit + 1);
}
