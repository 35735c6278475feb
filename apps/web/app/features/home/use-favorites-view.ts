import { myFavoritesList } from '@placar/contract/calls/favorites';
import { mobilList } from '@placar/contract/calls/schedule';
import type { Language } from '@placar/contract/languages';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { callApi } from '../../lib/api/contract-call.ts';
import { favoritesStore } from '../../lib/favorites/favorites-store.ts';
import { applyUpdateToList } from '../../lib/matches/apply-update.ts';
import { liveFeed } from '../../lib/realtime/live-feed.ts';
import { useHydrated } from '../../state/app-store.ts';
import { FAVORITES_ONLY_KEY } from './favorite-matches.ts';

/** The favorites-only switch, kept in local storage; off on the server and until hydration. */
export function useFavoritesOnly(): [boolean, (on: boolean) => void] {
  const hydrated = useHydrated();
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    try {
      setOn(localStorage.getItem(FAVORITES_ONLY_KEY) === '1');
    } catch {
      // No storage: the switch starts off.
    }
  }, [hydrated]);
  const choose = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(FAVORITES_ONLY_KEY, next ? '1' : '0');
    } catch {
      // Kept for this page only.
    }
  }, []);
  return [on, choose];
}

/**
 * A user's favorite matches of today (GET /schedule/myFavoritesList) while the switch is on,
 * kept live; null for visitors, who filter the day's list locally.
 */
export function useAccountFavorites(
  enabled: boolean,
  lang: Language,
): { list: MatchSummary[] | null; failed: boolean } {
  const account = useAccountSource();
  const [list, setList] = useState<MatchSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const active = enabled && account;

  useEffect(() => {
    if (!active) {
      setList(null);
      return;
    }
    let cancelled = false;
    setFailed(false);
    callApi(myFavoritesList, {}).then(
      (data) => !cancelled && setList(data.list),
      () => !cancelled && setFailed(true),
    );
    const off = liveFeed.onUpdate((update) =>
      setList((current) => (current ? applyUpdateToList(current, update, lang) : current)),
    );
    return () => {
      cancelled = true;
      off();
    };
  }, [active, lang]);

  return { list: active ? list : null, failed: active && failed };
}

/**
 * The whole day's matches (the All list, flat) while `enabled`, kept live: what a visitor's
 * favourites view counts its tabs from when home shows another tab or only its first screen.
 */
export function useWholeDay(enabled: boolean, lang: Language): MatchSummary[] | null {
  const [list, setList] = useState<MatchSummary[] | null>(null);
  useEffect(() => {
    if (!enabled) {
      setList(null);
      return;
    }
    let cancelled = false;
    // Refused or offline: the tabs keep the day's counts.
    callApi(mobilList, { tab: 'all' }).then(
      (data) => !cancelled && setList(data.groups.flatMap((group) => group.matches)),
      () => undefined,
    );
    const off = liveFeed.onUpdate((update) =>
      setList((current) => (current ? applyUpdateToList(current, update, lang) : current)),
    );
    return () => {
      cancelled = true;
      off();
    };
  }, [enabled, lang]);
  return enabled ? list : null;
}

/** Whether the favourites come from the signed-in account (else from this browser's storage). */
export const useAccountSource = () => useStore(favoritesStore, (state) => state.source === 'account');
