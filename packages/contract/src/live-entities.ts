import { z } from 'zod';
import { ROOM_LANGUAGES } from './live-rules.ts';
import { servedSports } from './sports/served-sports.ts';
import { matchSummarySchema } from './schedule-entities.ts';

/**
 * Shapes of live rooms, streams, records and host applications (issue 11).
 *
 * A room's live state, as viewers see it:
 * - offline: the host has not opened the room (or closed it);
 * - waiting: the room is open and no stream is coming in yet;
 * - live: open, and the host's encoder is publishing;
 * - reconnecting: open, the encoder dropped and may come back within the grace period
 *   (then live again; after it the room closes by itself).
 */
export const LIVE_STATES = ['offline', 'waiting', 'live', 'reconnecting'] as const;
export const liveStateSchema = z.enum(LIVE_STATES);
export type LiveState = z.infer<typeof liveStateSchema>;

/** The ingest side only, whether or not the room is open: the host sees it on the preview page. */
export const STREAM_STATES = ['idle', 'publishing', 'reconnecting'] as const;
export const streamStateSchema = z.enum(STREAM_STATES);

/** The RTMP application every host publishes to: rtmp://host:port/live/{roomId}?key={key}. */
export const RTMP_APP = 'live';

export const hostSchema = z.object({
  id: z.number().int().describe('The host user id (follow with /user/subscribeUser)'),
  name: z.string().describe('The stream name the host applied with'),
  nickname: z.string(),
  avatar: z.string().nullable(),
  followers: z.number().int(),
});

/**
 * Where a room plays. URLs may be relative to the site (`/media/flv/12.flv`, the embedded
 * server) or absolute (a CDN, from the playback URL templates). The stream name in them is
 * the room id, never the stream key. `flv` is null when the media engine offers none
 * (nginx-rtmp); `hls` is null when HLS is not offered.
 */
export const playbackSchema = z.object({
  flv: z.string().nullable().describe('HTTP-FLV: play with mpegts.js (MSE or ManagedMediaSource)'),
  hls: z.string().nullable().describe('HLS: native playback or hls.js, where neither MSE nor MMS exists'),
  low: z
    .object({
      height: z.number().int().describe('Its picture height, e.g. 480'),
      flv: z.string().nullable(),
      hls: z.string().nullable(),
    })
    .nullable()
    .describe(
      'A lower rendition the server transcodes while someone watches it (for slow networks); null when the server offers none',
    ),
});

export const roomSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  sport: z.enum(servedSports()),
  language: z.enum(ROOM_LANGUAGES),
  host: hostSchema,
  liveState: liveStateSchema,
  viewers: z.number().int().describe('Pages playing the room now (presence)'),
  match: matchSummarySchema.nullable().describe('The match the room is bound to'),
  startedAt: z.string().nullable().describe('ISO time the current live began; null when offline'),
});

export const roomInformationSchema = roomSummarySchema.extend({
  notice: z.string(),
  playback: playbackSchema.describe('Null URLs when the room is offline'),
  following: z.boolean().describe('Whether the caller follows the host (false for visitors)'),
  topic: z.string().describe('The MQTT topic of this room: {product}/room/{id}'),
  presence: z.object({ heartbeatSeconds: z.number().int(), expireSeconds: z.number().int() }),
  sourceHeight: z
    .number()
    .int()
    .nullable()
    .describe("The incoming picture's height; null without a stream or when the media engine does not say"),
});

export const HEALTH_WARNINGS = [
  'keyframe_interval',
  'bitrate_unstable',
  'b_frames',
  'no_audio',
  'no_video',
  'resolution_over_limit',
  'fps_over_limit',
  'bitrate_over_limit',
] as const;
export const healthWarningSchema = z.enum(HEALTH_WARNINGS);
export type HealthWarning = z.infer<typeof healthWarningSchema>;

/**
 * One look at the incoming stream, taken every few seconds of stream time. Warnings follow
 * Twitch's inspector: keyframe interval over 2 s, bitrate swings; and B-frames, which add
 * latency (OBS: keyframe interval 1 s, tune zerolatency, no B-frames).
 */
export const streamHealthSchema = z.object({
  at: z.string().describe('Server time (ISO) of the sample'),
  video: z
    .object({
      codec: z.string().describe('e.g. H264'),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      fps: z.number().nullable().describe('Frames per second measured over the sample'),
      bitrateKbps: z.number().nullable(),
      keyframeIntervalSeconds: z.number().nullable(),
      bFrames: z.boolean(),
    })
    .nullable(),
  audio: z
    .object({
      codec: z.string().describe('e.g. AAC'),
      sampleRate: z.number().int().nullable(),
      channels: z.number().int().nullable(),
      bitrateKbps: z.number().nullable(),
    })
    .nullable(),
  delayMs: z
    .number()
    .nullable()
    .describe(
      "How late the newest media reached the server against the stream's own timestamps (the encoder's and network's backlog), ms",
    ),
  warnings: z.array(healthWarningSchema),
});
export type StreamHealth = z.infer<typeof streamHealthSchema>;

/** Why a publish was refused (or a stream cut at its start), as the host is told. */
export const PUBLISH_REFUSALS = ['wrong_key', 'old_key', 'no_key', 'suspended', 'busy', 'over_limits'] as const;
export const publishRefusalSchema = z.object({
  at: z.string().describe('Server time (ISO)'),
  reason: z.enum(PUBLISH_REFUSALS),
  detail: z
    .string()
    .nullable()
    .describe('What was over the limits against the limit, in figures (over_limits), e.g. 2560x1440 > 1920x1080'),
});
export type PublishRefusal = z.infer<typeof publishRefusalSchema>;

export const streamLimitsSchema = z.object({
  maxWidth: z.number().int(),
  maxHeight: z.number().int(),
  maxFps: z.number().int(),
  maxBitrateKbps: z.number().int(),
});
export type StreamLimitsView = z.infer<typeof streamLimitsSchema>;

export const streamStatusSchema = z.object({
  state: streamStateSchema,
  since: z.string().nullable().describe('ISO time the state began'),
  health: streamHealthSchema
    .nullable()
    .describe('The latest sample; null without a stream or when the media engine reports none (nginx-rtmp)'),
  history: z.array(streamHealthSchema).describe('Samples of about the last minute, oldest first'),
  refusals: z.array(publishRefusalSchema).describe('The latest refused publishes to the room, newest first'),
  limits: streamLimitsSchema
    .nullable()
    .describe('What a stream may be; null when the media engine does not check (nginx-rtmp, SRS)'),
});

export const HOST_APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const hostApplicationStatusSchema = z.enum(HOST_APPLICATION_STATUSES, {
  error: 'must be pending, approved, rejected or suspended',
});

export const hostApplicationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  streamName: z.string(),
  intro: z.string(),
  sports: z.array(z.enum(servedSports())),
  status: hostApplicationStatusSchema,
  reason: z.string().nullable().describe('Why it was rejected or suspended'),
  roomId: z.number().int().nullable().describe('The host room, made at the first approval'),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type HostApplication = z.infer<typeof hostApplicationSchema>;

/** The host's own room, as the host pages edit it. */
export const hostRoomSchema = roomInformationSchema.extend({
  hasKey: z.boolean().describe('A stream key exists (it is shown only when made or reset)'),
  open: z.boolean().describe('The host opened the room (/live/open) and has not closed it'),
  reconnectGraceSeconds: z
    .number()
    .int()
    .describe(
      "How long a dropped stream may stay away before the room closes (the host's choice, or the server's default)",
    ),
  reconnectGraceChosen: z.boolean().describe('The host chose the grace (false: the server default)'),
});

export const END_REASONS = ['host', 'stream_lost', 'suspended'] as const;

export const streamRecordSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable().describe('Null while live'),
  durationSeconds: z.number().int(),
  peakViewers: z.number().int(),
  averageViewers: z.number().describe('Time-weighted over the live'),
  endReason: z.enum(END_REASONS).nullable(),
  match: matchSummarySchema.nullable().describe('The bound match as it stands now: its final score once it has ended'),
});
export type StreamRecord = z.infer<typeof streamRecordSchema>;

export const followedHostSchema = z.object({
  host: hostSchema,
  room: roomSummarySchema.nullable(),
  followedAt: z.string(),
});

export type RoomSummary = z.infer<typeof roomSummarySchema>;
export type RoomInformation = z.infer<typeof roomInformationSchema>;
export type HostRoom = z.infer<typeof hostRoomSchema>;
