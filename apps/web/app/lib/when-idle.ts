/** Runs `run` when the browser is idle; where requestIdleCallback is missing (Safari), after 200 ms. */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run());
  else window.setTimeout(run, 200);
}
