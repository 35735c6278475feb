import { randomBytes } from 'node:crypto';
import type { Tokens, User } from '@placar/contract/account-entities';
import type { Clock } from '../src/clock.ts';
import type { Database } from '../src/db/client.ts';
import { loadConfig } from '../src/config.ts';
import { createSessionService } from '../src/modules/auth/session.service.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { createUserAccount } from '../src/modules/account/user-creation.ts';
import type { UserRow } from '../src/modules/account/user.repository.ts';
import { TEST_AUTH_SECRET, testClock } from './build-test-app.ts';

export interface UserWithSession {
  user: UserRow;
  accessToken: string;
  /** The refresh token, as the refresh cookie carries it. */
  refreshToken: string;
  sessionId: string;
  tokens: Tokens;
}

/**
 * A user and a logged-in session made by the real services, with tokens a test app accepts
 * (it signs with TEST_AUTH_SECRET; pass the app's clock when it is not at TEST_NOW). Send `authorization: accessToken` (bare, as the web does).
 */
export async function createUserWithSession(
  db: Database,
  options: { role?: User['role']; email?: string; username?: string; password?: string | null; clock?: Clock } = {},
): Promise<UserWithSession> {
  const suffix = randomBytes(4).toString('hex');
  const user = await createUserAccount(db, {
    email: options.email ?? `user${suffix}@example.com`,
    username: options.username ?? `user${suffix}`,
    // null: an account without a password (no scrypt hash: tests that need many accounts).
    ...(options.password === null ? {} : { passwordHash: await hashPassword(options.password ?? 'secret123!') }),
    role: options.role ?? 'viewer',
    createdAt: new Date((options.clock ?? testClock()).now()),
  });
  const config = loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET });
  const sessions = createSessionService({
    db,
    key: new TextEncoder().encode(TEST_AUTH_SECRET),
    accessTokenTtl: config.auth.accessTokenTtl,
    refreshTokenTtl: config.auth.refreshTokenTtl,
    maxLifetime: config.auth.sessionMaxLifetime,
    clock: options.clock ?? testClock(),
  });
  const { sessionId, tokens, refresh } = await sessions.start(user, { ip: '127.0.0.1', userAgent: 'test' });
  return { user, accessToken: tokens.accessToken, refreshToken: refresh.token, sessionId, tokens };
}

/** The refresh token a response set in its cookie (`Set-Cookie: refreshToken=...`), or undefined. */
export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  return cookie === undefined || cookie.value === '' ? undefined : cookie.value;
}

/** The header a browser sends the refresh call with. */
export const refreshCookie = (token: string) => ({ cookie: `refreshToken=${token}` });
