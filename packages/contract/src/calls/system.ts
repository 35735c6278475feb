import { z } from 'zod';
import { defineCall } from '../call.ts';

export const systemTime = defineCall({
  method: 'GET',
  path: '/system/time',
  role: 'any',
  tag: 'system',
  summary: 'Server time, so clients can correct their clock for match clocks',
  query: z.object({}),
  data: z.object({
    now: z.number().int().describe('Server time in milliseconds since the epoch'),
    iso: z.string().describe('Server time as ISO 8601, UTC'),
    tz: z.string().describe('The caller time zone from the tz header, UTC when absent'),
  }),
});
