import { search } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api/contract-call.ts';

export type SearchResults = CallData<typeof search>;

const PAUSE_MS = 180;

/** Results for what is typed: asked after a short pause, older answers never replace newer ones. */
export function useSearch(query: string): { results: SearchResults | null; busy: boolean; failed: boolean } {
  const [state, setState] = useState<{ query: string; results: SearchResults | null; failed: boolean }>({
    query: '',
    results: null,
    failed: false,
  });
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed === '') return;
    let current = true;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      callApi(search, { q: trimmed.slice(0, 60), limit: 6 }, { signal: abort.signal }).then(
        (results) => current && setState({ query: trimmed, results, failed: false }),
        () => current && setState({ query: trimmed, results: null, failed: true }),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      abort.abort();
    };
  }, [trimmed]);
  if (trimmed === '') return { results: null, busy: false, failed: false };
  return {
    results: state.query === trimmed ? state.results : null,
    busy: state.query !== trimmed,
    failed: state.query === trimmed && state.failed,
  };
}
