import { lazy, type LazyExoticComponent } from 'react';

/** Any component React.lazy takes (its own constraint, read off its signature). */
type LazyTarget = Parameters<typeof lazy>[0] extends () => PromiseLike<{ default: infer T }> ? T : never;

/**
 * A component whose code loads on demand: `Component` (React.lazy, drawn inside a Suspense
 * boundary) and `preload`, which starts the same one import early (give it `patientComponent(...)`), when a fan comes near what
 * shows it (a pointer over a tab, a press, focus). The match page's chat and player and /me's
 * e-mail and password forms load this way, out of their page's first load (issue 14).
 */
export function onDemand<C extends LazyTarget>(load: () => Promise<{ default: C }>): { Component: LazyExoticComponent<C>; preload: () => Promise<{ default: C }> } {
  let loading: Promise<{ default: C }> | undefined;
  const preload = () => (loading ??= load());
  return { Component: lazy(preload), preload };
}

/** Handlers that start `preload` when a pointer comes over the element, presses it, or it gets focus. */
export const preloadOnApproach = (preload: () => unknown) => ({ onPointerEnter: preload, onPointerDown: preload, onFocus: preload });
