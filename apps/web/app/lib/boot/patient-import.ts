import { lazy, type LazyExoticComponent } from 'react';

/** 2 s, 4 s, 8 s and so on, at most 30 s between two tries. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** failures);
}

/**
 * An import that does not give up: a failure (the network or the server down) is tried again
 * after `retryDelayMs` or as soon as the browser is back online, whichever comes first, and the
 * promise settles only with the module. For what start-up loads after hydration with no caller
 * to try again: under React.lazy (the shell's overlays, the dialog panel, the search results),
 * lazy() keeps a rejection and throws it at render, so a chunk that failed while the server was
 * down put the root error page in place of the whole page; the live starter and the visit
 * tracker stayed missing until a reload. A new deploy's missing chunk still reloads the page:
 * the chunk-reload guard hears it (`vite:preloadError`) and reloads once the site answers.
 */
export function patientImport<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    let failures = 0;
    const failed = (): void => {
      failures += 1;
      const again = () => {
        clearTimeout(timer);
        removeEventListener('online', again);
        attempt();
      };
      const timer = setTimeout(again, retryDelayMs(failures));
      addEventListener('online', again);
    };
    const attempt = (): void => void load().then(resolve, failed);
    attempt();
  });
}

/** `patientImport` of a module, as the `{ default: component }` React.lazy takes: its export `name`. */
export function patientComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): Promise<{ default: M[K] }> {
  return patientImport(load).then((module) => ({ default: module[name] }));
}

/** Any component React.lazy takes (its own constraint, read off its signature). */
type LazyTarget = Parameters<typeof lazy>[0] extends () => PromiseLike<{ default: infer T }> ? T : never;

/**
 * A component whose code loads on demand, through `patientComponent`: `Component` (React.lazy,
 * drawn inside a Suspense boundary) and `preload`, which starts the same one import early (when
 * the browser is idle, or when a fan comes near what shows it). The dialog panel, the match
 * page's chat and player and /me's e-mail and password forms load this way (issue 14).
 */
export function onDemand<M extends Record<K, LazyTarget>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): { Component: LazyExoticComponent<M[K]>; preload: () => Promise<{ default: M[K] }> } {
  let loading: Promise<{ default: M[K] }> | undefined;
  const preload = () => (loading ??= patientComponent(load, name));
  return { Component: lazy(preload), preload };
}

/** Handlers that start `preload` when a pointer comes over the element, presses it, or it gets focus. */
export const preloadOnApproach = (preload: () => unknown) => ({
  onPointerEnter: preload,
  onPointerDown: preload,
  onFocus: preload,
});
