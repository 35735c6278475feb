import { z } from 'zod';
import { defineCall } from '../call.ts';
import { dayInput } from './schedule.ts';
import { VISIT_ID_PATTERN } from '../visit-id.ts';

// Visit tracking (requirement visit-records, issue 13, decision 0063). The server keeps no address: only
// the country it maps to, the app language and the browser family.

const VISIT_ID_MESSAGE = 'must be a visit id: a millisecond timestamp, -, then 10 base-36 characters';
export const visitIdSchema = z.string({ error: VISIT_ID_MESSAGE }).regex(VISIT_ID_PATTERN, { error: VISIT_ID_MESSAGE });
/** A route path of the web app, without query or hash. */
export const routePathSchema = z
  .string({ error: 'must be a path starting with /' })
  .max(300, { error: 'must be at most 300 characters' })
  .regex(/^\/[^\s?#]*$/, { error: 'must be a path starting with /' });

export const visitRecord = defineCall({
  method: 'POST',
  path: '/user/visitRecord',
  role: 'any',
  tag: 'visits',
  summary:
    'A visit record (req_type visit: a new visit id) or a change record (req_type change: a route change, with req_router). Needs the clientIdentifyId header (myCookie)',
  body: z
    .object({
      req_type: z.enum(['visit', 'change'], { error: 'must be visit or change' }),
      visit_id: visitIdSchema,
      req_router: routePathSchema.optional(),
    })
    .refine((input) => input.req_type === 'visit' || input.req_router !== undefined, {
      error: 'is required for a change record',
      path: ['req_router'],
    }),
  data: z.object({ recorded: z.boolean() }),
});

export const leaveRecord = defineCall({
  method: 'POST',
  path: '/user/leaveRecord',
  role: 'any',
  tag: 'visits',
  summary:
    'The leave record a page sends with navigator.sendBeacon as form data (multipart or urlencoded; JSON is accepted too): visit_id, user_id, clientidentify_id, clients, origin_leave',
  body: z.object({
    visit_id: visitIdSchema,
    user_id: z.string().max(12).regex(/^\d*$/, { error: 'must be a user id or empty' }).optional(),
    clientidentify_id: z.string().max(64).optional(),
    clients: z.string().max(8).optional(),
    origin_leave: z.string().max(300).optional(),
  }),
  data: z.object({ recorded: z.boolean() }),
});

const figures = z.object({
  visitors: z.number().int().describe('Distinct clientIdentifyId'),
  visits: z.number().int(),
  pageViews: z.number().int().describe('Change records'),
  averageDurationSeconds: z.number().nullable().describe('Visit to its last leave record, over visits that sent one'),
});

const ranked = <K extends string>(name: K) =>
  z.array(
    z.object({ [name]: z.string(), count: z.number().int() } as { [P in K]: z.ZodString } & { count: z.ZodNumber }),
  );

export const visitStats = defineCall({
  method: 'POST',
  path: '/admin/visitStats',
  role: 'admin',
  tag: 'admin',
  summary:
    'Visitors, visits, page views and average visit duration per day and over a range (days in the tz header), top routes, countries, languages and browsers, and visitors live now',
  body: z
    .object({ from: dayInput, to: dayInput })
    .refine((range) => range.from <= range.to, { error: 'must not be before from', path: ['to'] })
    .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
      error: 'must be at most 366 days after from',
      path: ['to'],
    }),
  data: z.object({
    from: z.string(),
    to: z.string(),
    tz: z.string(),
    totals: figures,
    days: z.array(figures.extend({ day: z.string() })),
    topRoutes: ranked('route'),
    topCountries: ranked('country'),
    topLanguages: ranked('language'),
    topBrowsers: ranked('browser'),
    liveNow: z.number().int().describe('Visitors with a record in the last 5 minutes whose last record is not a leave'),
  }),
});
