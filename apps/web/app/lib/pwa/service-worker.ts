/** The header the service worker stamps on each page copy it keeps (apps/web/service-worker/sw.js). */
export const SAVED_AT_HEADER = 'x-placar-saved-at';
const PAGE_CACHE = 'placar-pages';

/**
 * Registers /sw.js, which the build writes (decision 0161): not in `react-router dev`, where
 * there is no such file and Vite's HMR must see every request.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // updateViaCache 'none': the browser asks the server for /sw.js on each check, so a new build is seen on the next load.
  navigator.serviceWorker
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The code this page loaded before the worker ran, for it to keep (the lazy parts are in no shell list).
      const paths = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname);
      registration.active?.postMessage({ type: 'keep-assets', paths });
    })
    .catch(() => {
      // No worker (a private window, a blocked origin): the site works as before, online only.
    });
}

/** When the service worker last saved this page's copy, or null (no worker, no copy). */
export async function pageSavedAt(path: string): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const copy = await (await caches.open(PAGE_CACHE)).match(path);
    const saved = copy?.headers.get(SAVED_AT_HEADER);
    return saved ? new Date(saved) : null;
  } catch {
    return null;
  }
}
