import { z } from 'zod';

/** Every response body: `{ code, msg, data }` (requirement api-envelope). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelope = envelopeOf(z.null());

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
