import type { FastifyInstance } from 'fastify';
import { Code, httpStatusOf } from '@placar/contract/codes';
import { systemTime } from '@placar/contract/calls/system';
import { Header } from '@placar/contract/headers';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { failure, languageOf } from '../../http/envelope.ts';
import { messageForCode } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { isReady, serverTime } from './system.service.ts';

export default async function systemRoutes(app: FastifyInstance, options: { db: Database; clock: Clock }): Promise<void> {
  // Liveness: the process answers. Readiness: it can serve, so load balancers route to it.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (await isReady(options.db)) return { status: 'ok' };
    reply.code(httpStatusOf(Code.dependencyDown));
    return failure(Code.dependencyDown, messageForCode(Code.dependencyDown, languageOf(request)));
  });

  registerCall(app, systemTime, ({ headers }) => serverTime(headers[Header.tz], new Date(options.clock.now())));
}
