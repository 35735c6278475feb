import type { Language } from '@placar/contract/languages';
import type { RoomInformation } from '@placar/contract/live-entities';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { appStore } from '../../../state/app-store.ts';
import { closeMiniPlayer, handOffToMiniPlayer } from '../../../state/mini-player-store.ts';
import type { ForcedEngine } from '../../../components/live-player/choose-engine.ts';
import { LivePlayer } from '../../../components/live-player/live-player.tsx';
import type { MediaProbe } from '../../../components/live-player/use-live-player.ts';
import { usePresence } from '../presence/use-presence.ts';
import { ScoreOverlay } from '../score/score-overlay.tsx';
import type { SpoilerGate } from '../score/spoiler-gate.ts';

interface RoomPlayerProps {
  room: RoomInformation;
  lang: Language;
  /** The page's spoiler gate: the player drives it, the overlay and any score on the page go through it. */
  gate: SpoilerGate;
  onViewers: (viewers: number) => void;
  delaySeconds: number;
  forcedEngine: ForcedEngine;
  /** Leaving the page while it plays moves the stream into the mini-player (the room page; not a picked room closed on purpose). */
  miniPlayerOnLeave?: boolean;
}

/** A room as a viewer plays it: the player, the bound match's score on it, and presence while watching. */
export function RoomPlayer({
  room,
  lang,
  gate,
  onViewers,
  delaySeconds,
  forcedEngine,
  miniPlayerOnLeave = false,
}: RoomPlayerProps) {
  const probe = useRef<MediaProbe | null>(null);
  const [watching, setWatching] = useState(false);
  usePresence(room.id, watching, onViewers);

  const onProbe = useCallback(
    (next: MediaProbe | null) => {
      probe.current = next;
      gate.attach(next);
    },
    [gate],
  );
  const onWatchingChange = useCallback(
    (now: boolean) => {
      setWatching(now);
      // What is being watched is kept in the client state (requirement client-state).
      const link = room.playback.flv ?? room.playback.hls ?? '';
      appStore
        .getState()
        .patch(
          now ? { videoStatus: 'playing', videoLink: link, videoPath: location.pathname } : { videoStatus: 'stopped' },
        );
    },
    [room.playback.flv, room.playback.hls],
  );
  // A room page plays one stream: the one the mini-player held (this room's or another's) stops.
  useEffect(() => closeMiniPlayer(), []);
  // Left while playing: the same element, engine attached, plays on in the mini-player; its tap comes back here.
  const { pathname: returnPath } = useLocation();
  const onLeaveWhilePlaying = useCallback(
    (element: HTMLVideoElement, release: () => void) =>
      handOffToMiniPlayer({ source: { kind: 'element', element, release }, returnPath, title: room.title }),
    [returnPath, room.title],
  );
  const behind = useCallback(() => probe.current?.latency() ?? 0, []);
  // The overlay starts from the bound match once; later room answers carry a newer score that
  // must not skip the spoiler gate, so only a change of match replaces it.
  const [overlayMatch, setOverlayMatch] = useState(room.match);
  if ((room.match?.id ?? null) !== (overlayMatch?.id ?? null)) setOverlayMatch(room.match);

  return (
    <LivePlayer
      playback={room.playback}
      liveState={room.liveState}
      sourceHeight={room.sourceHeight}
      delaySeconds={delaySeconds}
      forcedEngine={forcedEngine}
      poster={room.cover}
      onProbe={onProbe}
      onWatchingChange={onWatchingChange}
      onLeaveWhilePlaying={miniPlayerOnLeave ? onLeaveWhilePlaying : undefined}
      overlay={
        overlayMatch ? (
          <ScoreOverlay key={overlayMatch.id} match={overlayMatch} lang={lang} gate={gate} behind={behind} />
        ) : null
      }
    />
  );
}
