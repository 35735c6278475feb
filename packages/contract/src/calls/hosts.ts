import { z } from 'zod';
import { defineCall } from '../call.ts';
import { hostApplicationSchema, hostApplicationStatusSchema } from '../live-entities.ts';
import {
  REASON_REQUIRED_MESSAGE,
  hostSportsSchema,
  introSchema,
  reasonSchema,
  streamNameSchema,
} from '../live-rules.ts';

// Becoming a host: a user applies, an admin decides. Each decision sends the applicant a /user/message.

export const confirmAnchor = defineCall({
  method: 'POST',
  path: '/user/confirmAnchor',
  role: 'user',
  tag: 'hosts',
  summary:
    'Apply to become a host, or edit an application still pending. A rejected application is re-opened only by an admin; an approved or suspended host cannot apply again (4090001)',
  body: z.object({ streamName: streamNameSchema, intro: introSchema, sports: hostSportsSchema }).strict(),
  data: z.object({ application: hostApplicationSchema }),
});

export const HOST_DECISIONS = ['approve', 'reject', 'suspend', 'reinstate', 'reopen'] as const;

export const updateAnchor = defineCall({
  method: 'POST',
  path: '/admin/updateAnchor',
  role: 'admin',
  tag: 'admin',
  summary:
    'Decide on a host: approve (pending: role anchor, a room), reject with a reason (pending), suspend with a reason (approved: the stream is cut and the room closed at once, role back to viewer), reinstate (suspended), reopen (rejected, back to pending)',
  body: z
    .object({
      userId: z.coerce
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .positive({ error: 'must be a positive whole number' })
        .max(2_147_483_647),
      action: z.enum(HOST_DECISIONS, { error: 'must be approve, reject, suspend, reinstate or reopen' }),
      reason: reasonSchema.optional(),
    })
    .strict()
    .refine((input) => !(input.action === 'reject' || input.action === 'suspend') || input.reason !== undefined, {
      error: REASON_REQUIRED_MESSAGE,
      path: ['reason'],
    }),
  data: z.object({ application: hostApplicationSchema }),
});

/** Not in requirement calls: admins need the applications to decide on (decision 0021). */
export const getAnchorList = defineCall({
  method: 'POST',
  path: '/admin/getAnchorList',
  role: 'admin',
  tag: 'admin',
  summary: 'Host applications, oldest pending first when filtered by pending, else newest first',
  body: z.object({
    status: hostApplicationStatusSchema.optional(),
    page: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1)
      .max(10_000)
      .default(1),
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1)
      .max(100)
      .default(20),
  }),
  data: z.object({
    list: z.array(
      hostApplicationSchema.extend({
        applicant: z.object({ id: z.number().int(), username: z.string(), nickname: z.string(), email: z.string() }),
      }),
    ),
    total: z.number().int(),
  }),
});
