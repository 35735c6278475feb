import type { FastifyInstance } from 'fastify';
import { Code, httpStatusOf } from '@placar/contract/codes';
import { systemHealth, systemTime } from '@placar/contract/calls/system';
import { Header } from '@placar/contract/headers';
import type { Clock } from '../../clock.ts';
import type { DatabaseProbe } from '../../db/database-probe.ts';
import type { Startup } from '../../http/startup-gate.ts';
import { failure, languageOf } from '../../http/envelope.ts';
import { messageForCode } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { collectHealth } from './system-health.service.ts';
import type { HealthSources } from './system-health.service.ts';
import { notReady, serverTime } from './system.service.ts';

export default async function systemRoutes(
  app: FastifyInstance,
  options: { clock: Clock; startup: Startup; databaseProbe: DatabaseProbe; health: HealthSources },
): Promise<void> {
  // Liveness: the process answers. Readiness: it can serve, so load balancers route to it;
  // when not, `data.notReady` says what is missing, one line each.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const missing = await notReady(options.startup, options.databaseProbe);
    if (missing.length === 0) return { status: 'ok' };
    reply.code(httpStatusOf(Code.dependencyDown));
    return {
      ...failure(Code.dependencyDown, messageForCode(Code.dependencyDown, languageOf(request))),
      data: { notReady: missing },
    };
  });

  registerCall(app, systemTime, ({ headers }) => serverTime(headers[Header.tz], new Date(options.clock.now())));
  registerCall(app, systemHealth, () => collectHealth(options.health));
}
