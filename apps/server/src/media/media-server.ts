import type { PublishRefusal, StreamHealth, StreamLimitsView } from '@placar/contract/live-entities';
import type { EngineReport } from '../http/engine-report.ts';
import type { PublishKeys } from './publish-keys.ts';
import type { StreamState } from './stream-tracker.ts';

export const MEDIA_SERVERS = ['embedded', 'nginx-rtmp', 'srs'] as const;
export type MediaServerKind = (typeof MEDIA_SERVERS)[number];

export interface StreamStatus {
  state: StreamState;
  /** Epoch ms the state began. */
  since: number | null;
  health: StreamHealth | null;
  history: StreamHealth[];
  /** The latest refused publishes, newest first (the host's preview and console show why). */
  refusals: PublishRefusal[];
  /** What a stream may be; null when this engine does not check. */
  limits: StreamLimitsView | null;
  /** The incoming picture's height; null when unknown. */
  sourceHeight: number | null;
}

/** The source as published, or the lower rendition transcoded from it. */
export type Rendition = 'source' | 'low';

/**
 * Whatever ingests RTMP, as the rest of the app sees it (modules never touch node-media-server
 * or nginx): one publish rule (`keys`), each room's stream state, and the ways to end a stream.
 */
export interface MediaServer {
  readonly kind: MediaServerKind;
  /** The publish rule's in-memory map, kept current by the live service. */
  readonly keys: PublishKeys;
  /** The RTMP port hosts publish to (the embedded server's real port once listening). */
  readonly rtmpPort: number;
  status(roomId: number): StreamStatus;
  /** Drops the current publisher; the room is reconnecting until a publisher with a valid key comes back, or the grace period ends. */
  disconnect(roomId: number): Promise<void>;
  /** Ends the room's stream now, with no grace period (a suspended host). */
  cut(roomId: number): Promise<void>;
  /** Whether hosts can publish, for the health page. */
  health(): EngineReport;
  close(): Promise<void>;
}
