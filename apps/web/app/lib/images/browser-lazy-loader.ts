import { createLazyLoader, preloadMargin } from './lazy-loader.ts';
import type { LazyLoader } from './lazy-loader.ts';

type Observer = Pick<IntersectionObserver, 'observe' | 'unobserve'>;
type ObserverConstructor = new (
  report: (entries: Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>[]) => void,
  options: IntersectionObserverInit,
) => Observer;

/**
 * Nearness from an IntersectionObserver on the viewport grown by the preload distance: the
 * browser reports elements coming near and going away after its own layout, so asking costs a
 * set look-up and forces no layout, not even of the rows laid out only near the viewport
 * (content-visibility, decision 0098), which a measure would lay out at once. `onChange` runs
 * after each report.
 */
export function nearByObserver(Observe: ObserverConstructor, onChange: () => void) {
  const near = new Set<Element>();
  const observer = new Observe(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) near.add(entry.target);
        else near.delete(entry.target);
      }
      onChange();
    },
    // A strip scrolled sideways (hot groups) loads what is within 0.3 of its width of showing. Not
    // '30%': Chromium applies a scroll margin to the page's own scrolling too, 1.6 screens in all.
    { rootMargin: preloadMargin(), scrollMargin: '0px 30%' },
  );
  return {
    isNear: (element: Element) => near.has(element),
    follow: (element: Element) => {
      observer.observe(element);
      return () => {
        observer.unobserve(element);
        near.delete(element);
      };
    },
  };
}

let shared: LazyLoader<Element> | null = null;

/** The page's one lazy loader (browser only). */
export function browserLazyLoader(): LazyLoader<Element> {
  if (shared !== null) return shared;
  const nearness = nearByObserver(IntersectionObserver, () => loader.check());
  const loader = createLazyLoader<Element>({
    load: (src) =>
      new Promise<void>((resolve, reject) => {
        const image = new Image();
        image.decoding = 'async';
        image.onload = () => resolve();
        image.onerror = () => reject(new Error(`image failed: ${src}`));
        image.src = src;
      }),
    isNear: nearness.isNear,
    follow: nearness.follow,
    schedule: (fn, ms) => void window.setTimeout(fn, ms),
    now: () => performance.now(),
  });
  shared = loader;
  return loader;
}
