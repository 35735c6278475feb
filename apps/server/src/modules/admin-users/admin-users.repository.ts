import { and, count, desc, eq, exists, ilike, notExists, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hostApplications, sessions, userSanctions, users } from '../../db/schema.ts';
import { activeAt } from '../sanctions/sanctions.repository.ts';

/** `%` and `_` typed by an admin are looked for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function searchUsers(
  db: Database,
  filter: {
    query: string;
    role?: string | undefined;
    suspended?: boolean | undefined;
    now: Date;
    offset: number;
    limit: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.query !== '') {
    const condition = or(ilike(users.email, likeText(filter.query)), ilike(users.username, likeText(filter.query)));
    if (condition !== undefined) conditions.push(condition);
  }
  if (filter.role !== undefined) conditions.push(eq(users.role, filter.role));
  if (filter.suspended !== undefined) {
    const active = db
      .select({ id: userSanctions.id })
      .from(userSanctions)
      .where(and(eq(userSanctions.userId, users.id), activeAt(filter.now)));
    conditions.push(filter.suspended ? exists(active) : notExists(active));
  }
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, hostStatus: hostApplications.status })
      .from(users)
      .leftJoin(hostApplications, eq(hostApplications.userId, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function userWithHostStatus(db: Database, userId: number) {
  const [row] = await db
    .select({ user: users, hostStatus: hostApplications.status })
    .from(users)
    .leftJoin(hostApplications, eq(hostApplications.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The user's latest sessions, live or not. */
export async function sessionsOf(db: Database, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)).limit(20);
}
