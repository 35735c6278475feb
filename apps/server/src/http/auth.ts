import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who is calling: a user once accounts exist, or a data feed (userId 0: a feed is no user). */
export interface Session {
  userId: number;
  role: 'viewer' | 'anchor' | 'admin' | 'feed';
}

const FEED_SCHEME = /^Feed\s+(\S+)$/i;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares every configured token in constant time, so neither a match nor a length leaks through timing. */
function isFeedToken(token: string, tokens: readonly string[]): boolean {
  const given = digest(token);
  let found = false;
  for (const expected of tokens) if (timingSafeEqual(given, digest(expected))) found = true;
  return found;
}

/**
 * The session of the request: `Authorization: Feed <token>` with a token of FEED_TOKENS is a
 * feed. User accounts arrive in a later issue: until then no user token is valid, so calls
 * that need a user answer 4010001 (log in again).
 */
export async function authenticate(request: FastifyRequest): Promise<Session | null> {
  const feed = FEED_SCHEME.exec(request.headers.authorization ?? '');
  if (feed?.[1] !== undefined && isFeedToken(feed[1], request.server.config.feedTokens)) return { userId: 0, role: 'feed' };
  return null;
}
