import type { MatchUpdate } from '@placar/contract/live-update';
import { useCallback, useEffect, useRef, useState } from 'react';
import { liveFeed } from './live-feed.ts';

type Apply<T> = (data: T, update: MatchUpdate) => T;

function replay<T>(data: T, apply: Apply<T>): T {
  let next = data;
  for (const update of liveFeed.recentUpdates()) next = apply(next, update);
  return next;
}

/**
 * A page's data kept live: starts from the loader's snapshot, applies every live update,
 * and refetches the snapshot after each (re)connect, so nothing missed offline is lost.
 * Updates seen before a snapshot arrived are laid over it again (their seq decides).
 */
export function useLiveData<T>(snapshot: T, apply: Apply<T>, refetch: (() => Promise<T>) | null) {
  const applyRef = useRef(apply);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    applyRef.current = apply;
    refetchRef.current = refetch;
  });

  const [source, setSource] = useState(snapshot);
  const [data, setData] = useState(snapshot);
  if (source !== snapshot) {
    setSource(snapshot);
    setData(snapshot);
  }

  const replace = useCallback((fresh: T) => setData(replay(fresh, applyRef.current)), []);

  const refresh = useCallback(async () => {
    const run = refetchRef.current;
    if (!run) return;
    try {
      replace(await run());
    } catch {
      // Keep what is shown; the next connect or update will bring it up to date.
    }
  }, [replace]);

  useEffect(() => {
    // The loader snapshot can be older than updates this tab already received.
    setData((current) => replay(current, applyRef.current));
    const offUpdate = liveFeed.onUpdate((update) => setData((current) => applyRef.current(current, update)));
    const offConnect = liveFeed.onConnect(() => void refresh());
    return () => {
      offUpdate();
      offConnect();
    };
  }, [snapshot, refresh]);

  return { data, setData: replace, refresh };
}
