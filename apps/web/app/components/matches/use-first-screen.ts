import { startTransition, useEffect, useState } from 'react';
import { appStore } from '../../state/app-store.ts';

/** About a phone screen and a half of match rows: what the server renders of a long list. */
export const FIRST_SCREEN_MATCHES = 15;

/**
 * How many match rows each idle step adds below the first screen. A step is one React commit
 * and one style and layout of what it added, so it is kept well under a long task on
 * Lighthouse's phone (4x CPU): a step of one whole competition was up to 59 rows, 30 to 145 ms
 * there.
 */
export const STEP_MATCHES = 8;

type Groups = { matches: unknown[] }[];

/** How many leading groups hold the first `limit` matches (at least one group). */
export function firstScreenGroups(groups: Groups, limit = FIRST_SCREEN_MATCHES): number {
  let matches = 0;
  let count = 0;
  while (count < groups.length && matches < limit)
    matches += (groups[count++] as { matches: unknown[] }).matches.length;
  return count;
}

/** How many matches the leading `count` groups hold. */
function matchesIn(groups: Groups, count: number): number {
  let matches = 0;
  for (let index = 0; index < count && index < groups.length; index++)
    matches += (groups[index] as { matches: unknown[] }).matches.length;
  return matches;
}

/** How many match rows to draw after `rows`: the next step's; all of them (Infinity) once none is left. */
export function moreRows(groups: Groups, rows: number): number {
  const next = rows + STEP_MATCHES;
  return next >= matchesIn(groups, groups.length) ? Number.POSITIVE_INFINITY : next;
}

/**
 * The leading `rows` match rows of `groups`: the groups they reach, the last one cut to the rows
 * it holds of them (`drawn`, undefined for a group drawn whole).
 */
export function rowsOf<T extends { matches: unknown[] }>(groups: T[], rows: number): { group: T; drawn?: number }[] {
  const shown: { group: T; drawn?: number }[] = [];
  let left = rows;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(left >= group.matches.length ? { group } : { group, drawn: left });
    left -= group.matches.length;
  }
  return shown;
}

/**
 * The groups to draw: the server and the hydrating browser draw only the first screen's, so
 * the HTML and the hydration stay small; the rest follows when the browser is idle,
 * `STEP_MATCHES` rows at a time in a transition, so no step is a long task (one step for the
 * whole day was a 1.3 s task on Lighthouse's phone, most of home's blocking time; one step per
 * competition was still up to 145 ms). A long competition is drawn across steps: `drawn` says
 * how many of its rows are drawn yet. Rows are added below what is shown, so nothing on screen
 * moves. Once the app has hydrated (a client navigation, a return to a kept home) the list is
 * drawn whole at once, so the scroll position a return restores is there (decision 0068).
 *
 * `end` is how many groups the list drew on its first render: the first screen's while the
 * page hydrates, all of them (Infinity) when the app had hydrated already. It is fixed for the
 * list's life; the groups from `end` on were drawn later.
 */
export function useFirstScreen<T extends { matches: unknown[] }>(
  groups: T[],
  enabled: boolean,
): { shown: { group: T; drawn?: number }[]; end: number; complete: boolean } {
  const [end] = useState(() =>
    !enabled || (typeof window !== 'undefined' && appStore.getState().hydrated)
      ? Number.POSITIVE_INFINITY
      : firstScreenGroups(groups),
  );
  // Rows drawn, counted over the groups in order; the first screen's groups whole at first.
  const [rows, setRows] = useState(() => (end === Number.POSITIVE_INFINITY ? end : matchesIn(groups, end)));
  const complete = rows >= matchesIn(groups, groups.length);
  useEffect(() => {
    if (complete) return;
    const more = () => startTransition(() => setRows((count) => moreRows(groups, count)));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(more, 200);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(more, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
    // Again after each step (`rows`), until the list is whole.
  }, [complete, groups, rows]);
  // Infinity rows (complete for good) draws every group whole.
  return { shown: rowsOf(groups, rows), end, complete };
}
