import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, parseReloadTimes, shouldReload } from './chunk-reload-guard.ts';
import { chunkReloadScript } from './chunk-reload-script.ts';

describe('chunk reload guard', () => {
  it('reloads a path the first time, then not again within 10 s', () => {
    expect(shouldReload({}, '/en', 50_000, 10_000)).toBe(true);
    expect(shouldReload({ '/en': 50_000 }, '/en', 59_999, 10_000)).toBe(false);
    expect(shouldReload({ '/en': 50_000 }, '/en', 60_000, 10_000)).toBe(true);
    expect(shouldReload({ '/en': 50_000 }, '/br', 50_001, 10_000)).toBe(true);
    expect(shouldReload({ '/en': 90_000 }, '/en', 50_000, 10_000)).toBe(true);
  });

  it('recognises chunk load failures of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reads stored times defensively', () => {
    expect(parseReloadTimes('{"/en":5,"/x":"no"}')).toEqual({ '/en': 5 });
    expect(parseReloadTimes('not json')).toEqual({});
    expect(parseReloadTimes(null)).toEqual({});
    expect(parseReloadTimes('[1]')).toEqual({});
  });
});

describe('inline chunk reload script', () => {
  /** `reachable`: whether the site answers the page's HEAD (the server or the network may be down), or with which status. */
  function run(now: number, stored: Record<string, string>, reachable: boolean | number = true) {
    const listeners = new Map<string, (event: unknown) => void>();
    const reload = vi.fn();
    const session = {
      getItem: (k: string) => stored[k] ?? null,
      setItem: (k: string, v: string) => void (stored[k] = v),
    };
    const window = {};
    const location = {
      pathname: '/en/schedule/today',
      href: 'http://site/en/schedule/today',
      origin: 'http://site',
      reload,
    };
    const addEventListener = (type: string, fn: (event: unknown) => void) => void listeners.set(type, fn);
    const date = { now: () => now };
    const heads: string[] = [];
    const fetch = (url: string, init: { method: string }) => {
      heads.push(`${init.method} ${url}`);
      return reachable === false
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ status: reachable === true ? 200 : reachable });
    };
    new Function(
      'window',
      'location',
      'sessionStorage',
      'addEventListener',
      'Date',
      'fetch',
      chunkReloadScript(10_000, 'k'),
    )(window, location, session, addEventListener, date, fetch);
    return { listeners, reload, stored, heads };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reloads once on vite:preloadError, lets the import fail, and remembers the time per path', async () => {
    const stored: Record<string, string> = {};
    const first = run(1_000, stored);
    const event = { preventDefault: vi.fn() };
    first.listeners.get('vite:preloadError')?.(event);
    await settled();
    expect(first.heads).toEqual(['HEAD http://site/en/schedule/today']);
    expect(first.reload).toHaveBeenCalledTimes(1);
    // Not prevented: prevented, Vite answers the import with undefined, and its caller takes a missing module for a loaded one.
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(JSON.parse(stored.k ?? '')).toEqual({ '/en/schedule/today': 1_000 });

    const again = run(5_000, stored);
    again.listeners.get('vite:preloadError')?.({ preventDefault: vi.fn() });
    await settled();
    expect(again.reload).not.toHaveBeenCalled();

    const later = run(11_000, stored);
    later.listeners.get('unhandledrejection')?.({
      reason: new TypeError('Failed to fetch dynamically imported module: x'),
      preventDefault: vi.fn(),
    });
    await settled();
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when the site does not answer (server or network down), and reloads once it does', async () => {
    const stored: Record<string, string> = {};
    const offline = run(1_000, stored, false);
    offline.listeners.get('unhandledrejection')?.({
      reason: new TypeError('Failed to fetch dynamically imported module: x'),
      preventDefault: vi.fn(),
    });
    await settled();
    expect(offline.heads).toHaveLength(1);
    expect(offline.reload).not.toHaveBeenCalled();
    // Not counted as a reload: the guard still lets the next failure through.
    expect(stored.k).toBeUndefined();
    const back = run(2_000, stored, true);
    back.listeners.get('unhandledrejection')?.({
      reason: new TypeError('Failed to fetch dynamically imported module: x'),
      preventDefault: vi.fn(),
    });
    await settled();
    expect(back.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when the server answers 503 on its way down (or not ready yet), as when it does not answer', async () => {
    const stored: Record<string, string> = {};
    const stopping = run(1_000, stored, 503);
    stopping.listeners.get('vite:preloadError')?.({ preventDefault: vi.fn() });
    await settled();
    expect(stopping.heads).toHaveLength(1);
    expect(stopping.reload).not.toHaveBeenCalled();
    expect(stored.k).toBeUndefined();
    // A page that is not found still reloads: the site is up, only the page is gone.
    const missing = run(2_000, stored, 404);
    missing.listeners.get('vite:preloadError')?.({ preventDefault: vi.fn() });
    await settled();
    expect(missing.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores unrelated errors and reacts to failed module scripts of the site', async () => {
    const page = run(1_000, {});
    page.listeners.get('unhandledrejection')?.({ reason: new Error('boom'), preventDefault: vi.fn() });
    page.listeners.get('error')?.({ target: { tagName: 'IMG', src: 'http://site/assets/a.png' } });
    expect(page.reload).not.toHaveBeenCalled();
    page.listeners.get('error')?.({
      target: { tagName: 'SCRIPT', type: 'module', src: 'http://site/assets/root-abc.js' },
    });
    await settled();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
