import type { MatchUpdate } from '@placar/contract/live-update';
import { useCallback, useEffect, useRef, useState } from 'react';
import { shareEqual } from '../matches/share-equal.ts';
import { liveFeed } from './live-feed.ts';
import { immediateGate, type UpdateGate } from './update-gate.ts';

type Apply<T> = (data: T, update: MatchUpdate) => T;

function replay<T>(data: T, apply: Apply<T>, updates: Iterable<MatchUpdate> = liveFeed.recentUpdates()): T {
  let next = data;
  for (const update of updates) next = apply(next, update);
  return next;
}

/**
 * A page's data kept live: starts from the loader's snapshot, applies every live update,
 * and refetches the snapshot after each (re)connect, so nothing missed offline is lost.
 * Updates seen before a snapshot arrived are laid over it again (their seq decides).
 * A gate (spoiler sync on pages with video) decides when updates and refetches show.
 */
export function useLiveData<T>(
  snapshot: T,
  apply: Apply<T>,
  refetch: (() => Promise<T>) | null,
  gate: UpdateGate = immediateGate,
) {
  const applyRef = useRef(apply);
  const refetchRef = useRef(refetch);
  const gateRef = useRef(gate);
  useEffect(() => {
    applyRef.current = apply;
    refetchRef.current = refetch;
    gateRef.current = gate;
  });

  const [source, setSource] = useState(snapshot);
  const [data, setData] = useState(snapshot);
  if (source !== snapshot) {
    setSource(snapshot);
    setData(shareEqual(data, snapshot));
  }

  // Updates this page has shown: a gated page replays only these over a refetch, never held ones.
  const shown = useRef(new Map<number, MatchUpdate>());
  // A refetch keeps the objects of what did not change (shareEqual): only changed rows render again.
  const replace = useCallback((fresh: T) => {
    const next = replay(
      fresh,
      applyRef.current,
      gateRef.current === immediateGate ? liveFeed.recentUpdates() : shown.current.values(),
    );
    setData((current) => shareEqual(current, next));
  }, []);

  const refresh = useCallback(async () => {
    const run = refetchRef.current;
    if (!run) return;
    try {
      const fresh = await run();
      gateRef.current.defer(() => replace(fresh));
    } catch {
      // Keep what is shown; the next connect or update will bring it up to date.
    }
  }, [replace]);

  useEffect(() => {
    // The loader snapshot can be older than updates this tab already received.
    setData((current) => replay(current, applyRef.current));
    const offUpdate = liveFeed.onUpdate((update) =>
      gateRef.current.defer(() => {
        shown.current.delete(update.id);
        shown.current.set(update.id, update);
        if (shown.current.size > 50) shown.current.delete(shown.current.keys().next().value as number);
        setData((current) => applyRef.current(current, update));
      }),
    );
    const offConnect = liveFeed.onConnect(() => void refresh());
    return () => {
      offUpdate();
      offConnect();
    };
  }, [snapshot, refresh]);

  return { data, setData: replace, refresh };
}
