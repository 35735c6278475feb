import { useEffect, useRef } from 'react';
import { liveFeed } from '../../lib/realtime/live-feed.ts';
import { whenIdle } from '../../lib/browser/when-idle.ts';
import { useHydrated } from '../../state/app-store.ts';

/**
 * How long the rest of a list waits for the live connection that is opening before it asks
 * itself: the connection's first refresh brings the whole list anyway.
 */
export const CONNECT_WAIT_MS = 2_500;

/**
 * A list a loader sent partial (the first screen's groups, decision 0101) asks for the whole of
 * itself once the page has hydrated: when the browser is idle, or at once when `now` (a view that
 * needs the whole day, such as home's favourites). `refresh` fetches and shows the whole list; it
 * is the page's live data refresh, which also runs when the live connection opens. So when the
 * browser is idle while that connection is still opening, the list waits for its refresh (one
 * request for the whole day, not two) and asks itself only if the list is still partial
 * `CONNECT_WAIT_MS` later. Nothing is asked when a whole list came meanwhile (that refresh, a
 * tab's list), when `ready` says no, or while an ask is on its way.
 */
export function useWholeList(
  partial: boolean,
  refresh: () => Promise<void>,
  { now = false, ready = () => true }: { now?: boolean; ready?: () => boolean } = {},
): void {
  const hydrated = useHydrated();
  const state = useRef({ partial, ready, asking: false });
  useEffect(() => {
    state.current.partial = partial;
    state.current.ready = ready;
  });
  useEffect(() => {
    if (!hydrated || !partial) return;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const current = state.current;
      if (done || !current.partial || current.asking || !current.ready()) return;
      current.asking = true;
      void refresh().finally(() => {
        current.asking = false;
      });
    };
    if (now) ask();
    else
      whenIdle(() => {
        if (liveFeed.opening()) timer = setTimeout(ask, CONNECT_WAIT_MS);
        else ask();
      });
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [hydrated, partial, now, refresh]);
}
