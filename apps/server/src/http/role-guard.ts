import type { FastifyRequest } from 'fastify';
import { Code } from '@placar/contract/codes';
import type { Role } from '@placar/contract/call';
import { ApiError } from './api-error.ts';
import { authenticate } from './auth.ts';
import type { Session } from './auth.ts';

const allowedRoles: Record<Exclude<Role, 'any'>, ReadonlySet<Session['role']>> = {
  user: new Set(['viewer', 'anchor', 'admin']),
  anchor: new Set(['anchor', 'admin']),
  admin: new Set(['admin']),
  feed: new Set(['feed', 'admin']),
};

/** Applies a call's role rule and returns the session (optional for `any`); 4010001 without one, 4010002 for an expired token, 4030001 for a wrong role. */
export async function authorize(role: Role, request: FastifyRequest): Promise<Session | null> {
  // Open calls ignore a stale token: login or the schedule must work whatever the client still holds.
  if (role === 'any') {
    return authenticate(request).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
  }
  const session = await authenticate(request);
  if (session === null) throw new ApiError(Code.mustLogInAgain);
  if (!allowedRoles[role].has(session.role)) throw new ApiError(Code.forbidden);
  return session;
}
