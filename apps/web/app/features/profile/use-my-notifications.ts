import { userMessage } from '@placar/contract/calls/user';
import type { CallData } from '@placar/contract/call';
import { useEffect, useState } from 'react';
import { Code } from '@placar/contract/codes';
import { api, ApiError } from '../../lib/api/api-client.ts';

export type Notifications = CallData<typeof userMessage>;

export type NotificationsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: Notifications }
  | { status: 'error' }
  /** The token was refused (4010001): the Tips dialog is open and the session is being cleared. */
  | { status: 'relogin' };

/** GET /user/message for a user with a token; a 4010001 answer opens the Tips dialog. */
export function useMyNotifications(token: string | undefined): NotificationsState {
  const [state, setState] = useState<NotificationsState>({ status: 'idle' });
  useEffect(() => {
    if (!token) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    api
      .get<Notifications>(userMessage.path, { page: 1, limit: 20 })
      .then((data) => !cancelled && setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (cancelled) return;
        const relogin = error instanceof ApiError && error.code === Code.mustLogInAgain;
        setState({ status: relogin ? 'relogin' : 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}
