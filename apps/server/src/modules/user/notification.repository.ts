import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export async function listNotifications(db: Database, userId: number, page: { offset: number; limit: number }) {
  const [list, [totals], [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db.select({ unread: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { list, total: totals?.total ?? 0, unread: unread?.unread ?? 0 };
}

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values([...rows]);
}
