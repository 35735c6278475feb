import { settingContent } from '@placar/contract/calls/live';
import type { CallData } from '@placar/contract/call';
import { Code } from '@placar/contract/codes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-client.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { readCookie } from '../../lib/session/cookies.ts';
import { CookieName } from '../../state/storage-keys.ts';
import { useAppStore, useHydrated } from '../../state/app-store.ts';

export type HostContent = CallData<typeof settingContent>;

export type HostContentState =
  /** Before hydration or the first answer. */
  | { status: 'loading' }
  /** No session: the auth guard is sending the visitor to log in. */
  | { status: 'signedOut' }
  | { status: 'error' }
  | { status: 'ready'; data: HostContent };

/**
 * The signed-in user's host application, room and incoming stream (/live/settingContent), the
 * source of truth of every host page: the role in the stored user may be older than an approval.
 * `pollMs` refreshes it (stream health on the preview and console).
 */
export function useHostContent(pollMs?: number) {
  const hydrated = useHydrated();
  const userInfo = useAppStore((state) => state.userInfo);
  const token = hydrated ? userInfo?.accessToken || readCookie(CookieName.accessToken) : undefined;
  const [state, setState] = useState<HostContentState>({ status: 'loading' });
  const alive = useRef(true);

  const reload = useCallback(async () => {
    try {
      const data = await callApi(settingContent, {});
      if (alive.current) setState({ status: 'ready', data });
    } catch (error) {
      if (!alive.current) return;
      const relogin = error instanceof ApiError && error.code === Code.mustLogInAgain;
      setState((current) =>
        current.status === 'ready' && !relogin ? current : { status: relogin ? 'signedOut' : 'error' },
      );
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    if (!hydrated) return;
    if (!token) {
      setState({ status: 'signedOut' });
      return;
    }
    void reload();
    if (!pollMs) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, pollMs);
    return () => {
      clearInterval(timer);
      alive.current = false;
    };
  }, [hydrated, token, pollMs, reload]);

  const replace = useCallback((data: HostContent) => setState({ status: 'ready', data }), []);
  return { state, reload, replace };
}
