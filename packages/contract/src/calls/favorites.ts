import { z } from 'zod';
import { defineCall } from '../call.ts';
import { positiveId } from '../ids.ts';
import { competitionSummarySchema, matchSummarySchema, teamSchema } from '../schedule-entities.ts';
import { dayInput } from './schedule.ts';

export const FAVORITE_KINDS = ['match', 'competition', 'team'] as const;
const kind = z.enum(FAVORITE_KINDS, { error: 'must be match, competition or team' });

export const love = defineCall({
  method: 'POST',
  path: '/schedule/love',
  role: 'user',
  tag: 'favorites',
  summary:
    'Toggle a favorite match, competition or team; `loved` sets it instead (used to merge a visitor favorites at login)',
  body: z.object({
    kind,
    id: positiveId('favorite'),
    loved: z.boolean().optional(),
    notifyStart: z
      .boolean()
      .optional()
      .describe(
        'A /user/message (and a browser notification) when the match, or a match of the competition or team, starts',
      ),
    notifyGoals: z.boolean().optional().describe('A /user/message for each goal'),
  }),
  data: z.object({
    kind,
    id: z.number().int(),
    loved: z.boolean(),
    notifyStart: z.boolean(),
    notifyGoals: z.boolean(),
  }),
});

export const favoriteAlertSchema = z.object({
  kind,
  id: z.number().int(),
  notifyStart: z.boolean(),
  notifyGoals: z.boolean(),
});

export const myFavoritesList = defineCall({
  method: 'GET',
  path: '/schedule/myFavoritesList',
  role: 'user',
  tag: 'favorites',
  summary: 'My favorite matches of a day (in the caller tz), and the matches of my favorite competitions and teams',
  query: z.object({ date: dayInput.optional() }),
  data: z.object({ date: z.string(), list: z.array(matchSummarySchema) }),
});

export const loveSettingList = defineCall({
  method: 'GET',
  path: '/schedule/loveSettingList',
  role: 'user',
  tag: 'favorites',
  summary:
    'My favorite competitions and teams, the ids of my favorite matches, and the notification switches of each favorite',
  query: z.object({}),
  data: z.object({
    competitions: z.array(competitionSummarySchema),
    teams: z.array(teamSchema),
    matchIds: z.array(z.number().int()),
    alerts: z.array(favoriteAlertSchema),
  }),
});
