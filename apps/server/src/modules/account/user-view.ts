import { CHAT_COLORS } from '@placar/contract/chat-colors';
import type { User } from '@placar/contract/account-entities';
import type { UserRow } from './user.repository.ts';

/** The user as the client sees it: never the password hash or the Google subject. */
export function toUserView(row: UserRow): User {
  const chatColor = CHAT_COLORS.find((color) => color === row.chatColor) ?? CHAT_COLORS[0];
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    chatColor,
    language: row.language === 'br' ? 'br' : 'en',
    role: row.role === 'admin' || row.role === 'anchor' ? row.role : 'viewer',
    notifyMatchStart: row.notifyMatchStart,
    notifyHostLive: row.notifyHostLive,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
