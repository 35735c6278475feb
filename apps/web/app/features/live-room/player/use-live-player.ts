import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chooseEngine, type EngineKind, type ForcedEngine, type Playback, readPlaybackSupport } from './choose-engine.ts';
import { type EngineHandle, startEngine } from './engines.ts';
import { bufferedEdge, gapAhead, holdStep } from './live-latency.ts';

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

export interface LivePlayerOptions {
  playback: Playback;
  /** The stream is (or may soon be) flowing: start the engine, and restart it when it fails. */
  active: boolean;
  delaySeconds: number;
  forcedEngine: ForcedEngine;
}

const TICK_MS = 250;
/** No playhead progress for this long while meant to play: jump a gap, else restart. */
const STALL_MS = 4000;
const RESTART_BACKOFF_MS = [500, 1000, 2000, 4000, 8000];

/**
 * Plays a live room in a video element: picks and loads the engine on demand, keeps the
 * chosen delay (or lets the engine chase live), measures latency, recovers from stalls by
 * itself, and offers a jump to the live edge.
 */
export function useLivePlayer(videoRef: RefObject<HTMLVideoElement | null>, options: LivePlayerOptions) {
  const { active, forcedEngine } = options;
  const { flv, hls } = options.playback;
  const [delay, setDelay] = useState(options.delaySeconds);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [engineKind, setEngineKind] = useState<EngineKind | null>(null);
  const [latency, setLatency] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const engine = useRef<EngineHandle | null>(null);
  const holding = useRef(false);
  const failures = useRef(0);
  /** The engine was handed to the mini-player: unmounting must leave it playing. */
  const kept = useRef(false);

  useEffect(() => setDelay(options.delaySeconds), [options.delaySeconds]);

  const restart = useCallback(() => setGeneration((value) => value + 1), []);

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
    };
    setStatus('loading');
    setEngineKind(choice.kind);
    holding.current = false;
    startEngine(choice.kind, choice.url, video, { delaySeconds: delay, onFatal: fail })
      .then((handle) => {
        if (disposed) return handle.destroy();
        engine.current = handle;
        video.play().catch(() => undefined);
      })
      .catch(fail);
    return () => {
      disposed = true;
      clearTimeout(retry);
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

  // The ticker: latency, the chosen delay, stall recovery.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active) return;
    let lastTime = -1;
    let lastProgress = performance.now();
    const timer = setInterval(() => {
      const handle = engine.current;
      if (!handle) return;
      const now = performance.now();
      const measured = handle.latency();
      setLatency((current) => (measured === null ? null : current !== null && Math.abs(current - measured) < 0.05 ? current : measured));
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
      if (video.paused || video.currentTime !== lastTime) {
        lastTime = video.currentTime;
        lastProgress = now;
        return;
      }
      if (now - lastProgress < STALL_MS) return;
      lastProgress = now;
      const gap = gapAhead(video);
      if (gap !== null) video.currentTime = gap + 0.05;
      else restart();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [videoRef, active, delay, generation, restart]);

  const goLive = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (delay > 0) {
      setDelay(0);
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
      latency: () => engine.current?.latency() ?? null,
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

  return { status, engine: engineKind, latency, delay, goLive, probe, detach };
}
