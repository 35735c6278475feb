import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who is calling: a logged-in user, or a data feed (userId 0: a feed is no user, and has no session). */
export interface Session {
  userId: number;
  role: 'viewer' | 'anchor' | 'admin' | 'feed';
  sessionId?: string;
  /** When the session was opened by a sign-in (epoch ms): recent sign-ins may change the e-mail of a Google account. */
  startedAt?: number;
}

/** Turns an access token into its session, or throws ApiError 4010002 (expired) / 4010001 (invalid, revoked). */
export interface AccessVerifier {
  verify(accessToken: string): Promise<Session>;
}

const FEED_SCHEME = /^Feed\s+(\S+)$/i;
const BEARER_SCHEME = /^Bearer\s+(\S+)$/i;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares every configured token in constant time, so neither a match nor a length leaks through timing. */
function isFeedToken(token: string, tokens: readonly string[]): boolean {
  const given = digest(token);
  let found = false;
  for (const expected of tokens) if (timingSafeEqual(given, digest(expected))) found = true;
  return found;
}

/**
 * The session of the request, from the `authorization` header: `Feed <token>` with a token of
 * FEED_TOKENS is a feed; an access token, bare as the web client sends it or as
 * `Bearer <token>`, is a user's session. No header: null. A bad access token throws
 * (4010002 expired, 4010001 otherwise).
 */
export async function authenticate(request: FastifyRequest): Promise<Session | null> {
  const header = request.headers.authorization?.trim() ?? '';
  if (header === '') return null;
  const feed = FEED_SCHEME.exec(header);
  if (feed?.[1] !== undefined)
    return isFeedToken(feed[1], request.server.config.feedTokens) ? { userId: 0, role: 'feed' } : null;
  const token = BEARER_SCHEME.exec(header)?.[1] ?? header;
  return request.server.accessVerifier.verify(token);
}
