import type { FastifyInstance } from 'fastify';
import { mqttMessageSend } from '@placar/contract/calls/schedule';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';
import { registerCall } from '../../http/register-call.ts';
import { IngestionService } from './ingestion.service.ts';

/** POST /api/schedule/mqttMessageSend: a feed credential (or an admin) sends one match update. */
export default async function feedRoutes(
  app: FastifyInstance,
  options: { db: Database; events: EventBus; clock: Clock },
): Promise<void> {
  const ingestion = new IngestionService(options.db, options.events, options.clock, app.log);
  registerCall(app, mqttMessageSend, async ({ body }) => {
    const [result] = await ingestion.ingest([body]);
    if (result === undefined) throw new Error('an update was not stored');
    return result;
  });
}
