import { IMAGE_LAZY_LOAD } from '@placar/contract/constants';

export type LoadState = 'loaded' | 'failed';

/** An image source that loads or fails: in the browser an Image; in tests, anything. */
export type ImageLoad = (src: string) => Promise<void>;

interface Watched {
  element: { getBoundingClientRect(): { top: number; bottom: number } };
  src: string;
  onState: (state: LoadState) => void;
}

export interface LazyLoaderOptions {
  load: ImageLoad;
  viewportHeight: () => number;
  /** Runs fn after ms (setTimeout in the browser). */
  schedule: (fn: () => void, ms: number) => void;
  now: () => number;
  /**
   * Runs fn once the next frame is drawn (browser: rAF, then a task). New images are checked
   * then, all together, instead of each measuring itself at mount: a measure right after React
   * added rows forces the page's layout inside React's task, one long task per step of rows.
   * Without it (tests), a new image is checked at once.
   */
  afterFrame?: (fn: () => void) => void;
  cacheEntries?: number;
  attempts?: number;
  throttleMs?: number;
  preloadFactor?: number;
}

/**
 * Image lazy-loading with SPEC section 9's constants: images start loading when within 1.3
 * viewport heights, checks run at most every 200 ms while scrolling, a failed load is tried 3
 * times in all, and the outcome of the last 200 sources is remembered, so an image seen before
 * shows at once (or its placeholder stays, when it kept failing).
 */
export function createLazyLoader(options: LazyLoaderOptions) {
  const cacheEntries = options.cacheEntries ?? IMAGE_LAZY_LOAD.cacheEntries;
  const attempts = options.attempts ?? IMAGE_LAZY_LOAD.attempts;
  const throttleMs = options.throttleMs ?? IMAGE_LAZY_LOAD.throttleMs;
  const preloadFactor = options.preloadFactor ?? IMAGE_LAZY_LOAD.preloadFactor;
  /** Source -> outcome, oldest first (a Map keeps insertion order). */
  const cache = new Map<string, LoadState>();
  const inFlight = new Map<string, Promise<LoadState>>();
  const watched = new Set<Watched>();
  let lastCheck = Number.NEGATIVE_INFINITY;
  let pending = false;
  let frameCheck = false;

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

  function isNear(entry: Watched): boolean {
    const box = entry.element.getBoundingClientRect();
    return box.top < options.viewportHeight() * preloadFactor && box.bottom > -options.viewportHeight() * (preloadFactor - 1);
  }

  /** Starts every watched image that came near the viewport. */
  function checkNow(): void {
    lastCheck = options.now();
    for (const entry of watched) {
      if (!isNear(entry)) continue;
      watched.delete(entry);
      void fetchImage(entry.src).then(entry.onState);
    }
  }

  return {
    /** What is known of a source already (shown at once), or undefined. */
    cached(src: string): LoadState | undefined {
      return cache.get(src);
    },
    /** Watches an element; its state is reported once loaded or failed for good. Returns the unwatch. */
    watch(entry: Watched): () => void {
      const known = cache.get(entry.src);
      if (known !== undefined) {
        entry.onState(known);
        return () => {};
      }
      watched.add(entry);
      if (!options.afterFrame) {
        if (isNear(entry)) checkNow();
      } else if (!frameCheck) {
        frameCheck = true;
        options.afterFrame(() => {
          frameCheck = false;
          checkNow();
        });
      }
      return () => void watched.delete(entry);
    },
    /** On scroll and resize: at most one check per throttle period, and one more at its end. */
    onScroll(): void {
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

export type LazyLoader = ReturnType<typeof createLazyLoader>;
