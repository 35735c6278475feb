import { createHash, randomBytes } from 'node:crypto';
import { Code } from '@placar/contract/codes';
import type { Tokens, User } from '@placar/contract/account-entities';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Session } from '../../http/auth.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';
import {
  findLiveSession,
  findRefreshToken,
  insertSession,
  latestRefreshTokens,
  listLiveSessions,
  revokeOwnSession,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from './session.repository.ts';
import type { RevokeReason } from './session.repository.ts';

interface SessionOptions {
  db: Database;
  key: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds a session lives at most, however often it refreshes. */
  maxLifetime: number;
  clock: Clock;
  /** Other instances learn of revocations here at once (their caches would serve for up to 5 s). */
  shared?: SharedState;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The refresh token goes to the client only in an HttpOnly cookie (refresh-cookie.ts), never in a body. */
export interface RefreshGrant {
  token: string;
  expiresAt: number;
}

interface IssuedSession {
  sessionId: string;
  tokens: Tokens;
  refresh: RefreshGrant;
}

const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
/**
 * A refresh whose answer never reached the browser (the tab reloaded or closed mid-call) leaves
 * it with the token just rotated. Presented again within this time, while its successor is still
 * unused, it is answered from that successor instead of ending the session as reuse.
 */
export const REUSE_GRACE_MS = 15_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions: short-lived JWT access tokens naming a session row, and refresh tokens that rotate
 * inside it. A refresh slides the session's expiry, never past its end (SESSION_MAX_LIFETIME).
 * Every authenticated call checks the row; a few seconds of cache spare the database, and this
 * process forgets a session at once when it revokes it. The cache sits behind this service,
 * so another store (Redis) can replace it.
 */
export function createSessionService(options: SessionOptions) {
  const { db, key, clock } = options;
  const cache = new Map<string, { session: Session; until: number; cachedAt: number }>();
  const shared = options.shared?.spansInstances === true ? options.shared : undefined;

  /** Marks, for every instance, that caches older than now must not answer for the session or the user. */
  async function tellOthers(key: string): Promise<void> {
    const now = clock.now();
    await shared?.store.set(key, String(now), now + CACHE_MS, now);
  }

  async function forget(match: (session: Session) => boolean, userId: number): Promise<void> {
    for (const [id, entry] of cache) if (match(entry.session)) cache.delete(id);
    await tellOthers(`session-user:${userId}`);
  }

  /** A cached session still stands unless another instance revoked it, or changed its user, since it was cached. */
  async function stillCached(
    sessionId: string,
    entry: { session: Session; cachedAt: number },
    now: number,
  ): Promise<boolean> {
    if (shared === undefined) return true;
    const [revoked, changed] = await Promise.all([
      shared.store.get(`session-revoked:${sessionId}`, now),
      shared.store.get(`session-user:${entry.session.userId}`, now),
    ]);
    return revoked === undefined && (changed === undefined || Number(changed.value) < entry.cachedAt);
  }

  async function revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await revokeSession(db, sessionId, reason, new Date(clock.now()));
    cache.delete(sessionId);
    await tellOthers(`session-revoked:${sessionId}`);
  }

  async function accessFor(userId: number, role: User['role'], sessionId: string): Promise<Tokens> {
    const ttl = options.accessTokenTtl;
    const now = clock.now();
    const accessToken = await signAccessToken(key, { userId, sessionId, role }, ttl, now);
    // Refresh at 80% of the lifetime, so a call rarely meets an expired token.
    return { accessToken, expiresIn: ttl, refreshAfter: now + Math.floor(ttl * 800) };
  }

  return {
    async start(user: { id: number; role: string }, client: ClientInfo): Promise<IssuedSession> {
      const sessionId = randomBytes(16).toString('base64url');
      const token = newRefreshToken();
      const now = clock.now();
      const endsAt = now + options.maxLifetime * 1000;
      const expiresAt = Math.min(now + options.refreshTokenTtl * 1000, endsAt);
      await insertSession(
        db,
        {
          id: sessionId,
          userId: user.id,
          createdAt: new Date(now),
          expiresAt: new Date(expiresAt),
          endsAt: new Date(endsAt),
          ...client,
        },
        hashToken(token),
      );
      return {
        sessionId,
        tokens: await accessFor(user.id, user.role as User['role'], sessionId),
        refresh: { token, expiresAt },
      };
    },

    /**
     * A new pair for a refresh token. A token already rotated is reuse and ends its whole
     * session, unless it was rotated moments ago and its successor is still unused (REUSE_GRACE_MS).
     */
    async refresh(refreshToken: string, client: ClientInfo): Promise<{ tokens: Tokens; refresh: RefreshGrant }> {
      const now = clock.now();
      const row = await findRefreshToken(db, hashToken(refreshToken));
      if (
        row === undefined ||
        row.revokedAt !== null ||
        row.expiresAt.getTime() <= now ||
        row.endsAt.getTime() <= now
      ) {
        throw new ApiError(Code.mustLogInAgain);
      }
      const token = newRefreshToken();
      const expiresAt = Math.min(now + options.refreshTokenTtl * 1000, row.endsAt.getTime());
      const rotateFrom = (tokenId: number) =>
        rotateRefreshToken(db, {
          tokenId,
          sessionId: row.sessionId,
          nextHash: hashToken(token),
          now: new Date(now),
          expiresAt: new Date(expiresAt),
          ...client,
        });
      let rotated = row.usedAt === null && (await rotateFrom(row.id));
      if (!rotated) {
        // Lost answer or two calls at once: the token's own successor, made within the grace and
        // unused, is rotated instead. Only the immediate predecessor: an older token of the
        // session is reuse, however recent (issue 36).
        const { latest, previous } = await latestRefreshTokens(db, row.sessionId);
        const fresh =
          latest !== undefined &&
          previous?.id === row.id &&
          latest.usedAt === null &&
          now - latest.createdAt.getTime() <= REUSE_GRACE_MS;
        rotated = fresh && (await rotateFrom(latest.id));
      }
      if (!rotated) {
        await revoke(row.sessionId, 'reuse');
        throw new ApiError(Code.mustLogInAgain);
      }
      return {
        tokens: await accessFor(row.userId, row.role as User['role'], row.sessionId),
        refresh: { token, expiresAt },
      };
    },

    /** The session an access token stands for: 4010002 when expired, 4010001 when invalid, revoked or ended. */
    async verify(accessToken: string): Promise<Session> {
      const now = clock.now();
      const claims = await verifyAccessToken(key, accessToken, now);
      const cached = cache.get(claims.sessionId);
      if (
        cached !== undefined &&
        cached.until > now &&
        cached.session.userId === claims.userId &&
        (await stillCached(claims.sessionId, cached, now))
      )
        return cached.session;
      const row = await findLiveSession(db, claims.sessionId, new Date(now));
      if (row === undefined || row.userId !== claims.userId) throw new ApiError(Code.mustLogInAgain);
      const session: Session = {
        userId: row.userId,
        role: row.role as User['role'],
        sessionId: claims.sessionId,
        startedAt: row.createdAt.getTime(),
      };
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(claims.sessionId, { session, until: Math.min(now + CACHE_MS, row.expiresAt.getTime()), cachedAt: now });
      return session;
    },

    revoke,

    /** Forgets this process's cached sessions of a user, so a new role applies to the next call. */
    async forgetUser(userId: number): Promise<void> {
      await forget((session) => session.userId === userId, userId);
    },

    /** Signs one of the user's own sessions out; 4040001 for any other id, so nobody can end another's. */
    async revokeOwn(userId: number, sessionId: string): Promise<void> {
      if (!(await revokeOwnSession(db, userId, sessionId, 'signed_out', new Date(clock.now()))))
        throw new ApiError(Code.notFound);
      cache.delete(sessionId);
      await tellOthers(`session-revoked:${sessionId}`);
    },

    /** Ends every session of the user but `exceptSessionId`; the number of live ones ended. */
    async revokeAllOf(userId: number, reason: RevokeReason, exceptSessionId?: string): Promise<number> {
      const ended = await revokeUserSessions(db, userId, reason, new Date(clock.now()), exceptSessionId);
      await forget((session) => session.userId === userId && session.sessionId !== exceptSessionId, userId);
      return ended;
    },

    list(userId: number) {
      return listLiveSessions(db, userId, new Date(clock.now()));
    },
  };
}
