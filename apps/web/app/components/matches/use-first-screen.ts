import { useEffect, useState } from 'react';
import { appStore } from '../../state/app-store.ts';

/** About a phone screen and a half of match rows: what the server renders of a long list. */
export const FIRST_SCREEN_MATCHES = 15;

/** How many leading groups hold the first `limit` matches (at least one group). */
export function firstScreenGroups(groups: { matches: unknown[] }[], limit = FIRST_SCREEN_MATCHES): number {
  let matches = 0;
  let count = 0;
  while (count < groups.length && matches < limit) matches += (groups[count++] as { matches: unknown[] }).matches.length;
  return count;
}

/**
 * The groups to draw: the server and the hydrating browser draw only the first screen's, so
 * the HTML and the hydration stay small; the rest follows when the browser is idle. They are
 * added below what is shown, so nothing on screen moves. Once the app has hydrated (a client
 * navigation, a return to a kept home) the list is drawn whole at once, so the scroll position
 * a return restores is there (decision 0068).
 */
export function useFirstScreen<T extends { matches: unknown[] }>(groups: T[], enabled: boolean): T[] {
  const [all, setAll] = useState(() => !enabled || (typeof window !== 'undefined' && appStore.getState().hydrated));
  useEffect(() => {
    if (all) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setAll(true), 200);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setAll(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }, [all]);
  return all ? groups : groups.slice(0, firstScreenGroups(groups));
}
