import type { CallData, CallDef } from '@placar/contract/call';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api/contract-call.ts';
import type { CallInput } from '../../lib/api/contract-call.ts';

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: T };

/**
 * A league page's part fetched when it is shown (leaders, the bracket): loading, failed or its
 * data, for the season asked; an answer for a season left meanwhile is dropped.
 */
export function useSeasonCall<C extends CallDef>(
  call: C,
  seasonId: number | null,
  input: (seasonId: number) => CallInput<C>,
): Loaded<CallData<C>> {
  const [loaded, setLoaded] = useState<{ seasonId: number | null; value: Loaded<CallData<C>> }>({
    seasonId: null,
    value: { state: 'loading' },
  });
  useEffect(() => {
    if (seasonId === null) return;
    let alive = true;
    callApi(call, input(seasonId))
      .then((data) => alive && setLoaded({ seasonId, value: { state: 'done', data } }))
      .catch(() => alive && setLoaded({ seasonId, value: { state: 'failed' } }));
    return () => {
      alive = false;
    };
    // `input` is a fresh function each render; the season is what the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, seasonId]);
  return loaded.seasonId === seasonId ? loaded.value : { state: 'loading' };
}
