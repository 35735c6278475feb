import { enterRoom, exitRoom } from '@placar/contract/calls/live';
import { PRESENCE } from '@placar/contract/presence';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api/contract-call.ts';
import { publicConfig } from '../../../lib/page/public-config.ts';

/** The leave call as a beacon: it still goes out when the page is closing. */
function sendExit(roomId: number, presenceId: string): void {
  const url = `${publicConfig().apiBase.replace(/\/$/, '')}${exitRoom.path}`;
  const body = JSON.stringify({ roomId, presenceId });
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  if (!sent)
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
      () => undefined,
    );
}

/**
 * Presence in a room: only a page that is playing counts. While playing it says so at once,
 * then every heartbeatSeconds; when it stops playing, leaves or is closed, it sends exitRoom
 * as a beacon. The server drops a page silent for expireSeconds.
 */
export function usePresence(roomId: number, playing: boolean, onViewers: (viewers: number) => void): void {
  const onViewersRef = useRef(onViewers);
  useEffect(() => {
    onViewersRef.current = onViewers;
  });

  useEffect(() => {
    if (!playing) return;
    let presenceId: string | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let every = PRESENCE.heartbeatSeconds * 1000;

    const beat = async () => {
      try {
        const answer = await callApi(enterRoom, presenceId === undefined ? { roomId } : { roomId, presenceId });
        if (stopped) {
          if (answer.presenceId !== null) sendExit(roomId, answer.presenceId);
          return;
        }
        presenceId = answer.presenceId ?? undefined;
        every = answer.heartbeatSeconds * 1000;
        onViewersRef.current(answer.viewers);
      } catch {
        // Refused (rate limit) or offline: the next beat tries again.
      }
      if (!stopped) timer = setTimeout(() => void beat(), every);
    };
    const leave = () => {
      if (presenceId !== undefined) sendExit(roomId, presenceId);
      presenceId = undefined;
    };
    // Back from the back-forward cache: count again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || stopped) return;
      clearTimeout(timer);
      void beat();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', onPageShow);
    void beat();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onPageShow);
      leave();
    };
  }, [roomId, playing]);
}
