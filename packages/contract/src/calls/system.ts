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

/** Each engine the server runs on, as the health page shows it (issue 37 item 6). */
export const ENGINES = ['database', 'broker', 'media', 'redis'] as const;

export const engineHealthSchema = z.object({
  engine: z.enum(ENGINES),
  /** What runs it, e.g. `embedded PostgreSQL 127.0.0.1:40065/placar`, `MQTT broker mqtt://broker:1883`. */
  kind: z.string(),
  state: z
    .enum(['up', 'down', 'unknown'])
    .describe('unknown: an external engine the server only hears from (nginx-rtmp, SRS)'),
  detail: z.string().describe('One line: how it answered, or why it is down'),
});

export const systemHealth = defineCall({
  method: 'POST',
  path: '/admin/systemHealth',
  role: 'admin',
  tag: 'admin',
  summary:
    "This server's health for the person running it: version, uptime, each engine's state, connections and memory",
  body: z.object({}),
  data: z.object({
    version: z.object({
      commit: z.string().nullable().describe('The git commit it runs, when started from a checkout'),
      webBuild: z.string().nullable().describe('The web build folder it serves (time and source hash), null with none'),
      node: z.string(),
    }),
    startedAt: z.string().describe('ISO 8601, by the server clock'),
    uptimeSeconds: z.number().int(),
    engines: z.array(engineHealthSchema),
    connections: z.object({
      http: z.number().int().describe('Open HTTP connections to this instance, WebSockets included'),
      mqtt: z.number().int().nullable().describe('Clients of the embedded broker; null with MQTT_URL'),
      databasePool: z
        .object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int() })
        .describe("This instance's pooled database connections"),
      database: z
        .number()
        .int()
        .nullable()
        .describe('Connections the database has open to it from every instance; null when it does not answer'),
    }),
    memory: z.object({
      rssBytes: z.number().int(),
      heapUsedBytes: z.number().int(),
      heapTotalBytes: z.number().int(),
      externalBytes: z.number().int(),
    }),
  }),
});
