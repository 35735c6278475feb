import type { FastifyInstance } from 'fastify';
import { Code } from '@placar/contract/codes';
import { scheduleOne } from '@placar/contract/calls/schedule';
import { ApiError } from '../../http/api-error.ts';
import { registerCall } from '../../http/register-call.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';

export interface ScheduleRoutesOptions {
  db: Database;
  events: EventBus;
}

export default async function scheduleRoutes(app: FastifyInstance, _options: ScheduleRoutesOptions): Promise<void> {
  // Matches arrive with the schedule issue; until then every valid id is an unknown match.
  registerCall(app, scheduleOne, ({ query }) => {
    throw new ApiError(Code.notFound, { en: `Match ${query.id} not found`, br: `Partida ${query.id} não encontrada` });
  });
}
