import { undoMailChange } from '@placar/contract/calls/user';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api/contract-call.ts';
import { clearSession } from '../../lib/session/session.ts';

/** One call per token, even when an effect runs twice (React's strict mode). */
const undos = new Map<string, Promise<{ email: string }>>();

type UndoState =
  | { status: 'none' }
  | { status: 'running' }
  | { status: 'done'; email: string }
  | { status: 'failed'; message: string };

/**
 * The link in an e-mail-change notice: undoes the change once (every session ends and the
 * password is removed, so this browser's session goes too) and drops the token from the URL.
 */
export function useMailChangeUndo(token: string | null): UndoState {
  const [state, setState] = useState<UndoState>(token ? { status: 'running' } : { status: 'none' });
  useEffect(() => {
    if (!token) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    let cancelled = false;
    let undo = undos.get(token);
    if (undo === undefined) {
      undo = callApi(undoMailChange, { token });
      undos.set(token, undo);
    }
    undo
      .then(({ email }) => {
        clearSession();
        if (!cancelled) setState({ status: 'done', email });
      })
      .catch((error: Error) => !cancelled && setState({ status: 'failed', message: error.message }));
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}
