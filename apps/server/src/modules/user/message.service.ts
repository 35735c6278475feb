import type { Database } from '../../db/client.ts';
import { listNotifications } from './notification.repository.ts';

/** The caller's notifications, newest first, with how many are unread. */
export async function myMessages(db: Database, userId: number, page: { page: number; limit: number }) {
  const result = await listNotifications(db, userId, { offset: (page.page - 1) * page.limit, limit: page.limit });
  return {
    list: result.list.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: result.total,
    unread: result.unread,
  };
}
