import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailChanges } from '../../db/schema.ts';

type MailChangeRow = typeof mailChanges.$inferSelect;

export async function insertMailChange(db: Database, change: typeof mailChanges.$inferInsert): Promise<void> {
  await db.insert(mailChanges).values(change);
}

/**
 * Uses an undo token still open at `now`. Every open change of that account is closed with it,
 * and the earliest one is returned: whichever notice is used, the address from before the first
 * change comes back, so a later change's token (mailed to whoever made it) can never undo the
 * owner's. Undefined when the token is wrong, used or expired.
 */
export async function undoMailChanges(db: Database, tokenHash: string, now: Date): Promise<MailChangeRow | undefined> {
  return db.transaction(async (tx) => {
    const open = (userId: number) =>
      and(eq(mailChanges.userId, userId), isNull(mailChanges.undoneAt), gt(mailChanges.expiresAt, now));
    const [used] = await tx
      .select({ userId: mailChanges.userId })
      .from(mailChanges)
      .where(and(eq(mailChanges.tokenHash, tokenHash), isNull(mailChanges.undoneAt), gt(mailChanges.expiresAt, now)))
      .for('update');
    if (used === undefined) return undefined;
    const [earliest] = await tx
      .select()
      .from(mailChanges)
      .where(open(used.userId))
      .orderBy(asc(mailChanges.createdAt), asc(mailChanges.id))
      .limit(1);
    await tx.update(mailChanges).set({ undoneAt: now }).where(open(used.userId));
    return earliest;
  });
}
