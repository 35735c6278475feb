import { appStore } from '../state/app-store.ts';
import { writeCookie } from './cookies.ts';
import { StorageKey, CookieName } from './storage-keys.ts';

const LOCK_NAME = 'placar-token-refresh';

/**
 * Refresh tokens rotate and a reused one ends the whole session, so tabs must never
 * refresh with the same token at once: the Web Locks API runs one refresh at a time.
 */
export async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request(LOCK_NAME, run);
}

/** The refresh token another tab saved in the persisted store, when it differs from ours. */
export function newerStoredRefreshToken(raw: string | null, current: string | undefined): string | null {
  if (!raw) return null;
  try {
    const stored = (JSON.parse(raw) as { state?: { userInfo?: { refreshToken?: unknown } } }).state?.userInfo?.refreshToken;
    return typeof stored === 'string' && stored !== '' && stored !== current ? stored : null;
  } catch {
    return null;
  }
}

/** Another tab already rotated the pair: take its tokens instead of refreshing again. */
export async function adoptTokensFromOtherTab(): Promise<boolean> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(StorageKey.appState);
  } catch {
    return false;
  }
  if (!newerStoredRefreshToken(raw, appStore.getState().userInfo?.refreshToken)) return false;
  await appStore.persist.rehydrate();
  const access = appStore.getState().userInfo?.accessToken;
  if (access) writeCookie(CookieName.accessToken, access, 30);
  return Boolean(access);
}
