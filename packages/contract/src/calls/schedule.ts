import { z } from 'zod';
import { defineCall } from '../call.ts';

export const matchId = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive whole number' });

export const scheduleOne = defineCall({
  method: 'GET',
  path: '/schedule/one',
  role: 'any',
  tag: 'schedule',
  summary: 'One match with teams, scores by period, status, incidents and room links',
  query: z.object({ id: matchId }),
  data: z.object({ id: z.number().int() }).loose(),
});
