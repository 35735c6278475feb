import { IMAGE_LAZY_LOAD } from '@placar/contract/constants';

export type LoadState = 'loaded' | 'failed';

/** An image source that loads or fails: in the browser an Image; in tests, anything. */
type ImageLoad = (src: string) => Promise<void>;

interface Watched<E> {
  element: E;
  src: string;
  onState: (state: LoadState) => void;
}

interface LazyLoaderOptions<E> {
  load: ImageLoad;
  /**
   * Whether an element is within the preload distance of the viewport. The browser answers from
   * an IntersectionObserver (`nearByObserver`), so a check measures nothing: measuring a new row
   * forced the page's layout inside the task that asked, the late rows' too (issue 14). Tests
   * answer from boxes.
   */
  isNear: (element: E) => boolean;
  /** Starts following an element's position (the browser observes it); returns the stop. */
  follow?: (element: E) => () => void;
  /** Runs fn after ms (setTimeout in the browser). */
  schedule: (fn: () => void, ms: number) => void;
  now: () => number;
  cacheEntries?: number;
  attempts?: number;
  throttleMs?: number;
}

/**
 * The same distance as an IntersectionObserver's root margin: the viewport grown by
 * (factor - 1) of its height above and below ("30% 0px" for 1.3).
 */
export function preloadMargin(preloadFactor: number = IMAGE_LAZY_LOAD.preloadFactor): string {
  return `${Math.round((preloadFactor - 1) * 100)}% 0px`;
}

/**
 * Image lazy-loading with the constants of requirement lazy-images: images start loading when within 1.3
 * viewport heights, checks run at most every 200 ms while scrolling, a failed load is tried 3
 * times in all, and the outcome of the last 200 sources is remembered, so an image seen before
 * shows at once (or its placeholder stays, when it kept failing).
 */
export function createLazyLoader<E>(options: LazyLoaderOptions<E>) {
  const cacheEntries = options.cacheEntries ?? IMAGE_LAZY_LOAD.cacheEntries;
  const attempts = options.attempts ?? IMAGE_LAZY_LOAD.attempts;
  const throttleMs = options.throttleMs ?? IMAGE_LAZY_LOAD.throttleMs;
  /** Source -> outcome, oldest first (a Map keeps insertion order). */
  const cache = new Map<string, LoadState>();
  const inFlight = new Map<string, Promise<LoadState>>();
  /** Watched entries not started yet, each with the stop of its following. */
  const watched = new Map<Watched<E>, () => void>();
  let lastCheck = Number.NEGATIVE_INFINITY;
  let pending = false;

  function remember(src: string, state: LoadState): void {
    cache.delete(src);
    cache.set(src, state);
    while (cache.size > cacheEntries) cache.delete(cache.keys().next().value as string);
  }

  /** Loads a source, retrying up to `attempts` loads in all; shared by every image of that source. */
  function fetchImage(src: string): Promise<LoadState> {
    const known = inFlight.get(src);
    if (known !== undefined) return known;
    const attempt = async (tried: number): Promise<LoadState> => {
      try {
        await options.load(src);
        return 'loaded';
      } catch {
        if (tried + 1 >= attempts) return 'failed';
        // Waits a little longer before each new try.
        await new Promise<void>((resolve) => options.schedule(resolve, throttleMs * (tried + 1)));
        return attempt(tried + 1);
      }
    };
    const result = attempt(0).then((state) => {
      inFlight.delete(src);
      remember(src, state);
      return state;
    });
    inFlight.set(src, result);
    return result;
  }

  function unwatch(entry: Watched<E>): void {
    const stop = watched.get(entry);
    if (stop === undefined) return;
    watched.delete(entry);
    stop();
  }

  /** Starts every watched image that came near the viewport. */
  function checkNow(): void {
    lastCheck = options.now();
    // Deleting the entry being visited is safe while iterating a Map.
    for (const entry of watched.keys()) {
      if (!options.isNear(entry.element)) continue;
      unwatch(entry);
      void fetchImage(entry.src).then(entry.onState);
    }
  }

  return {
    /** What is known of a source already (shown at once), or undefined. */
    cached(src: string): LoadState | undefined {
      return cache.get(src);
    },
    /** Watches an element; its state is reported once loaded or failed for good. Returns the unwatch. */
    watch(entry: Watched<E>): () => void {
      const known = cache.get(entry.src);
      if (known !== undefined) {
        entry.onState(known);
        return () => {};
      }
      watched.set(entry, options.follow?.(entry.element) ?? (() => {}));
      if (options.isNear(entry.element)) checkNow();
      return () => unwatch(entry);
    },
    /**
     * When what is near may have changed (a scroll, a resize, the observer's report): at most one
     * check per throttle period, and one more at its end.
     */
    check(): void {
      const wait = lastCheck + throttleMs - options.now();
      if (wait <= 0) return checkNow();
      if (pending) return;
      pending = true;
      options.schedule(() => {
        pending = false;
        checkNow();
      }, wait);
    },
    size: () => cache.size,
  };
}

export type LazyLoader<E> = ReturnType<typeof createLazyLoader<E>>;
