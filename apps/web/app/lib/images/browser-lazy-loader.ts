import { createLazyLoader } from './lazy-loader.ts';
import type { LazyLoader } from './lazy-loader.ts';

let shared: LazyLoader | null = null;

/** The page's one lazy loader, listening to scroll and resize (browser only). */
export function browserLazyLoader(): LazyLoader {
  if (shared !== null) return shared;
  const loader = createLazyLoader({
    load: (src) =>
      new Promise<void>((resolve, reject) => {
        const image = new Image();
        image.decoding = 'async';
        image.onload = () => resolve();
        image.onerror = () => reject(new Error(`image failed: ${src}`));
        image.src = src;
      }),
    viewportHeight: () => window.innerHeight,
    schedule: (fn, ms) => void window.setTimeout(fn, ms),
    now: () => performance.now(),
    afterFrame: (fn) => void window.requestAnimationFrame(() => void window.setTimeout(fn, 0)),
  });
  const onScroll = () => loader.onScroll();
  window.addEventListener('scroll', onScroll, { passive: true, capture: true });
  window.addEventListener('resize', onScroll, { passive: true });
  shared = loader;
  return loader;
}
