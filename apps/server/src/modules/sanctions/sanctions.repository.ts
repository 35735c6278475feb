import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSanctions, users } from '../../db/schema.ts';

type SanctionRow = typeof userSanctions.$inferSelect;

/** A sanction in force at `now`: started, not lifted, not ended. */
export function activeAt(now: Date) {
  return and(
    isNull(userSanctions.liftedAt),
    lte(userSanctions.startsAt, now),
    or(isNull(userSanctions.endsAt), gt(userSanctions.endsAt, now)),
  );
}

export async function insertSanction(db: Database, row: typeof userSanctions.$inferInsert): Promise<SanctionRow> {
  const [inserted] = await db.insert(userSanctions).values(row).returning();
  if (inserted === undefined) throw new Error('sanction not stored');
  return inserted;
}

export async function activeSanctions(db: Database, userIds: readonly number[], now: Date): Promise<SanctionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(userSanctions)
    .where(and(inArray(userSanctions.userId, [...userIds]), eq(userSanctions.kind, 'suspend'), activeAt(now)))
    .orderBy(desc(userSanctions.id));
}

/** Lifts every sanction of the user in force; answers how many. */
export async function liftActive(db: Database, userId: number, by: number, now: Date): Promise<number> {
  const lifted = await db
    .update(userSanctions)
    .set({ liftedAt: now, liftedBy: by })
    .where(and(eq(userSanctions.userId, userId), activeAt(now)))
    .returning({ id: userSanctions.id });
  return lifted.length;
}

export async function sanctionsOf(db: Database, userId: number) {
  return db
    .select({ sanction: userSanctions, by: { id: users.id, username: users.username } })
    .from(userSanctions)
    .leftJoin(users, eq(users.id, userSanctions.createdBy))
    .where(eq(userSanctions.userId, userId))
    .orderBy(desc(userSanctions.id))
    .limit(50);
}
