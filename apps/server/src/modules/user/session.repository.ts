import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';

export type RevokeReason = 'logout' | 'password_change' | 'password_reset' | 'reuse' | 'admin';

export async function insertSession(
  db: Database,
  session: { id: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
  tokenHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values(session);
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash });
  });
}

/** A live session (not revoked, not expired) with its user's current role. */
export async function findLiveSession(db: Database, sessionId: string, now: Date): Promise<{ userId: number; role: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
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
      role: users.role,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a refresh token used and stores its successor, sliding the session's expiry. False when
 * another request used the token first: that is reuse.
 */
export async function rotateRefreshToken(db: Database, tokenId: number, sessionId: string, nextHash: string, expiresAt: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (used.length === 0) return false;
    await tx.insert(refreshTokens).values({ sessionId, tokenHash: nextHash });
    await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    return true;
  });
}

export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: number, reason: RevokeReason, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(and(...conditions));
}
