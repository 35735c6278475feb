import { createHash, randomBytes } from 'node:crypto';
import { Code } from '@placar/contract/codes';
import type { Tokens, User } from '@placar/contract/account-entities';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Session } from '../../http/auth.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';
import {
  findLiveSession,
  findRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from './session.repository.ts';
import type { RevokeReason } from './session.repository.ts';

export interface SessionOptions {
  db: Database;
  key: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  clock: Clock;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions: short-lived JWT access tokens naming a session row, and refresh tokens that rotate
 * inside it. Every authenticated call checks the row; a few seconds of cache spare the database,
 * and this process forgets a session at once when it revokes it.
 */
export function createSessionService(options: SessionOptions) {
  const { db, key, clock } = options;
  const cache = new Map<string, { session: Session; until: number }>();

  function forget(match: (session: Session) => boolean): void {
    for (const [id, entry] of cache) if (match(entry.session)) cache.delete(id);
  }

  async function revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await revokeSession(db, sessionId, reason);
    cache.delete(sessionId);
  }

  async function tokensFor(userId: number, role: User['role'], sessionId: string, refreshToken: string): Promise<Tokens> {
    const ttl = options.accessTokenTtl;
    const now = clock.now();
    const accessToken = await signAccessToken(key, { userId, sessionId, role }, ttl, now);
    // Refresh at 80% of the lifetime, so a call rarely meets an expired token.
    return { accessToken, refreshToken, expiresIn: ttl, refreshAfter: now + Math.floor(ttl * 800) };
  }

  return {
    async start(user: { id: number; role: string }, client: ClientInfo): Promise<{ sessionId: string; tokens: Tokens }> {
      const sessionId = randomBytes(16).toString('base64url');
      const refreshToken = newRefreshToken();
      const expiresAt = new Date(clock.now() + options.refreshTokenTtl * 1000);
      await insertSession(db, { id: sessionId, userId: user.id, expiresAt, ...client }, hashToken(refreshToken));
      return { sessionId, tokens: await tokensFor(user.id, user.role as User['role'], sessionId, refreshToken) };
    },

    /** A new pair for a refresh token; a token already rotated is reuse and ends its whole session. */
    async refresh(refreshToken: string): Promise<Tokens> {
      const row = await findRefreshToken(db, hashToken(refreshToken));
      if (row === undefined || row.revokedAt !== null || row.expiresAt.getTime() <= clock.now()) throw new ApiError(Code.mustLogInAgain);
      const next = newRefreshToken();
      const rotated =
        row.usedAt === null &&
        (await rotateRefreshToken(db, row.id, row.sessionId, hashToken(next), new Date(clock.now() + options.refreshTokenTtl * 1000)));
      if (!rotated) {
        await revoke(row.sessionId, 'reuse');
        throw new ApiError(Code.mustLogInAgain);
      }
      return tokensFor(row.userId, row.role as User['role'], row.sessionId, next);
    },

    /** The session an access token stands for: 4010002 when expired, 4010001 when invalid, revoked or ended. */
    async verify(accessToken: string): Promise<Session> {
      const now = clock.now();
      const claims = await verifyAccessToken(key, accessToken, now);
      const cached = cache.get(claims.sessionId);
      if (cached !== undefined && cached.until > now && cached.session.userId === claims.userId) return cached.session;
      const row = await findLiveSession(db, claims.sessionId, new Date(now));
      if (row === undefined || row.userId !== claims.userId) throw new ApiError(Code.mustLogInAgain);
      const session: Session = { userId: row.userId, role: row.role as User['role'], sessionId: claims.sessionId };
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(claims.sessionId, { session, until: Math.min(now + CACHE_MS, row.expiresAt.getTime()) });
      return session;
    },

    revoke,

    /** Forgets this process's cached sessions of a user, so a new role applies to the next call. */
    forgetUser(userId: number): void {
      forget((session) => session.userId === userId);
    },

    async revokeAllOf(userId: number, reason: RevokeReason, exceptSessionId?: string): Promise<void> {
      await revokeUserSessions(db, userId, reason, exceptSessionId);
      forget((session) => session.userId === userId && session.sessionId !== exceptSessionId);
    },
  };
}
