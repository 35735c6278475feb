import { useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { useHydrated } from '../../state/app-store.ts';

/**
 * A list a loader sent partial (the first screen's groups, decision 0101) asks for the whole of
 * itself once the page has hydrated: when the browser is idle, or at once when `now` (a view that
 * needs the whole day, such as home's favourites). `refresh` fetches and shows the whole list.
 * Nothing is asked when a whole list came meanwhile (the refresh after the live connection opens,
 * a tab's list), when `ready` says no, or while an ask is on its way.
 */
export function useWholeList(partial: boolean, refresh: () => Promise<void>, { now = false, ready = () => true }: { now?: boolean; ready?: () => boolean } = {}): void {
  const hydrated = useHydrated();
  const state = useRef({ partial, ready, asking: false });
  useEffect(() => {
    state.current.partial = partial;
    state.current.ready = ready;
  });
  useEffect(() => {
    if (!hydrated || !partial) return;
    const ask = () => {
      const current = state.current;
      if (!current.partial || current.asking || !current.ready()) return;
      current.asking = true;
      void refresh().finally(() => {
        current.asking = false;
      });
    };
    if (now) ask();
    else whenIdle(ask);
  }, [hydrated, partial, now, refresh]);
}
