import { z } from 'zod';
import { defineCall } from '../call.ts';
import { roleSchema } from '../account-entities.ts';
import { SUSPENSION_DAYS_MAX } from '../admin-rules.ts';
import { auditEntrySchema } from '../admin-entities.ts';
import { positiveId } from '../ids.ts';
import { hostApplicationSchema, hostApplicationStatusSchema } from '../live-entities.ts';
import { reasonSchema } from '../live-rules.ts';

// Users and the audit log in the admin console (issue 13; not in requirement calls, decision 0060).

const page = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1)
  .max(10_000)
  .default(1);
const limit = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1)
  .max(100)
  .default(20);

export const userRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  nickname: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  suspended: z
    .object({ reason: z.string(), until: z.string().nullable().describe('Null: until an admin lifts it') })
    .nullable(),
  hostStatus: hostApplicationStatusSchema.nullable(),
});

export const adminUserList = defineCall({
  method: 'POST',
  path: '/admin/userList',
  role: 'admin',
  tag: 'admin',
  summary: 'Finds users by e-mail or username (any part of either, case-insensitive), newest first',
  body: z.object({
    query: z.string().trim().max(100).default(''),
    role: roleSchema.optional(),
    suspended: z.boolean().optional(),
    page,
    limit,
  }),
  data: z.object({ list: z.array(userRowSchema), total: z.number().int() }),
});

export const sanctionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['suspend']),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  liftedAt: z.string().nullable(),
  by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  active: z.boolean(),
});

export const adminUserDetail = defineCall({
  method: 'POST',
  path: '/admin/userDetail',
  role: 'admin',
  tag: 'admin',
  summary:
    'One user: role, host application, sanctions, and recent sessions (the address and browser each login came from)',
  body: z.object({ userId: positiveId('user') }),
  data: z.object({
    user: userRowSchema.extend({ language: z.string() }),
    sessions: z.array(
      z.object({
        id: z.string().describe('The first characters of the session id'),
        createdAt: z.string(),
        expiresAt: z.string(),
        revokedAt: z.string().nullable(),
        revokedReason: z.string().nullable(),
        ip: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    sanctions: z.array(sanctionSchema),
    hostApplication: hostApplicationSchema.nullable(),
  }),
});

export const USER_ACTIONS = ['suspend', 'lift', 'endSessions'] as const;

export const adminUpdateUser = defineCall({
  method: 'POST',
  path: '/admin/updateUser',
  role: 'admin',
  tag: 'admin',
  summary:
    'Suspends a user with a reason, for some days or until lifted (every session ends, login is refused), lifts a suspension, or ends every session. Admins cannot be suspended here',
  body: z.discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('suspend'),
        userId: positiveId('user'),
        reason: reasonSchema,
        days: z.coerce
          .number({ error: 'must be a number' })
          .int({ error: 'must be a whole number' })
          .min(1)
          .max(SUSPENSION_DAYS_MAX)
          .optional(),
      }),
      z.object({ action: z.literal('lift'), userId: positiveId('user') }),
      z.object({ action: z.literal('endSessions'), userId: positiveId('user') }),
    ],
    { error: `action: must be one of ${USER_ACTIONS.join(', ')}` },
  ),
  data: adminUserDetail.data,
});

export const auditLog = defineCall({
  method: 'POST',
  path: '/admin/auditLog',
  role: 'admin',
  tag: 'admin',
  summary: 'Every change admins made, newest first: who, what, before and after',
  body: z.object({
    actorId: positiveId('user').optional(),
    action: z.string().trim().max(60).optional(),
    target: z.string().trim().max(100).optional().describe('Exact target, e.g. user:12'),
    page,
    limit,
  }),
  data: z.object({ list: z.array(auditEntrySchema), total: z.number().int() }),
});
