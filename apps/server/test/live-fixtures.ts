import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import type { Clock } from '../src/clock.ts';
import { createUserWithSession } from './sessions.ts';
import type { UserWithSession } from './sessions.ts';

export interface Host extends UserWithSession {
  roomId: number;
}

/** Calls the app as a signed-in user (a bare access token, as the web sends it) or as a visitor (null). */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  input?: object,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url:
      method === 'GET' && input !== undefined
        ? `/api${path}?${new URLSearchParams(input as Record<string, string>).toString()}`
        : `/api${path}`,
    headers: { ...(token === null ? {} : { authorization: token }), ...headers },
    ...(method === 'POST' ? { payload: input ?? {} } : {}),
  });
  // json() is untyped: tests read the answers they expect, and the contract schemas describe them.
  return { status: response.statusCode, body: response.json() };
}

/** A user made a host the real way: applies with /user/confirmAnchor, an admin approves with /admin/updateAnchor. */
export async function makeHost(
  app: FastifyInstance,
  db: Database,
  admin: UserWithSession,
  options: { clock?: Clock; streamName?: string; sports?: string[] } = {},
): Promise<Host> {
  const user = await createUserWithSession(db, options.clock === undefined ? {} : { clock: options.clock });
  const applied = await call(app, 'POST', '/user/confirmAnchor', user.accessToken, {
    streamName: options.streamName ?? `Host ${user.user.username}`,
    intro: 'Live commentary of every match, in Portuguese and English.',
    sports: options.sports ?? ['football'],
  });
  if (applied.body.code !== 200) throw new Error(`apply: ${JSON.stringify(applied.body)}`);
  const approved = await call(app, 'POST', '/admin/updateAnchor', admin.accessToken, {
    userId: user.user.id,
    action: 'approve',
  });
  if (approved.body.code !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  return { ...user, roomId: approved.body.data.application.roomId };
}
