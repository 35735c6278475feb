import type { EngineKind } from './choose-engine.ts';
import { flvLoaderClass } from './flv-loader.ts';
import type { LoaderWatch } from './flv-loader.ts';
import { bufferedEdge, bufferLatency } from './live-latency.ts';
import { ClockMarks, readClockMark, serverNow } from './true-delay.ts';

/** A playing engine attached to a video element. */
export interface EngineHandle {
  kind: EngineKind;
  /** Seconds between the playhead and the newest media received (null before any media). */
  latency(): number | null;
  /** Seconds between the picture and live at the encoder, by the server's clock (null when the stream does not say). */
  trueDelay(): number | null;
  destroy(): void;
}

interface EngineOptions {
  /** A viewer's chosen delay: 0 lets the engine chase live itself, above 0 the page holds it. */
  delaySeconds: number;
  /** The engine gave up (network cut, media error): the page restarts it. */
  onFatal: (reason: string) => void;
  /** Each chunk downloaded (HTTP-FLV): auto quality reads the throughput. */
  watch?: LoaderWatch;
}

/**
 * mpegts.js settings for HTTP-FLV: no stash buffer, and latency chasing (playback rate 1.2 while
 * the buffer holds over 0.8 s, down to 0.4 s; a jump back to 0.4 s behind the edge above 1.2 s),
 * so a viewer stays well under a second and a half behind (bench/video-latency). A chosen delay
 * turns both off; the page keeps the delay itself.
 */
function flvConfig(delaySeconds: number) {
  const chase = delaySeconds === 0;
  return {
    isLive: true,
    enableWorker: false,
    enableStashBuffer: false,
    stashInitialSize: 128 * 1024,
    lazyLoad: false,
    liveSync: chase,
    liveSyncMaxLatency: 0.6,
    liveSyncTargetLatency: 0.3,
    liveSyncPlaybackRate: 1.2,
    liveBufferLatencyChasing: chase,
    liveBufferLatencyMaxLatency: 1.0,
    liveBufferLatencyMinRemain: 0.3,
    autoCleanupSourceBuffer: true,
    autoCleanupMaxBackwardDuration: 30,
    autoCleanupMinBackwardDuration: 10,
  };
}

async function startFlv(url: string, video: HTMLVideoElement, options: EngineOptions): Promise<EngineHandle> {
  const { default: mpegts } = await import('mpegts.js');
  mpegts.LoggingControl.enableAll = false;
  const customLoader = flvLoaderClass(mpegts, options.watch ?? { onBytes: () => undefined });
  const player = mpegts.createPlayer(
    { type: 'flv', isLive: true, url: new URL(url, location.href).href },
    { ...flvConfig(options.delaySeconds), customLoader },
  );
  const marks = new ClockMarks();
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => options.onFatal(`${type}: ${detail}`));
  // The server ends the response when the stream ends or the room closes.
  player.on(mpegts.Events.LOADING_COMPLETE, () => options.onFatal('stream ended'));
  player.on(mpegts.Events.SCRIPTDATA_ARRIVED, (data: unknown) => {
    const mark = readClockMark(data);
    const edge = bufferedEdge(video);
    if (mark !== null && edge !== null) marks.add(mark.capturedAt, edge);
  });
  player.attachMediaElement(video);
  player.load();
  return {
    kind: 'flv',
    latency: () => bufferLatency(video),
    trueDelay: () => marks.delay(video.currentTime, serverNow()),
    destroy: () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}

async function startHlsJs(url: string, video: HTMLVideoElement, options: EngineOptions): Promise<EngineHandle> {
  const { default: Hls } = await import('hls.js/light');
  const chase = options.delaySeconds === 0;
  const hls = new Hls({
    // No worker from a blob: URL, which a strict CSP refuses; these streams are small.
    enableWorker: false,
    lowLatencyMode: true,
    liveSyncDuration: chase ? 1.5 : options.delaySeconds,
    liveMaxLatencyDuration: chase ? 6 : options.delaySeconds + 30,
    maxLiveSyncPlaybackRate: chase ? 1.2 : 1,
    backBufferLength: 30,
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) options.onFatal(`hls: ${data.details}`);
  });
  hls.loadSource(new URL(url, location.href).href);
  hls.attachMedia(video);
  return {
    kind: 'hls-js',
    latency: () => (video.buffered.length === 0 ? null : Math.max(0, hls.latency)),
    // The playlist's program date-time (the embedded remux writes it; nginx-rtmp does not).
    trueDelay: () => {
      const shown = hls.playingDate;
      return shown === null ? null : Math.max(0, (serverNow() - shown.getTime()) / 1000);
    },
    destroy: () => hls.destroy(),
  };
}

function startNativeHls(url: string, video: HTMLVideoElement, options: EngineOptions): EngineHandle {
  const onError = () => options.onFatal('native hls error');
  video.addEventListener('error', onError);
  video.src = url;
  return {
    kind: 'hls-native',
    latency: () => {
      const { seekable } = video;
      return seekable.length === 0
        ? bufferLatency(video)
        : Math.max(0, seekable.end(seekable.length - 1) - video.currentTime);
    },
    trueDelay: () => null,
    destroy: () => {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}

/** Loads the engine's code on demand (never in a page's first load) and starts it. */
export async function startEngine(
  kind: EngineKind,
  url: string,
  video: HTMLVideoElement,
  options: EngineOptions,
): Promise<EngineHandle> {
  if (kind === 'flv') return startFlv(url, video, options);
  if (kind === 'hls-js') return startHlsJs(url, video, options);
  return startNativeHls(url, video, options);
}
