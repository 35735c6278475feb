import { userMessage } from '@placar/contract/calls/user';
import type { CallData } from '@placar/contract/call';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';

export type Notifications = CallData<typeof userMessage>;

export type NotificationsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: Notifications }
  | { status: 'error' };

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
      .catch(() => !cancelled && setState({ status: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}
