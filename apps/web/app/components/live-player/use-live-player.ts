import type { LiveState, RoomInformation } from '@placar/contract/live-entities';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  autoRendition,
  firstRendition,
  type QualityChoice,
  readSlowNetwork,
  type Rendition,
  ThroughputMeter,
} from './auto-quality.ts';
import { chooseEngine, type EngineKind, type ForcedEngine, readPlaybackSupport } from './choose-engine.ts';
import { type EngineHandle, startEngine } from './engines.ts';
import { bufferedEdge, gapAhead, holdStep, MAX_DELAY_SECONDS } from './live-latency.ts';

export type PlayerStatus =
  /** Nothing to play: the room is not live. */
  | 'idle'
  | 'loading'
  | 'playing'
  /** Paused on purpose to build up the viewer's chosen delay. */
  | 'holding'
  | 'paused'
  /** No progress: waiting for media, or restarting the engine. */
  | 'stalled'
  /** This browser can play none of the room's formats. */
  | 'unsupported';

/** What the spoiler gate reads: the playhead and how far behind live it is (null when not playing). */
export interface MediaProbe {
  position(): number | null;
  latency(): number | null;
}

export type RoomPlayback = RoomInformation['playback'];

interface LivePlayerOptions {
  playback: RoomPlayback;
  /** The room's state: live and reconnecting keep the engine; reconnecting waits for the encoder instead of restarting. */
  liveState: LiveState;
  delaySeconds: number;
  forcedEngine: ForcedEngine;
  /** The incoming picture's height: a lower rendition is offered only below it. */
  sourceHeight: number | null;
}

const TICK_MS = 250;
/** No playhead progress for this long while meant to play: jump a gap, else restart. */
const STALL_MS = 4000;
/** Restarts back off while they keep failing; a stream that is away is waited for, not asked for in a loop. */
const RESTART_BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000];
/** How often Auto weighs the renditions, and the window of stalls it counts. */
const AUTO_EVERY_MS = 2000;
const STALL_WINDOW_MS = 20_000;
const QUALITY_KEY = 'placar.player.quality';

function savedQuality(): QualityChoice {
  try {
    const saved = localStorage.getItem(QUALITY_KEY);
    return saved === 'source' || saved === 'low' ? saved : 'auto';
  } catch {
    return 'auto';
  }
}

/**
 * Plays a live room in a video element: picks and loads the engine on demand, keeps the chosen
 * delay (or lets the engine chase live), measures latency and the true delay, recovers from
 * stalls by itself (waiting while the host's encoder is away), picks a rendition by measured
 * throughput on Auto, and offers a jump to the live edge.
 */
export function useLivePlayer(videoRef: RefObject<HTMLVideoElement | null>, options: LivePlayerOptions) {
  const { liveState, forcedEngine, playback, sourceHeight } = options;
  const active = liveState === 'live' || liveState === 'reconnecting';
  const away = liveState === 'reconnecting';
  const [delay, setDelayState] = useState(options.delaySeconds);
  const [quality, setQualityState] = useState<QualityChoice>('auto');
  const [autoPick, setAutoPick] = useState<Rendition>('source');
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [engineKind, setEngineKind] = useState<EngineKind | null>(null);
  const [latency, setLatency] = useState<number | null>(null);
  const [trueDelay, setTrueDelay] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const engine = useRef<EngineHandle | null>(null);
  const holding = useRef(false);
  const failures = useRef(0);
  const awayRef = useRef(away);
  const retryNow = useRef<(() => void) | null>(null);
  const meter = useRef(new ThroughputMeter());
  const stalls = useRef<number[]>([]);
  const sourceKbps = useRef<number | null>(null);
  const pickedAt = useRef(0);
  /** The engine was handed to the mini-player: unmounting must leave it playing. */
  const kept = useRef(false);

  useEffect(() => setDelayState(options.delaySeconds), [options.delaySeconds]);
  useEffect(() => {
    setQualityState(savedQuality());
    setAutoPick(firstRendition(readSlowNetwork()));
    pickedAt.current = performance.now();
  }, []);

  const lowOffered = playback.low !== null && sourceHeight !== null && sourceHeight > playback.low.height;
  const rendition: Rendition = !lowOffered ? 'source' : quality === 'auto' ? autoPick : quality;
  const source = rendition === 'low' && playback.low !== null ? playback.low : playback;
  const { flv, hls } = source;

  const restart = useCallback(() => setGeneration((value) => value + 1), []);
  const setDelay = useCallback(
    (seconds: number) => setDelayState(Math.max(0, Math.min(MAX_DELAY_SECONDS, seconds))),
    [],
  );
  const setQuality = useCallback((choice: QualityChoice) => {
    setQualityState(choice);
    try {
      localStorage.setItem(QUALITY_KEY, choice);
    } catch {
      // private mode: the choice lasts for this page
    }
  }, []);

  // Back from an outage: a restart waiting out its back-off starts now, with the back-off reset.
  useEffect(() => {
    const wasAway = awayRef.current;
    awayRef.current = away;
    if (wasAway && !away) {
      failures.current = 0;
      retryNow.current?.();
    }
  }, [away]);

  // Start the engine while active; any failure restarts it after a growing pause.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active) {
      setStatus('idle');
      return;
    }
    const choice = chooseEngine({ flv, hls }, readPlaybackSupport(), forcedEngine);
    if (choice === null) {
      setStatus('unsupported');
      return;
    }
    let disposed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      if (disposed || retry) return;
      setStatus('stalled');
      const wait = RESTART_BACKOFF_MS[Math.min(failures.current, RESTART_BACKOFF_MS.length - 1)]!;
      failures.current += 1;
      retry = setTimeout(() => !disposed && restart(), wait);
      retryNow.current = () => {
        clearTimeout(retry);
        if (!disposed) restart();
      };
    };
    setStatus('loading');
    setEngineKind(choice.kind);
    holding.current = false;
    const watch = { onBytes: (bytes: number, at: number) => meter.current.add(bytes, at) };
    startEngine(choice.kind, choice.url, video, { delaySeconds: delay, onFatal: fail, watch })
      .then((handle) => {
        if (disposed) return handle.destroy();
        engine.current = handle;
        video.play().catch(() => undefined);
      })
      .catch(fail);
    return () => {
      disposed = true;
      clearTimeout(retry);
      retryNow.current = null;
      if (!kept.current) engine.current?.destroy();
      engine.current = null;
      video.playbackRate = 1;
    };
  }, [videoRef, active, flv, hls, forcedEngine, delay, generation, restart]);

  // Status from the element's own events.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onPlaying = () => {
      failures.current = 0;
      setStatus('playing');
    };
    const onPause = () => setStatus(holding.current ? 'holding' : 'paused');
    const onWaiting = () => setStatus((current) => (current === 'idle' ? current : 'stalled'));
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    video.addEventListener('waiting', onWaiting);
    return () => {
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('waiting', onWaiting);
    };
  }, [videoRef]);

  // The ticker: latency, the chosen delay, stall recovery, Auto's choice.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active) return;
    let lastTime = -1;
    let lastProgress = performance.now();
    let lastAuto = performance.now();
    const weighRenditions = (now: number) => {
      stalls.current = stalls.current.filter((at) => now - at <= STALL_WINDOW_MS);
      if (rendition === 'source' && !video.paused && stalls.current.length === 0)
        sourceKbps.current = meter.current.rateKbps(now) ?? sourceKbps.current;
      if (quality !== 'auto' || !lowOffered) return;
      const next = autoRendition({
        current: rendition,
        onItMs: now - pickedAt.current,
        recentStalls: stalls.current.length,
        capacityKbps: meter.current.capacityKbps(),
        sourceKbps: sourceKbps.current,
        slowNetwork: readSlowNetwork(),
      });
      if (next === rendition) return;
      pickedAt.current = now;
      stalls.current = [];
      setAutoPick(next);
    };
    const timer = setInterval(() => {
      const handle = engine.current;
      if (!handle) return;
      const now = performance.now();
      const measured = handle.latency();
      const truly = handle.trueDelay();
      setLatency((current) =>
        measured === null ? null : current !== null && Math.abs(current - measured) < 0.05 ? current : measured,
      );
      setTrueDelay((current) =>
        truly === null ? null : current !== null && Math.abs(current - truly) < 0.05 ? current : truly,
      );
      if (delay > 0 && measured !== null) {
        const step = holdStep(measured, delay, holding.current);
        if (step.kind === 'hold' && !video.paused && !holding.current) {
          holding.current = true;
          video.pause();
        } else if (step.kind !== 'hold' && holding.current) {
          holding.current = false;
          video.play().catch(() => undefined);
        }
        if (step.kind === 'seek') {
          const edge = bufferedEdge(video);
          if (edge !== null) video.currentTime = Math.max(0, edge - step.behindEdge);
        } else if (step.kind === 'play' && video.playbackRate !== step.rate) {
          video.playbackRate = step.rate;
        }
      }
      if (now - lastAuto >= AUTO_EVERY_MS) {
        lastAuto = now;
        weighRenditions(now);
      }
      if (video.paused || video.currentTime !== lastTime) {
        lastTime = video.currentTime;
        lastProgress = now;
        return;
      }
      // The encoder is away: the open request gets its stream back when it returns.
      if (now - lastProgress < STALL_MS || awayRef.current) return;
      lastProgress = now;
      stalls.current.push(now);
      const gap = gapAhead(video);
      if (gap !== null) video.currentTime = gap + 0.05;
      else restart();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [videoRef, active, delay, generation, restart, rendition, quality, lowOffered]);

  const goLive = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (delay > 0) {
      setDelayState(0);
      return;
    }
    const edge = bufferedEdge(video);
    if (edge !== null) video.currentTime = Math.max(0, edge - 0.3);
    if (video.paused) video.play().catch(() => undefined);
  }, [videoRef, delay]);

  const probe = useMemo<MediaProbe>(
    () => ({
      position: () => {
        const video = videoRef.current;
        return engine.current && video && video.readyState >= 2 ? video.currentTime : null;
      },
      // The true delay when the stream says it: it holds a goal until the picture really shows it.
      latency: () => engine.current?.trueDelay() ?? engine.current?.latency() ?? null,
    }),
    [videoRef],
  );

  /**
   * Leaves the running engine attached to the element past this player's unmount (the mini-player
   * plays it on); answers the function that stops it, or null when no engine runs.
   */
  const detach = useCallback((): (() => void) | null => {
    const handle = engine.current;
    if (!handle) return null;
    kept.current = true;
    return () => handle.destroy();
  }, []);

  return {
    status,
    engine: engineKind,
    latency,
    trueDelay,
    delay,
    setDelay,
    quality,
    setQuality,
    rendition,
    lowOffered,
    goLive,
    probe,
    detach,
  };
}
