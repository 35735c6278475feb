import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  hostApplicationSchema,
  hostRoomSchema,
  liveStateSchema,
  roomInformationSchema,
  roomSummarySchema,
  streamRecordSchema,
  streamStatusSchema,
} from '../live-entities.ts';
import {
  coverSchema,
  keywordSchema,
  noticeSchema,
  reconnectGraceSchema,
  roomLanguageSchema,
  roomSportSchema,
  titleSchema,
} from '../live-rules.ts';
import { competitionSummarySchema, matchSummarySchema } from '../schedule-entities.ts';
import { dayInput } from './schedule.ts';

// Live rooms (requirement calls, Live). /live/chat and /live/roomChat belong to the chat issue.

const positiveId = (what: string) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive whole number' })
    .max(2_147_483_647, { error: `is not a known ${what}` });

export const roomId = positiveId('room');
const matchId = positiveId('match');
const page = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(10_000)
  .default(1);
const limit = (max: number, byDefault: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 or more' })
    .max(max, { error: `must be ${max} or less` })
    .default(byDefault);

const roomList = z.object({ list: z.array(roomSummarySchema) });
const pagedRooms = roomList.extend({ total: z.number().int(), page: z.number().int(), limit: z.number().int() });
const hostRoomData = z.object({ room: hostRoomSchema });

// ---- rooms for viewers ------------------------------------------------------------------

export const liveList = defineCall({
  method: 'GET',
  path: '/live/list',
  role: 'any',
  tag: 'live',
  summary: 'Every open room, most viewers first',
  query: z.object({
    sport: roomSportSchema.optional(),
    liveState: liveStateSchema
      .optional()
      .describe(
        "Only open rooms in this state: live for those whose stream is coming in now (the site's On air button)",
      ),
    page,
    limit: limit(50, 20),
  }),
  data: pagedRooms,
});

export const liveInnerList = defineCall({
  method: 'GET',
  path: '/live/innerList',
  role: 'any',
  tag: 'live',
  summary: 'The open rooms bound to one match (the match page Watch tab), most viewers first',
  query: z.object({ matchId }),
  data: roomList,
});

export const liveRecommendList = defineCall({
  method: 'GET',
  path: '/live/recommendList',
  role: 'any',
  tag: 'live',
  summary: 'Recommended open rooms (home strip): live streams first, rooms of live and hot matches, then most viewers',
  query: z.object({ limit: limit(20, 8) }),
  data: roomList,
});

export const moreLive = defineCall({
  method: 'POST',
  path: '/live/moreLive',
  role: 'any',
  tag: 'live',
  summary: 'More open rooms beside the one being watched (excluded), most viewers first',
  body: z.object({ roomId: roomId.optional(), sport: roomSportSchema.optional(), page, limit: limit(50, 10) }),
  data: pagedRooms,
});

export const roomInformation = defineCall({
  method: 'POST',
  path: '/live/roomInformation',
  role: 'any',
  tag: 'live',
  summary: 'One room: host, title, notice, bound match, playback URLs, live state and viewers',
  body: z.object({ roomId }),
  data: roomInformationSchema,
});

export const roomInformationV2 = defineCall({
  method: 'POST',
  path: '/live/roomInformationV2',
  role: 'any',
  tag: 'live',
  summary: 'One room found by its id or by its host user id, with more open rooms to watch next',
  body: z
    .object({ roomId: roomId.optional(), hostId: positiveId('host').optional() })
    .refine((input) => input.roomId !== undefined || input.hostId !== undefined, {
      error: 'needs roomId or hostId',
      path: ['roomId'],
    }),
  data: roomInformationSchema.extend({ more: z.array(roomSummarySchema).describe('Up to 6 other open rooms') }),
});

/** A random id given by enterRoom; the page sends it back with each heartbeat and on leaving. */
export const presenceIdSchema = z
  .string({ error: 'must be a presence id from enterRoom' })
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'must be a presence id from enterRoom' });

export const enterRoom = defineCall({
  method: 'POST',
  path: '/live/enterRoom',
  role: 'any',
  tag: 'live',
  heartbeat: true,
  summary:
    'Presence: a page that is playing the room calls it first without presenceId, then every heartbeatSeconds with it. Silence for expireSeconds drops the viewer. A closed room answers presenceId null',
  body: z.object({ roomId, presenceId: presenceIdSchema.optional() }),
  data: z.object({
    presenceId: z.string().nullable(),
    viewers: z.number().int(),
    liveState: liveStateSchema,
    heartbeatSeconds: z.number().int(),
    expireSeconds: z.number().int(),
  }),
});

export const exitRoom = defineCall({
  method: 'POST',
  path: '/live/exitRoom',
  role: 'any',
  tag: 'live',
  summary: 'Presence: the page stopped playing or is leaving (send it with navigator.sendBeacon, JSON body)',
  body: z.object({ roomId, presenceId: presenceIdSchema }),
  data: z.object({ left: z.boolean(), viewers: z.number().int() }),
});

// ---- the host's room --------------------------------------------------------------------

export const settingContent = defineCall({
  method: 'GET',
  path: '/live/settingContent',
  role: 'user',
  tag: 'live',
  summary:
    "The caller's host application (null if none), room (null until approved) and incoming stream (null without a room). Any signed-in user may ask, so the host pages can show the apply form and its state",
  query: z.object({}),
  data: z.object({
    application: hostApplicationSchema.nullable(),
    room: hostRoomSchema.nullable(),
    stream: streamStatusSchema.nullable(),
  }),
});

const option = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

export const selectionItem = defineCall({
  method: 'GET',
  path: '/live/selectionItem',
  role: 'anchor',
  tag: 'live',
  summary: 'The options of the room settings, labelled in the caller language',
  query: z.object({}),
  data: z.object({
    sports: z.array(option(roomSportSchema)),
    languages: z.array(option(roomLanguageSchema)),
    limits: z.object({
      title: z.object({ min: z.number().int(), max: z.number().int() }),
      notice: z.object({ max: z.number().int() }),
    }),
  }),
});

export const liveSetting = defineCall({
  method: 'POST',
  path: '/live/setting',
  role: 'anchor',
  tag: 'live',
  summary:
    'Change the room: title, cover (an uploaded cover), sport, language, bound match (a live or upcoming match; null unbinds), and how long a dropped stream may stay away before the room closes (null: the server default)',
  body: z
    .object({
      title: titleSchema.optional(),
      cover: coverSchema.nullable().optional(),
      sport: roomSportSchema.optional(),
      language: roomLanguageSchema.optional(),
      matchId: matchId.nullable().optional(),
      reconnectGraceSeconds: reconnectGraceSchema.nullable().optional(),
    })
    .strict()
    .refine((input) => Object.keys(input).length > 0, { error: 'must change at least one setting' }),
  data: hostRoomData,
});

export const settingMsg = defineCall({
  method: 'POST',
  path: '/live/settingMsg',
  role: 'anchor',
  tag: 'live',
  summary: 'Change the room notice (shown under the player); empty clears it',
  body: z.object({ notice: noticeSchema }).strict(),
  data: hostRoomData,
});

export const getSteamKey = defineCall({
  method: 'POST',
  path: '/live/getSteamKey',
  role: 'anchor',
  tag: 'live',
  summary:
    'The RTMP server and stream key. The key is shown only when it is made (the first call) or reset; reset rotates it at once, refuses the old key and cuts a stream that used it',
  body: z.object({ reset: z.boolean({ error: 'must be true or false' }).default(false) }).strict(),
  data: z.object({
    rtmpUrl: z.string().describe('OBS "Server", e.g. rtmp://example.com:1935/live'),
    streamName: z.string().describe('The room id: the stream name in every playback URL'),
    key: z.string().nullable().describe('The secret, only when made or reset by this call'),
    obsStreamKey: z.string().nullable().describe('OBS "Stream Key": {roomId}?key={key}; only with key'),
    publishUrl: z
      .string()
      .nullable()
      .describe('The whole publish URL for ffmpeg: rtmpUrl/{roomId}?key={key}; only with key'),
    hasKey: z.boolean(),
    createdAt: z.string().nullable().describe('When the current key was made'),
  }),
});

const matchSearchInput = z.object({
  keyword: keywordSchema.optional().describe('Part of a team or competition name'),
  sport: roomSportSchema.optional(),
  page,
  limit: limit(50, 20),
});
const matchSearchList = z.object({
  list: z.array(matchSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
const matchSearchGroups = z.object({
  groups: z.array(z.object({ competition: competitionSummarySchema, matches: z.array(matchSummarySchema) })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const liveMatchSearch = defineCall({
  method: 'POST',
  path: '/live/liveMatchSearch',
  role: 'anchor',
  tag: 'live',
  summary: 'Live matches to bind the room to, by kickoff',
  body: matchSearchInput,
  data: matchSearchList,
});

export const liveMatchSearchSort = defineCall({
  method: 'POST',
  path: '/live/liveMatchSearchSort',
  role: 'anchor',
  tag: 'live',
  summary: 'Live matches to bind the room to, grouped by competition (popular competitions first)',
  body: matchSearchInput,
  data: matchSearchGroups,
});

export const previewMatchSearch = defineCall({
  method: 'POST',
  path: '/live/previewMatchSearch',
  role: 'anchor',
  tag: 'live',
  summary: 'Upcoming matches of the next 7 days to bind the room to, by kickoff',
  body: matchSearchInput,
  data: matchSearchList,
});

export const previewMatchSearchSort = defineCall({
  method: 'POST',
  path: '/live/previewMatchSearchSort',
  role: 'anchor',
  tag: 'live',
  summary: 'Upcoming matches of the next 7 days, grouped by competition (popular competitions first)',
  body: matchSearchInput,
  data: matchSearchGroups,
});

// ---- going live ------------------------------------------------------------------------

export const liveOpen = defineCall({
  method: 'POST',
  path: '/live/open',
  role: 'anchor',
  tag: 'live',
  summary:
    'Open the room: it is listed, viewers may enter, followers get a message. The stream may start before or after',
  body: z.object({}).strict(),
  data: hostRoomData.extend({ recordId: z.number().int() }),
});

export const liveClose = defineCall({
  method: 'POST',
  path: '/live/close',
  role: 'anchor',
  tag: 'live',
  summary: 'Close the room and answer the record of this live (duration, peak and average viewers)',
  body: z.object({}).strict(),
  data: z.object({ record: streamRecordSchema }),
});

const recordPage = z.object({
  list: z.array(streamRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const steamRecord = defineCall({
  method: 'POST',
  path: '/live/steamRecord',
  role: 'anchor',
  tag: 'live',
  summary: 'My past and current lives, newest first, with totals',
  body: z.object({ page, limit: limit(50, 20) }),
  data: recordPage.extend({
    totals: z.object({ streams: z.number().int(), seconds: z.number().int(), peakViewers: z.number().int() }),
  }),
});

export const liveRecordSearch = defineCall({
  method: 'POST',
  path: '/live/liveRecordSearch',
  role: 'anchor',
  tag: 'live',
  summary: 'Search my lives by title or team/competition keyword and by day (in the caller tz)',
  body: z.object({
    keyword: keywordSchema.optional(),
    from: dayInput.optional(),
    to: dayInput.optional(),
    page,
    limit: limit(50, 20),
  }),
  data: recordPage,
});

export const subscriptionRecord = defineCall({
  method: 'POST',
  path: '/live/subscriptionRecord',
  role: 'anchor',
  tag: 'live',
  summary: 'My followers over time: one point per day (caller tz) of the last `days`, oldest first',
  body: z.object({
    days: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be 1 or more' })
      .max(365, { error: 'must be 365 or less' })
      .default(30),
  }),
  data: z.object({
    followers: z.number().int(),
    series: z.array(
      z.object({ date: z.string(), followers: z.number().int(), gained: z.number().int(), lost: z.number().int() }),
    ),
  }),
});
