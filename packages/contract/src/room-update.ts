import { z } from 'zod';
import { liveStateSchema } from './live-entities.ts';

/** MQTT topic of one live room: its live state, viewers and title (requirement realtime-topics). */
export function roomTopic(product: string, roomId: number): string {
  return `${product}/room/${roomId}`;
}

/**
 * What the server publishes on `{product}/room/{id}`, as a JSON array whose first element is
 * this update (like the match topic). Each message is the room's whole public state, so a
 * client only keeps the newest: `seq` grows with every message of a room (also across server
 * restarts), and an update whose seq is not above the last one seen is dropped.
 * Viewer counts are published at most about once a second per room.
 */
export const roomUpdateSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  liveState: liveStateSchema,
  viewers: z.number().int(),
  title: z.string(),
  notice: z.string(),
  cover: z.string().nullable(),
  matchId: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  sourceHeight: z
    .number()
    .int()
    .nullable()
    .describe("The incoming picture's height (the quality menu offers lower renditions below it)"),
  at: z.string().describe('Server time (ISO) of the update'),
});
export type RoomUpdate = z.infer<typeof roomUpdateSchema>;

export const roomMessageSchema = z.tuple([roomUpdateSchema]).rest(z.unknown());
