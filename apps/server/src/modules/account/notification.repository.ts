import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export async function listNotifications(db: Database, userId: number, page: { offset: number; limit: number }) {
  const [list, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { list, total: totals?.total ?? 0, unread: unread?.unread ?? 0 };
}

type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values([...rows]);
}

/** Marks the user's unread notifications read (all, or those ids); answers how many changed. */
export async function markNotificationsRead(
  db: Database,
  userId: number,
  at: Date,
  ids?: readonly number[],
): Promise<number> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids !== undefined) conditions.push(inArray(notifications.id, ids.length === 0 ? [0] : [...ids]));
  const updated = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
