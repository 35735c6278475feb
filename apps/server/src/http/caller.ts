import { Code } from '@placar/contract/codes';
import { ApiError } from './api-error.ts';
import type { Session } from './auth.ts';

/** The logged-in user's id and session of a `user` call (the role rule already refused anyone else). */
export function userIdOf(session: Session | null): number {
  if (session === null || session.userId === 0) throw new ApiError(Code.mustLogInAgain);
  return session.userId;
}

export function sessionIdOf(session: Session | null): string {
  if (session?.sessionId === undefined) throw new ApiError(Code.mustLogInAgain);
  return session.sessionId;
}
