/** How a room is played: mpegts.js over HTTP-FLV, hls.js, or the browser's own HLS. */
export type EngineKind = 'flv' | 'hls-js' | 'hls-native';

interface Playback {
  flv: string | null;
  hls: string | null;
}

/** What the browser can do, read once (`readPlaybackSupport`), passed in so the choice is testable. */
interface PlaybackSupport {
  /** MediaSource or ManagedMediaSource (iOS 17.1+) takes H.264 + AAC. */
  mse: boolean;
  /** The video element plays an HLS playlist itself (Safari, iOS before 17.1). */
  nativeHls: boolean;
  /** fetch() exposes the body as a stream, which HTTP-FLV needs. */
  streamingFetch: boolean;
}

/** `?engine=hls` (or `flv`) forces a path: support and the latency bench use it. */
export type ForcedEngine = 'flv' | 'hls' | null;

interface EngineChoice {
  kind: EngineKind;
  url: string;
}

/**
 * HTTP-FLV through mpegts.js where MSE or MMS exists (about a second behind live); else HLS,
 * played by hls.js where MSE exists (an engine with no FLV, such as nginx-rtmp), or natively.
 * Null when nothing here can play the room.
 */
export function chooseEngine(
  playback: Playback,
  support: PlaybackSupport,
  forced: ForcedEngine = null,
): EngineChoice | null {
  const flvPossible = playback.flv !== null && support.mse && support.streamingFetch;
  if (flvPossible && forced !== 'hls') return { kind: 'flv', url: playback.flv! };
  if (playback.hls !== null && forced !== 'flv') {
    if (support.mse) return { kind: 'hls-js', url: playback.hls };
    if (support.nativeHls) return { kind: 'hls-native', url: playback.hls };
  }
  return null;
}

const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

type SourceClass = { isTypeSupported?: (type: string) => boolean } | undefined;

export function readPlaybackSupport(): PlaybackSupport {
  const scope = globalThis as unknown as {
    MediaSource?: SourceClass;
    ManagedMediaSource?: SourceClass;
    ReadableStream?: unknown;
    Response?: { prototype: object };
  };
  const sources = [scope.MediaSource, scope.ManagedMediaSource];
  const mse = sources.some((source) => source?.isTypeSupported?.(H264_AAC) === true);
  const video = typeof document === 'undefined' ? null : document.createElement('video');
  const nativeHls = video !== null && video.canPlayType('application/vnd.apple.mpegurl') !== '';
  const streamingFetch =
    typeof scope.ReadableStream === 'function' && scope.Response !== undefined && 'body' in scope.Response.prototype;
  return { mse, nativeHls, streamingFetch };
}

export function readForcedEngine(search: string): ForcedEngine {
  const value = new URLSearchParams(search).get('engine');
  return value === 'flv' || value === 'hls' ? value : null;
}
