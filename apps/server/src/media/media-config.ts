import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { MEDIA_SERVERS } from './media-server.ts';
import type { MediaServerKind } from './media-server.ts';
import type { IngestLimits } from './embedded/ingest-limits.ts';
import type { StreamLimits } from './stream-limits.ts';

const optionalUrl = (protocols: RegExp, example: string) =>
  z.url({ protocol: protocols, error: `must be a URL such as ${example}` }).optional();
/** A whole number from min to max, with one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback);
};
/** A URL with {room} where the room id goes: a path on this site or an absolute http(s) URL. */
const playbackTemplate = z
  .string()
  .regex(/^(\/|https?:\/\/)\S*\{room\}\S*$/, { error: 'must be a path or http(s) URL containing {room}' })
  .optional();
const RESOLUTION = /^([1-9]\d{1,4})x([1-9]\d{1,4})$/;

/** The media variables of the one config schema (docs/OPERATIONS.md, Live video; SECURITY.md, RTMP ingest). */
export const mediaEnvShape = {
  MEDIA_SERVER: z
    .enum(MEDIA_SERVERS, { error: `must be ${MEDIA_SERVERS.join(', ')}` })
    .default('embedded')
    .describe('Who ingests RTMP: the embedded node-media-server, or nginx-rtmp / SRS calling the publish hook'),
  RTMP_PORT: wholeNumber(0, 65535, 1935).describe(
    'RTMP port hosts publish to (the embedded server listens on it; 0 picks a free one)',
  ),
  RTMP_PUBLIC_URL: optionalUrl(/^rtmps?$/, 'rtmp://live.example.com:1935/live').describe(
    'The RTMP server URL shown to hosts; default rtmp://<the host the page was loaded from>:RTMP_PORT/live',
  ),
  MEDIA_FLV_URL: playbackTemplate.describe(
    'HTTP-FLV playback URL of a room, {room} standing for its id; default /media/flv/{room}.flv when embedded',
  ),
  MEDIA_HLS_URL: playbackTemplate.describe(
    'HLS playback URL of a room, {room} standing for its id; default /media/hls/{room}/index.m3u8 when embedded',
  ),
  MEDIA_HOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,}$/, { error: 'must be 16 or more letters, digits, _ or -' })
    .optional()
    .describe('Secret the media engine passes to the publish hook (?secret=); required with nginx-rtmp or srs'),
  MEDIA_CONTROL_URL: optionalUrl(/^https?$/, 'http://127.0.0.1:8080/control').describe(
    "nginx-rtmp's rtmp_control endpoint, to end a stream at once",
  ),
  STREAM_RECONNECT_GRACE: wholeNumber(1, 3600, 300).describe(
    'Seconds a dropped encoder has to come back before its live ends, for rooms whose host chose no grace of their own',
  ),
  FFMPEG_PATH: z
    .string()
    .default('ffmpeg')
    .describe('ffmpeg for the embedded HLS remux and the low rendition; off turns both off'),
  STREAM_LOW_RENDITION: z
    .enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' })
    .default('auto')
    .describe(
      'A 480p rendition transcoded by ffmpeg while someone watches it (embedded); auto: on with 2 or more CPU cores',
    ),
  STREAM_LOW_RENDITION_ROOMS: wholeNumber(0, 1000, 0).describe(
    'Rooms transcoded at once for the low rendition; 0: one fewer than the CPU cores (at least 1)',
  ),
  STREAM_MAX_RESOLUTION: z
    .string()
    .regex(RESOLUTION, { error: 'must be WIDTHxHEIGHT, e.g. 1920x1080' })
    .default('1920x1080')
    .describe('Largest picture a stream may have (either orientation); larger is refused on its first frames'),
  STREAM_MAX_FPS: wholeNumber(1, 240, 60).describe('Highest frame rate a stream may have'),
  STREAM_MAX_BITRATE: wholeNumber(100, 1_000_000, 8000).describe('Highest video bitrate a stream may have, in kbps'),
  RTMP_HANDSHAKE_TIMEOUT: wholeNumber(1, 120, 5).describe('Seconds an RTMP connection has to finish its handshake'),
  RTMP_PUBLISH_TIMEOUT: wholeNumber(1, 300, 10).describe(
    'Seconds an RTMP connection has to be let in as a publisher (its key checked)',
  ),
  RTMP_IDLE_TIMEOUT: wholeNumber(1, 300, 5).describe('Seconds a publisher may send no media before it is disconnected'),
  RTMP_MAX_CONNECTIONS: wholeNumber(1, 100_000, 200).describe('Open RTMP connections in all'),
  RTMP_MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(1, 10_000, 5).describe('Open RTMP connections per client address'),
  RTMP_MAX_CHUNK_SIZE: wholeNumber(128, 16_777_215, 65_536).describe('Largest RTMP chunk size a client may set'),
  RTMP_MAX_MESSAGE_SIZE: wholeNumber(65_536, 16_777_215, 2 * 1024 * 1024).describe(
    'Largest RTMP message of a publisher let in, in bytes',
  ),
  RTMP_MAX_MESSAGE_SIZE_BEFORE_KEY: wholeNumber(1024, 16_777_215, 64 * 1024).describe(
    'Largest RTMP message before the key is checked, in bytes',
  ),
  RTMP_MAX_UNFINISHED_BEFORE_KEY: wholeNumber(1, 64, 2).describe(
    'RTMP messages a connection may hold unfinished before its key is checked',
  ),
  RTMP_MAX_CHUNK_STREAMS: wholeNumber(2, 1024, 16).describe('RTMP chunk streams a connection may use'),
};

type MediaEnv = z.output<z.ZodObject<typeof mediaEnvShape>>;

export interface MediaConfig {
  server: MediaServerKind;
  rtmpPort: number;
  rtmpPublicUrl: string | undefined;
  /** Playback URL templates ({room}); null: not offered. */
  playback: { flv: string | null; hls: string | null };
  hookSecret: string | undefined;
  controlUrl: string | undefined;
  /** The grace of rooms whose host chose none. */
  reconnectGraceMs: number;
  /** Null: no embedded HLS and no low rendition. */
  ffmpegPath: string | null;
  /** The low rendition (embedded only): its height and how many rooms may be transcoded at once; null: none. */
  lowRendition: { height: number; maxRooms: number } | null;
  streamLimits: StreamLimits;
  ingest: IngestLimits;
}

/** The height of the transcoded rendition fans on slow networks get. */
const LOW_RENDITION_HEIGHT = 480;
/**
 * Cores from which `auto` turns the low rendition on: a 720p30 -> 480p transcode took 14% of a
 * core here, 1080p30 20%, 720p60 26% (decision 0111), and it runs only while someone watches it,
 * for at most cores - 1 rooms at once, so one core always stays for the database, broker and pages.
 */
export const LOW_RENDITION_MIN_CORES = 2;

export function mediaConfig(
  parsed: MediaEnv,
  cores = availableParallelism(),
): { config: MediaConfig; problems: string[] } {
  const embedded = parsed.MEDIA_SERVER === 'embedded';
  const ffmpegPath = parsed.FFMPEG_PATH === 'off' ? null : parsed.FFMPEG_PATH;
  const problems: string[] = [];
  if (!embedded && parsed.MEDIA_HOOK_SECRET === undefined)
    problems.push(`  MEDIA_HOOK_SECRET: is required with MEDIA_SERVER=${parsed.MEDIA_SERVER}`);
  if (!embedded && parsed.MEDIA_FLV_URL === undefined && parsed.MEDIA_HLS_URL === undefined) {
    problems.push(`  MEDIA_HLS_URL: is required with MEDIA_SERVER=${parsed.MEDIA_SERVER} (where viewers play)`);
  }
  const [, width, height] = RESOLUTION.exec(parsed.STREAM_MAX_RESOLUTION) ?? [];
  const lowWanted =
    parsed.STREAM_LOW_RENDITION === 'on' ||
    (parsed.STREAM_LOW_RENDITION === 'auto' && cores >= LOW_RENDITION_MIN_CORES);
  const config: MediaConfig = {
    server: parsed.MEDIA_SERVER,
    rtmpPort: parsed.RTMP_PORT,
    rtmpPublicUrl: parsed.RTMP_PUBLIC_URL,
    playback: {
      flv: parsed.MEDIA_FLV_URL ?? (embedded ? '/media/flv/{room}.flv' : null),
      hls: parsed.MEDIA_HLS_URL ?? (embedded && ffmpegPath !== null ? '/media/hls/{room}/index.m3u8' : null),
    },
    hookSecret: parsed.MEDIA_HOOK_SECRET,
    controlUrl: parsed.MEDIA_CONTROL_URL,
    reconnectGraceMs: parsed.STREAM_RECONNECT_GRACE * 1000,
    ffmpegPath,
    // One core stays for the database, the broker and page renders.
    lowRendition:
      embedded && ffmpegPath !== null && lowWanted
        ? { height: LOW_RENDITION_HEIGHT, maxRooms: parsed.STREAM_LOW_RENDITION_ROOMS || Math.max(1, cores - 1) }
        : null,
    streamLimits: {
      maxWidth: Number(width),
      maxHeight: Number(height),
      maxFps: parsed.STREAM_MAX_FPS,
      maxBitrateKbps: parsed.STREAM_MAX_BITRATE,
    },
    ingest: {
      handshakeTimeoutMs: parsed.RTMP_HANDSHAKE_TIMEOUT * 1000,
      publishTimeoutMs: parsed.RTMP_PUBLISH_TIMEOUT * 1000,
      idleTimeoutMs: parsed.RTMP_IDLE_TIMEOUT * 1000,
      maxConnections: parsed.RTMP_MAX_CONNECTIONS,
      maxConnectionsPerAddress: parsed.RTMP_MAX_CONNECTIONS_PER_ADDRESS,
      maxChunkSize: parsed.RTMP_MAX_CHUNK_SIZE,
      maxMessageBytes: parsed.RTMP_MAX_MESSAGE_SIZE,
      maxMessageBytesBeforeKey: parsed.RTMP_MAX_MESSAGE_SIZE_BEFORE_KEY,
      maxUnfinishedBeforeKey: parsed.RTMP_MAX_UNFINISHED_BEFORE_KEY,
      maxChunkStreams: parsed.RTMP_MAX_CHUNK_STREAMS,
    },
  };
  return { config, problems };
}
