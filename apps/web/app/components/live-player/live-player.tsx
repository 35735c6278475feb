import type { LiveState } from '@placar/contract/live-entities';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LiveBadge } from '../rooms/room-badges.tsx';
import { useLang } from '../../lib/page/use-lang.ts';
import type { ForcedEngine } from './choose-engine.ts';
import { formatLatency } from './live-latency.ts';
import { PlayerControls } from './player-controls.tsx';
import { playerKeyAction } from './player-keys.ts';
import { useVolume } from './use-volume.ts';
import { type MediaProbe, type PlayerStatus, type RoomPlayback, useLivePlayer } from './use-live-player.ts';

interface LivePlayerProps {
  playback: RoomPlayback;
  liveState: LiveState;
  /** The incoming picture's height (the quality menu offers the lower rendition below it). */
  sourceHeight?: number | null;
  delaySeconds?: number;
  forcedEngine?: ForcedEngine;
  poster?: string | null;
  /** Drawn over the picture, top left (the score overlay). */
  overlay?: ReactNode;
  /** The probe while media plays, null when it stops (the spoiler gate attaches to it). */
  onProbe?: (probe: MediaProbe | null) => void;
  /** Whether the viewer is watching (playing, or briefly recovering): presence counts only such pages. */
  onWatchingChange?: (watching: boolean) => void;
  /** Replaces the text shown while the room waits for its stream (the host's preview says what to do). */
  waitingText?: string;
  /** Replaces the text shown while the encoder is away (the host's pages speak to the host). */
  reconnectingText?: string;
  /** Replaces the text shown while the room is closed (the host's console speaks to the host). */
  offlineText?: string;
  /** Replaces the state's word on the badge (a preview nobody else sees is not "live"). */
  badgeLabel?: string;
  testId?: string;
  /** Called when the player unmounts while it plays: the element keeps playing until `release`. */
  onLeaveWhilePlaying?: (video: HTMLVideoElement, release: () => void) => void;
}

const SPINNER_AFTER_MS = 800;

/** A live room's video with its state, latency, controls and an overlay slot. */
export function LivePlayer(props: LivePlayerProps) {
  const {
    playback,
    liveState,
    sourceHeight = null,
    delaySeconds = 0,
    forcedEngine = null,
    poster,
    overlay,
    onProbe,
    onWatchingChange,
    waitingText,
    reconnectingText,
    offlineText,
    badgeLabel,
    testId = 'live-player',
    onLeaveWhilePlaying,
  } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const videoRef = useRef<HTMLVideoElement>(null);
  const active = liveState === 'live' || liveState === 'reconnecting';
  const player = useLivePlayer(videoRef, { playback, liveState, delaySeconds, forcedEngine, sourceHeight });
  const sound = useVolume(videoRef);
  const playing = player.status === 'playing';
  // A short stall or a delay hold keeps a watching page counted; a pause or the end does not.
  const [watching, setWatching] = useState(false);
  const leave = useRef({ watching, onLeaveWhilePlaying });
  useLayoutEffect(() => {
    leave.current = { watching, onLeaveWhilePlaying };
  });
  // A layout cleanup runs before the engine's passive one, while the element is still whole.
  const { detach } = player;
  useLayoutEffect(() => {
    const video = videoRef.current;
    return () => {
      // Watching, not only 'playing': the live edge runs dry for a frame now and then.
      const { watching: playingNow, onLeaveWhilePlaying: handOff } = leave.current;
      if (video === null || handOff === undefined || !playingNow) return;
      const release = detach();
      if (release !== null) handOff(video, release);
    };
  }, [detach]);

  useEffect(() => {
    // iOS ManagedMediaSource plays only with remote playback (AirPlay) off.
    if (videoRef.current) videoRef.current.disableRemotePlayback = true;
  }, []);

  const mediaOn =
    player.status === 'playing' ||
    player.status === 'holding' ||
    player.status === 'paused' ||
    player.status === 'stalled';
  useEffect(() => {
    if (!onProbe) return;
    onProbe(mediaOn ? player.probe : null);
  }, [onProbe, mediaOn, player.probe]);
  useEffect(() => () => onProbe?.(null), [onProbe]);
  useEffect(() => {
    if (player.status === 'playing') setWatching(true);
    else if (player.status === 'idle' || player.status === 'paused' || player.status === 'unsupported')
      setWatching(false);
  }, [player.status]);
  useEffect(() => onWatchingChange?.(watching), [onWatchingChange, watching]);

  const latencyMs = player.latency === null ? '' : String(Math.round(player.latency * 1000));
  // The true delay when the stream says it (the buffer alone misses the encoder's and network's backlog).
  const shownDelay = player.trueDelay ?? player.latency;
  const behind = shownDelay !== null && shownDelay > player.delay + 2;
  const box = useRef<HTMLDivElement>(null);
  const fullScreen = () => {
    const video = videoRef.current;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (box.current?.requestFullscreen) void box.current.requestFullscreen().catch(() => undefined);
    else (video as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  // Keys while the player has focus (a click on it gives it): space, m, f, arrows up/down for the volume, left/right for the delay.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest('button, input, select, textarea, [role="menu"]') !== null)
      return;
    const action = playerKeyAction(event.key);
    if (action === null) return;
    event.preventDefault();
    if (action === 'togglePlay') togglePlay();
    else if (action === 'toggleMute') sound.setMuted(!sound.silent);
    else if (action === 'fullScreen') fullScreen();
    else if (action === 'volumeUp') sound.nudge(0.1);
    else if (action === 'volumeDown') sound.nudge(-0.1);
    else if (action === 'moreDelay') player.setDelay(player.delay + 5);
    else if (player.delay > 0) player.setDelay(player.delay - 5);
    else player.goLive();
  };
  const qualities =
    player.lowOffered && playback.low !== null && sourceHeight !== null
      ? { sourceHeight, lowHeight: playback.low.height }
      : null;
  return (
    <div
      ref={box}
      tabIndex={active ? 0 : undefined}
      onKeyDown={onKeyDown}
      aria-label={active ? t('player.keysHint') : undefined}
      className="relative aspect-video w-full overflow-hidden bg-black outline-none focus-visible:ring-2 focus-visible:ring-pitch-400 sm:rounded-2xl"
      data-testid={testId}
      data-status={player.status}
      data-engine={player.engine ?? ''}
      data-latency-ms={latencyMs}
      data-true-delay-ms={player.trueDelay === null ? '' : String(Math.round(player.trueDelay * 1000))}
      data-delay={player.delay}
      data-quality={player.quality}
      data-rendition={player.rendition}
      data-live-state={liveState}
    >
      <video
        ref={videoRef}
        playsInline
        muted
        autoPlay
        poster={poster ?? undefined}
        className="size-full object-contain"
        data-testid={`${testId}-video`}
        x-webkit-airplay="deny"
      />
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-2 sm:p-3">
        <div className="min-w-0">{overlay}</div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <LiveBadge state={liveState} testId={`${testId}-state`} label={badgeLabel} />
          {active && shownDelay !== null ? (
            <span
              className="rounded-md bg-black/60 px-1.5 py-0.5 text-[11px] font-semibold text-slate-200 tabular-nums"
              data-testid={`${testId}-latency`}
            >
              {t('player.behind', { seconds: formatLatency(shownDelay, lang) })}
            </span>
          ) : null}
        </div>
      </div>
      <PlayerMessage
        status={player.status}
        liveState={liveState}
        delay={player.delay}
        waitingText={waitingText}
        reconnectingText={reconnectingText}
        offlineText={offlineText}
        onPlay={() => void videoRef.current?.play()}
      />
      {active ? (
        <PlayerControls
          videoRef={videoRef}
          playing={playing}
          muted={sound.muted}
          volume={sound.volume}
          onMuted={sound.setMuted}
          onVolume={sound.setVolume}
          onFullScreen={fullScreen}
          showGoLive={behind || player.status === 'paused' || player.delay > 0}
          onGoLive={player.goLive}
          quality={player.quality}
          onQuality={player.setQuality}
          rendition={player.rendition}
          qualities={qualities}
          delay={player.delay}
          onDelay={player.setDelay}
          testId={testId}
        />
      ) : null}
    </div>
  );
}

function PlayerMessage({
  status,
  liveState,
  delay,
  waitingText,
  reconnectingText,
  offlineText,
  onPlay,
}: {
  status: PlayerStatus;
  liveState: LiveState;
  delay: number;
  waitingText: string | undefined;
  reconnectingText: string | undefined;
  offlineText: string | undefined;
  onPlay: () => void;
}) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (liveState === 'offline') text = offlineText ?? t('player.offline');
  else if (liveState === 'waiting') text = waitingText ?? t('player.waiting');
  else if (liveState === 'reconnecting') text = reconnectingText ?? t('player.reconnecting');
  else if (status === 'unsupported') text = t('player.unsupported');
  else if (status === 'holding') text = t('player.holding', { seconds: delay });
  // A live edge this close runs dry for a frame or two now and then: only a lasting stall shows.
  const [slow, setSlow] = useState(false);
  const waiting = status === 'loading' || status === 'stalled';
  useEffect(() => {
    if (!waiting) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SPINNER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const spinner = (waiting && slow) || (status === 'holding' && liveState === 'live');
  if (status === 'paused' && liveState === 'live') {
    return (
      <button
        type="button"
        onClick={onPlay}
        className="absolute inset-0 grid place-items-center bg-black/30"
        aria-label={t('player.play')}
        data-testid="player-play-overlay"
      >
        <span className="grid size-16 place-items-center rounded-full bg-white/90 text-ink-950 shadow-lg">
          <svg viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor" aria-hidden>
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </button>
    );
  }
  if (!text && !spinner) return null;
  return (
    <div className="pointer-events-none absolute inset-0 grid place-items-center p-6">
      <div className="flex max-w-xs flex-col items-center gap-3 text-center">
        {spinner ? (
          <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-white/20 border-t-white" />
        ) : null}
        {text ? (
          <p
            className="rounded-xl bg-black/60 px-3 py-2 text-sm font-semibold text-slate-100"
            role="status"
            data-testid="player-message"
          >
            {text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
