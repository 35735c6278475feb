import type { HealthWarning, StreamHealth } from '@placar/contract/live-entities';

/** What a stream may be (STREAM_MAX_*): checked on its first frames, warned about later. */
export interface StreamLimits {
  maxWidth: number;
  maxHeight: number;
  maxFps: number;
  maxBitrateKbps: number;
}

/** What is known of a stream when it starts: the encoder's metadata and the picture its SPS describes. */
interface StreamStart {
  width: number | null;
  height: number | null;
  fps: number | null;
  /** Declared video bitrate (onMetaData videodatarate), kbps. */
  bitrateKbps: number | null;
}

export interface LimitBreach {
  warning: Extract<HealthWarning, 'resolution_over_limit' | 'fps_over_limit' | 'bitrate_over_limit'>;
  /** What came against what is allowed, in figures any language reads: `2560x1440 > 1920x1080`. */
  detail: string;
}

/**
 * A measured bitrate this far over the limit is cut at once, not only warned about: a stream of
 * hundreds of Mb/s fills every viewer's buffer and the server's memory (issue 40).
 */
const BITRATE_CUT_FACTOR = 2;
/** Frame-rate measurements wobble by a frame or two per sample. */
const FPS_TOLERANCE = 1.1;

/** Landscape or portrait: the longer side against the longer limit, the shorter against the shorter. */
function resolutionBreach(limits: StreamLimits, width: number | null, height: number | null): LimitBreach | null {
  if (width === null || height === null) return null;
  const [long, short] = width >= height ? [width, height] : [height, width];
  const [maxLong, maxShort] =
    limits.maxWidth >= limits.maxHeight ? [limits.maxWidth, limits.maxHeight] : [limits.maxHeight, limits.maxWidth];
  if (long <= maxLong && short <= maxShort) return null;
  return { warning: 'resolution_over_limit', detail: `${width}x${height} > ${limits.maxWidth}x${limits.maxHeight}` };
}

function fpsBreach(limits: StreamLimits, fps: number | null, tolerance: number): LimitBreach | null {
  if (fps === null || fps <= limits.maxFps * tolerance) return null;
  return { warning: 'fps_over_limit', detail: `${Math.round(fps)} fps > ${limits.maxFps} fps` };
}

function bitrateBreach(limits: StreamLimits, kbps: number | null, factor = 1): LimitBreach | null {
  if (kbps === null || kbps <= limits.maxBitrateKbps * factor) return null;
  return { warning: 'bitrate_over_limit', detail: `${Math.round(kbps)} kbps > ${limits.maxBitrateKbps} kbps` };
}

/** The first breach of what a starting stream declares and shows; null lets it on air. */
export function startBreach(limits: StreamLimits, start: StreamStart): LimitBreach | null {
  return (
    resolutionBreach(limits, start.width, start.height) ??
    fpsBreach(limits, start.fps, 1) ??
    bitrateBreach(limits, start.bitrateKbps)
  );
}

/** Every limit a health sample is over (the host's warnings). */
export function sampleBreaches(limits: StreamLimits, sample: StreamHealth): LimitBreach[] {
  const video = sample.video;
  if (video === null) return [];
  return [
    resolutionBreach(limits, video.width, video.height),
    fpsBreach(limits, video.fps, FPS_TOLERANCE),
    bitrateBreach(limits, video.bitrateKbps),
  ].filter((breach): breach is LimitBreach => breach !== null);
}

/** A measured bitrate so far over the limit that the stream is cut. */
export function bitrateCut(limits: StreamLimits, kbps: number): LimitBreach | null {
  return bitrateBreach(limits, kbps, BITRATE_CUT_FACTOR);
}
