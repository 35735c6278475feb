import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hostApplications, users } from '../../db/schema.ts';

export type ApplicationRow = typeof hostApplications.$inferSelect;

export async function findApplication(db: Database, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(hostApplications).where(eq(hostApplications.userId, userId));
  return row;
}

/** A new pending application, or the pending one edited; undefined when the user's application is in another state. */
export async function savePending(
  db: Database,
  userId: number,
  input: { streamName: string; intro: string; sports: string[] },
  at: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .insert(hostApplications)
    .values({ userId, ...input, status: 'pending', createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: hostApplications.userId,
      set: { ...input, updatedAt: at },
      setWhere: eq(hostApplications.status, 'pending'),
    })
    .returning();
  return row;
}

/** Moves an application from one of `from` to `to`; undefined when it was not in one of them (someone decided first). */
export async function moveApplication(
  db: Database,
  userId: number,
  change: { from: readonly string[]; to: string; reason: string | null; decidedBy: number; at: Date },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(hostApplications)
    .set({
      status: change.to,
      reason: change.reason,
      decidedBy: change.decidedBy,
      decidedAt: change.at,
      updatedAt: change.at,
    })
    .where(and(eq(hostApplications.userId, userId), inArray(hostApplications.status, [...change.from])))
    .returning();
  return row;
}

export async function listApplications(
  db: Database,
  filter: { status?: string | undefined; offset: number; limit: number },
) {
  const where = filter.status === undefined ? undefined : eq(hostApplications.status, filter.status);
  // Pending ones wait in line: oldest first. Otherwise the latest activity first.
  const order =
    filter.status === 'pending'
      ? [asc(hostApplications.id)]
      : [desc(hostApplications.updatedAt), desc(hostApplications.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        application: hostApplications,
        applicant: { id: users.id, username: users.username, nickname: users.nickname, email: users.email },
      })
      .from(hostApplications)
      .innerJoin(users, eq(users.id, hostApplications.userId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(hostApplications).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
