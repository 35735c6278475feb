import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';

export type RevokeReason =
  'logout' | 'password_change' | 'password_reset' | 'reuse' | 'admin' | 'signed_out' | 'mail_undo';

export async function insertSession(
  db: Database,
  session: {
    id: string;
    userId: number;
    createdAt: Date;
    expiresAt: Date;
    endsAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
  tokenHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({ ...session, lastUsedAt: session.createdAt });
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash, createdAt: session.createdAt });
  });
}

const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.endsAt, now));

/** A live session (not revoked, not expired, not past its end) with its user's current role. */
export async function findLiveSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<{ userId: number; role: string; expiresAt: Date; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, role: users.role, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), live(now)));
  return row;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      endsAt: sessions.endsAt,
      role: users.role,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a refresh token used and stores its successor, sliding the session's expiry and noting
 * where it was used. False when another request used the token first: that is reuse.
 */
export async function rotateRefreshToken(
  db: Database,
  rotation: {
    tokenId: number;
    sessionId: string;
    nextHash: string;
    now: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(refreshTokens)
      .set({ usedAt: rotation.now })
      .where(and(eq(refreshTokens.id, rotation.tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (used.length === 0) return false;
    await tx
      .insert(refreshTokens)
      .values({ sessionId: rotation.sessionId, tokenHash: rotation.nextHash, createdAt: rotation.now });
    await tx
      .update(sessions)
      .set({ expiresAt: rotation.expiresAt, lastUsedAt: rotation.now, ip: rotation.ip, userAgent: rotation.userAgent })
      .where(eq(sessions.id, rotation.sessionId));
    return true;
  });
}

/** Whether the user ever opened a session from this address (the login throttle trusts it: decision 0106). */
export async function hasSignedInFrom(db: Database, userId: number, ip: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return rows.length > 0;
}

/** The newest refresh token of a session (the successor of any token it rotated) and the one before it, its immediate predecessor. */
export async function latestRefreshTokens(db: Database, sessionId: string) {
  const [latest, previous] = await db
    .select({ id: refreshTokens.id, usedAt: refreshTokens.usedAt, createdAt: refreshTokens.createdAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, sessionId))
    .orderBy(desc(refreshTokens.id))
    .limit(2);
  return { latest, previous };
}

export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes one session only if it belongs to the user; false when it does not (or is already over). */
export async function revokeOwnSession(
  db: Database,
  userId: number,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every open session of a user (but one); the number of live sessions it ended. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  reason: RevokeReason,
  now: Date,
  exceptSessionId?: string,
): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions))
    .returning({ expiresAt: sessions.expiresAt, endsAt: sessions.endsAt });
  return ended.filter((row) => row.expiresAt > now && row.endsAt > now).length;
}

/** A user's live sessions, most recently used first. */
export async function listLiveSessions(db: Database, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(100);
}
