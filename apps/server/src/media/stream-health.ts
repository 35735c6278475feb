import type { StreamHealth } from '@placar/contract/live-entities';
import { sampleBreaches } from './stream-limits.ts';
import type { StreamLimits } from './stream-limits.ts';

/** One FLV/RTMP media packet as the meter sees it (its payload is not kept). */
export interface MeteredPacket {
  kind: 'audio' | 'video';
  codecId: number;
  keyframe: boolean;
  /** A codec configuration record (AVC sequence header, AAC config): not a frame. */
  header: boolean;
  /** Milliseconds of stream time. */
  dts: number;
  pts: number;
  bytes: number;
}

/** What the encoder declared in its onMetaData (the picture size from its SPS when there is one). */
export interface StreamMetadata {
  width: number | null;
  height: number | null;
  fps: number | null;
  /** Declared video bitrate, kbps. */
  videoKbps: number | null;
  audioSampleRate: number | null;
  audioChannels: number | null;
}

interface HealthMeterOptions {
  now: () => number;
  /** Warned about when a sample is over them. */
  limits?: StreamLimits | null;
  /** The stream's delay into the server now, ms (delay-clock.ts). */
  delayMs?: () => number | null;
  onSample?: (sample: StreamHealth) => void;
}

const SAMPLE_EVERY_MS = 2000;
const HISTORY_SAMPLES = 30;
/** Twitch's inspector warns above 2 s; players join and recover at keyframes. */
const MAX_KEYFRAME_INTERVAL_S = 2;
/** Over the last samples, a spread of more than half the mean bitrate counts as unstable. */
const BITRATE_SPREAD = 0.5;
const BITRATE_SAMPLES = 5;

const VIDEO_CODECS: Record<number, string> = {
  2: 'H263',
  4: 'VP6',
  7: 'H264',
  12: 'HEVC',
  0x61763031: 'AV1',
  0x76703039: 'VP9',
  0x68766331: 'HEVC',
};
const AUDIO_CODECS: Record<number, string> = { 2: 'MP3', 10: 'AAC', 11: 'Speex', 9: 'ExHeader' };

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Measures an incoming stream from its packets, by stream time (the packets' dts), so a sample
 * says the same whatever the machine's load: every 2 s of stream it records codecs, resolution,
 * fps, bitrates and the keyframe interval, with the warnings a host should act on.
 */
export class HealthMeter {
  private readonly now: () => number;
  private readonly options: HealthMeterOptions;
  private metadata: StreamMetadata = {
    width: null,
    height: null,
    fps: null,
    videoKbps: null,
    audioSampleRate: null,
    audioChannels: null,
  };
  private windowStart: number | null = null;
  private lastDts = 0;
  private video = { codec: null as string | null, bytes: 0, frames: 0, bFrames: false };
  private audio = { codec: null as string | null, bytes: 0, frames: 0 };
  private lastKeyframe: number | null = null;
  private keyframeInterval: number | null = null;
  readonly history: StreamHealth[] = [];

  constructor(options: HealthMeterOptions) {
    this.now = options.now;
    this.options = options;
  }

  get latest(): StreamHealth | null {
    return this.history.at(-1) ?? null;
  }

  setMetadata(metadata: Partial<StreamMetadata>): void {
    this.metadata = { ...this.metadata, ...metadata };
  }

  add(packet: MeteredPacket): void {
    if (this.windowStart === null || packet.dts < this.lastDts - SAMPLE_EVERY_MS) this.restart(packet.dts);
    this.lastDts = Math.max(this.lastDts, packet.dts);
    if (packet.kind === 'video') {
      this.video.codec = VIDEO_CODECS[packet.codecId] ?? `codec ${packet.codecId}`;
      if (!packet.header) {
        this.video.bytes += packet.bytes;
        this.video.frames += 1;
        if (packet.pts !== packet.dts) this.video.bFrames = true;
        if (packet.keyframe) {
          if (this.lastKeyframe !== null && packet.dts > this.lastKeyframe)
            this.keyframeInterval = (packet.dts - this.lastKeyframe) / 1000;
          this.lastKeyframe = packet.dts;
        }
      }
    } else {
      this.audio.codec = AUDIO_CODECS[packet.codecId] ?? `codec ${packet.codecId}`;
      if (!packet.header) {
        this.audio.bytes += packet.bytes;
        this.audio.frames += 1;
      }
    }
    if (this.windowStart !== null && this.lastDts - this.windowStart >= SAMPLE_EVERY_MS) this.sample();
  }

  private restart(dts: number): void {
    this.windowStart = dts;
    this.lastDts = dts;
    this.lastKeyframe = null;
    this.video = { ...this.video, bytes: 0, frames: 0, bFrames: false };
    this.audio = { ...this.audio, bytes: 0, frames: 0 };
  }

  private sample(): void {
    const seconds = (this.lastDts - (this.windowStart ?? this.lastDts)) / 1000;
    const sinceKeyframe = this.lastKeyframe === null ? null : (this.lastDts - this.lastKeyframe) / 1000;
    const interval =
      this.keyframeInterval ??
      (sinceKeyframe !== null && sinceKeyframe > MAX_KEYFRAME_INTERVAL_S ? sinceKeyframe : null);
    const hasVideo = this.video.frames > 0;
    const hasAudio = this.audio.frames > 0;
    const sample: StreamHealth = {
      at: new Date(this.now()).toISOString(),
      video: hasVideo
        ? {
            codec: this.video.codec ?? 'unknown',
            width: this.metadata.width,
            height: this.metadata.height,
            fps: round(this.video.frames / seconds),
            bitrateKbps: round((this.video.bytes * 8) / 1000 / seconds, 0),
            keyframeIntervalSeconds: interval === null ? null : round(interval, 2),
            bFrames: this.video.bFrames,
          }
        : null,
      audio: hasAudio
        ? {
            codec: this.audio.codec ?? 'unknown',
            sampleRate: this.metadata.audioSampleRate,
            channels: this.metadata.audioChannels,
            bitrateKbps: round((this.audio.bytes * 8) / 1000 / seconds, 0),
          }
        : null,
      delayMs: this.options.delayMs?.() ?? null,
      warnings: [],
    };
    const keyframesTooFar = (interval ?? 0) > MAX_KEYFRAME_INTERVAL_S || (sinceKeyframe ?? 0) > MAX_KEYFRAME_INTERVAL_S;
    if (hasVideo && keyframesTooFar) sample.warnings.push('keyframe_interval');
    if (this.bitrateUnstable(sample)) sample.warnings.push('bitrate_unstable');
    if (this.video.bFrames) sample.warnings.push('b_frames');
    if (!hasAudio) sample.warnings.push('no_audio');
    if (!hasVideo) sample.warnings.push('no_video');
    if (this.options.limits)
      for (const breach of sampleBreaches(this.options.limits, sample)) sample.warnings.push(breach.warning);
    this.history.push(sample);
    if (this.history.length > HISTORY_SAMPLES) this.history.shift();
    this.windowStart = this.lastDts;
    this.video = { ...this.video, bytes: 0, frames: 0, bFrames: false };
    this.audio = { ...this.audio, bytes: 0, frames: 0 };
    this.options.onSample?.(sample);
  }

  private bitrateUnstable(sample: StreamHealth): boolean {
    const total = (entry: StreamHealth) => (entry.video?.bitrateKbps ?? 0) + (entry.audio?.bitrateKbps ?? 0);
    const recent = [...this.history.slice(-(BITRATE_SAMPLES - 1)), sample].map(total);
    if (recent.length < 3) return false;
    const mean = recent.reduce((sum, value) => sum + value, 0) / recent.length;
    return mean > 0 && (Math.max(...recent) - Math.min(...recent)) / mean > BITRATE_SPREAD;
  }
}
