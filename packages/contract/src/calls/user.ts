import { z } from 'zod';
import { defineCall } from '../call.ts';

export const pageQuery = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(20),
});

export const userMessage = defineCall({
  method: 'GET',
  path: '/user/message',
  role: 'user',
  tag: 'user',
  summary: 'My notifications, newest first, with the unread count',
  query: pageQuery,
  data: z.object({
    list: z.array(z.object({ id: z.number().int(), kind: z.string(), title: z.string(), body: z.string(), read: z.boolean(), createdAt: z.string() })),
    total: z.number().int(),
    unread: z.number().int(),
  }),
});
