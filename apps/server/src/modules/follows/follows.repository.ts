import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { followEvents, follows, users } from '../../db/schema.ts';

/** Follows a host; false when the user already did. The event log gets the follow. */
export async function insertFollow(db: Database, userId: number, hostId: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(follows)
      .values({ userId, hostId, createdAt: at })
      .onConflictDoNothing()
      .returning({ userId: follows.userId });
    if (rows.length === 0) return false;
    await tx.insert(followEvents).values({ hostId, userId, kind: 'follow', at });
    return true;
  });
}

export async function deleteFollow(db: Database, userId: number, hostId: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(follows)
      .where(and(eq(follows.userId, userId), eq(follows.hostId, hostId)))
      .returning({ userId: follows.userId });
    if (rows.length === 0) return false;
    await tx.insert(followEvents).values({ hostId, userId, kind: 'unfollow', at });
    return true;
  });
}

export async function isFollowing(db: Database, userId: number, hostId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.hostId, hostId)));
  return rows.length > 0;
}

export async function followerCount(db: Database, hostId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(follows).where(eq(follows.hostId, hostId));
  return row?.total ?? 0;
}

export async function followedHosts(db: Database, userId: number) {
  return db
    .select({ hostId: follows.hostId, createdAt: follows.createdAt })
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(desc(follows.createdAt));
}

/** Followers who want a message when the host goes live, with the language to write it in. */
export async function followersToNotify(db: Database, hostId: number) {
  return db
    .select({ userId: follows.userId, language: users.language })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .where(and(eq(follows.hostId, hostId), eq(users.notifyHostLive, true)));
}

export async function followEventsSince(db: Database, hostId: number, since: Date) {
  return db
    .select({ kind: followEvents.kind, at: followEvents.at })
    .from(followEvents)
    .where(and(eq(followEvents.hostId, hostId), gte(followEvents.at, since)));
}

export async function followStart(db: Database, userId: number, hostId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: follows.createdAt })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.hostId, hostId)));
  return row?.createdAt ?? null;
}
