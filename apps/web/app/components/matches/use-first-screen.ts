import { startTransition, useEffect, useState } from 'react';
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

/** How many groups to draw after `count`: the next screen's worth of matches; all of them (Infinity) once none is left. */
export function moreGroups(groups: { matches: unknown[] }[], count: number): number {
  const next = count + firstScreenGroups(groups.slice(count));
  return next >= groups.length ? Number.POSITIVE_INFINITY : next;
}

/**
 * The groups to draw: the server and the hydrating browser draw only the first screen's, so
 * the HTML and the hydration stay small; the rest follows when the browser is idle, a screen
 * of matches at a time in a transition, so no step is a long task (one step for the whole day
 * was a 1.3 s task on Lighthouse's phone, most of home's blocking time). They are added below
 * what is shown, so nothing on screen moves. Once the app has hydrated (a client navigation, a
 * return to a kept home) the list is drawn whole at once, so the scroll position a return
 * restores is there (decision 0068).
 *
 * `end` is how many groups the list drew on its first render: the first screen's while the
 * page hydrates, all of them (Infinity) when the app had hydrated already. It is fixed for the
 * list's life; the groups from `end` on were drawn later.
 */
export function useFirstScreen<T extends { matches: unknown[] }>(groups: T[], enabled: boolean): { shown: T[]; end: number } {
  const [end] = useState(() =>
    !enabled || (typeof window !== 'undefined' && appStore.getState().hydrated) ? Number.POSITIVE_INFINITY : firstScreenGroups(groups),
  );
  const [shown, setShown] = useState(end);
  const complete = shown >= groups.length;
  useEffect(() => {
    if (complete) return;
    const more = () => startTransition(() => setShown((count) => moreGroups(groups, count)));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(more, 200);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(more, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
    // Again after each step (`shown`), until the list is whole.
  }, [complete, groups, shown]);
  return { shown: complete ? groups : groups.slice(0, shown), end };
}
