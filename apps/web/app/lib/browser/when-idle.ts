/** Runs `run` when the browser is idle; where requestIdleCallback is missing (Safari), after 200 ms. */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run());
  else window.setTimeout(run, 200);
}

/**
 * Runs `run` in a task of its own, as soon as the browser gets to it. Hydration runs every
 * component's effects in one task, and on a phone each millisecond of a task over 50 counts as
 * blocking time (issue 14): an effect that starts an import (its preload links) or writes a
 * cookie does that work here instead.
 */
export function nextTask<T>(run: () => T | Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(run);
}
