import { Code } from '@placar/contract/codes';
import { CHAT_COLORS } from '@placar/contract/chat-colors';
import type { User } from '@placar/contract/account-entities';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { accountMessages } from './account-messages.ts';
import { nicknameSkeleton } from './nickname-look-alikes.ts';
import { findUserByEmail, insertUser, isUniqueViolation } from './user.repository.ts';
import type { UserRow } from './user.repository.ts';

interface NewAccount {
  email: string;
  username: string;
  /** Hashed by the caller (modules/auth/password-hash.ts): the account drawer never sees a password. */
  passwordHash?: string;
  nickname?: string;
  role?: User['role'];
  language?: User['language'];
  googleSubject?: string;
  /** When the account was made, on the app's clock (chat's established-users-only mode reads it); the database's time when absent. */
  createdAt?: Date;
}

/** Inserts a user (the e-mail lower-cased); 4090001 when the e-mail or username is taken. */
export async function createUserAccount(db: Database, account: NewAccount): Promise<UserRow> {
  try {
    return await insertUser(db, {
      email: account.email.toLowerCase(),
      username: account.username,
      usernameKey: account.username.toLowerCase(),
      passwordHash: account.passwordHash ?? null,
      passwordChangedAt: account.passwordHash === undefined ? null : new Date(),
      nickname: account.nickname ?? account.username,
      nicknameSkeleton: nicknameSkeleton(account.nickname ?? account.username),
      chatColor: CHAT_COLORS[0],
      language: account.language ?? 'en',
      role: account.role ?? 'viewer',
      googleSubject: account.googleSubject ?? null,
      ...(account.createdAt === undefined ? {} : { createdAt: account.createdAt }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(Code.conflict, accountMessages.accountTaken);
    throw error;
  }
}

/** The account with this e-mail, made without a password when missing (nobody can sign in as it): the demo host. */
export async function findOrCreateUser(
  db: Database,
  account: { email: string; username: string; nickname: string },
): Promise<UserRow> {
  const existing = await findUserByEmail(db, account.email.toLowerCase());
  if (existing !== undefined) return existing;
  return createUserAccount(db, account);
}
