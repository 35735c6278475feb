import type { Database } from '../../db/client.ts';
import type { Language } from '@placar/contract/languages';
import {
  insertNotifications,
  listNotifications,
  markNotificationsRead,
  unreadCount,
} from './notification.repository.ts';

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

/** A message for one user, written in each interface language: the user's own is stored. */
export interface OutgoingMessage {
  userId: number;
  language: Language;
  kind: string;
  title: Record<Language, string>;
  body: Record<Language, string>;
  link?: string | null;
  at: Date;
}

/** Puts messages in users' /user/message lists (a host application decided, a followed host live). */
export async function sendMessages(db: Database, messages: readonly OutgoingMessage[]): Promise<void> {
  await insertNotifications(
    db,
    messages.map((message) => ({
      userId: message.userId,
      kind: message.kind,
      title: message.title[message.language],
      body: message.body[message.language],
      link: message.link ?? null,
      createdAt: message.at,
    })),
  );
}

/** /user/messageReadAll: the caller's notifications read (all, or the ids given), and what is left unread. */
export async function markRead(db: Database, userId: number, at: Date, ids?: readonly number[]) {
  const read = await markNotificationsRead(db, userId, at, ids);
  return { read, unread: await unreadCount(db, userId) };
}
