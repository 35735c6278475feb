import type { FastifyRequest } from 'fastify';

/** Who is calling, once accounts exist. */
export interface Session {
  userId: number;
  role: 'viewer' | 'anchor' | 'admin';
}

/**
 * The session of the request's access token. Accounts arrive in a later issue: until then no
 * token is valid, so every call that needs a session answers 4010001 (log in again).
 */
export async function authenticate(_request: FastifyRequest): Promise<Session | null> {
  return null;
}
