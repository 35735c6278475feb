import type { FastifyInstance } from 'fastify';
import { pushKey, pushSubscribe, pushUnsubscribe } from '@placar/contract/calls/push';
import { Code } from '@placar/contract/codes';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Session } from '../../http/auth.ts';
import { registerCall } from '../../http/register-call.ts';
import type { EndpointPolicy } from './push-endpoint-rules.ts';
import { subscribe, unsubscribe } from './push.service.ts';

interface PushRoutesOptions {
  db: Database;
  clock: Clock;
  publicKey: string;
  policy: EndpointPolicy;
}

// Role `user`: the role rule answers 4010001 first, so this only guards the types.
function userIdOf(session: Session | null): number {
  if (session === null) throw new ApiError(Code.mustLogInAgain);
  return session.userId;
}

export default async function pushRoutes(app: FastifyInstance, options: PushRoutesOptions): Promise<void> {
  const { db, policy } = options;
  registerCall(app, pushKey, () => ({ publicKey: options.publicKey }));
  registerCall(app, pushSubscribe, ({ session, body }) =>
    subscribe(db, policy, userIdOf(session), body, new Date(options.clock.now())),
  );
  registerCall(app, pushUnsubscribe, ({ session, body }) => unsubscribe(db, userIdOf(session), body.endpoint));
}
