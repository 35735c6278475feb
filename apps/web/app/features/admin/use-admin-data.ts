import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CallData, CallDef } from '@placar/contract/call';
import { Header } from '@placar/contract/header-names';
import { ApiError } from '../../lib/api/api-client.ts';
import { callApi, type CallInput } from '../../lib/api/contract-call.ts';

let reads = 0;

/**
 * A read the console makes again after a change: its own request key, so the server's
 * replay guard (the same POST within 10 s answered from memory) never answers it stale.
 */
export function readFresh<C extends CallDef>(call: C, input: CallInput<C>): Promise<CallData<C>> {
  reads += 1;
  return callApi(call, input, { headers: { [Header.requestKey]: `admin-read-${Date.now().toString(36)}-${reads}` } });
}

type Status = { kind: 'saved' | 'error'; text: string } | null;

/** Data an admin page loads (and loads again after a change). */
export function useAdminData<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  // The caller lists what `load` reads.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    try {
      setData(await run());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [run]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, setData, failed, reload };
}

/** Runs a change and says how it went, with the server's message when it refused. */
export function useSave() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const save = async <T>(change: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setStatus(null);
    try {
      const result = await change();
      setStatus({ kind: 'saved', text: t('admin.saved') });
      return result;
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof ApiError ? error.message : t('admin.failed') });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { status, busy, save };
}
