import { useEffect } from 'react';
import { loadFavorites } from '../lib/favorites/favorites-store.ts';
import { api } from '../lib/api/api-client.ts';
import { isSignedIn } from '../lib/session/session.ts';
import { useAppStore, useHydrated } from '../state/app-store.ts';

/** Longest single wait of the refresh timer; browsers clamp longer timeouts. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * Gets this tab its access token when the browser is signed in (the token lives in memory
 * only), refreshes it when refreshAfter passes (also after the tab slept), and keeps the
 * favorites of the visitor or the user loaded as the session starts or ends.
 */
export function useSessionUpkeep(): void {
  const hydrated = useHydrated();
  const refreshAfter = useAppStore((state) => state.refreshAfter);
  const hasToken = useAppStore((state) => Boolean(state.userInfo?.accessToken));
  const loggedIn = useAppStore((state) => isSignedIn() || Boolean(state.userInfo?.accessToken));

  useEffect(() => {
    if (hydrated) void api.ensureSession();
  }, [hydrated]);

  useEffect(() => {
    if (!hydrated || !refreshAfter || !hasToken) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const wait = refreshAfter - Date.now();
      if (wait <= 0) void api.refreshSession();
      else timer = setTimeout(check, Math.min(wait, MAX_WAIT_MS));
    };
    const onVisible = () => document.visibilityState === 'visible' && check();
    check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [hydrated, refreshAfter, hasToken]);

  useEffect(() => {
    if (hydrated) void loadFavorites();
  }, [hydrated, loggedIn]);
}
