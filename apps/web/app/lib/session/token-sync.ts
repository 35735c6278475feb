const LOCK_NAME = 'placar-token-refresh';

/**
 * Refresh tokens rotate and a reused one ends the whole session. Every tab refreshes with the
 * one HttpOnly cookie the browser holds, so tabs must never refresh at once: the Web Locks API
 * runs one refresh at a time, and each starts with the cookie the previous one left.
 */
export async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request(LOCK_NAME, run);
}
