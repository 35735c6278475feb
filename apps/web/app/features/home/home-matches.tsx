import { mobilList } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import { matchPhase } from '@placar/contract/match-status';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MatchGroups } from '../../components/matches/match-groups.tsx';
import { firstScreenGroups } from '../../components/matches/use-first-screen.ts';
import { useWholeList } from '../../components/matches/use-whole-list.ts';
import { callApi } from '../../lib/api/contract-call.ts';
import { writeCookie } from '../../lib/session/cookies.ts';
import { applyUpdateToGroups } from '../../lib/matches/apply-update.ts';
import { orderMatchGroups, visitorCountries } from '../../lib/matches/group-order.ts';
import { liveFeed } from '../../lib/realtime/live-feed.ts';
import { useLiveData } from '../../lib/realtime/use-live-data.ts';
import { CookieName, StorageKey } from '../../state/storage-keys.ts';
import { appStore, useHydrated } from '../../state/app-store.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useFavoriteKeys } from '../../lib/favorites/favorites-store.ts';
import { favoriteGroups, favoriteTabCounts, groupByCompetition, matchesTab } from './favorite-matches.ts';
import { FavoritesToggle } from './favorites-toggle.tsx';
import { HOME_PANEL, HomeTabs, isMatchTab, type MatchTab } from './home-tabs.tsx';
import { tabPanel } from '../../components/ui/tab-button.tsx';
import { movePhase } from './phase-moves.ts';
import { TabShortcuts } from './tab-shortcuts.tsx';
import { useAccountFavorites, useAccountSource, useFavoritesOnly, useWholeDay } from './use-favorites-view.ts';
import type { SiteConfig } from './use-site-config.ts';

/** Home's list of the day; `partial` while it holds only the first screen's groups, as the server sends it. */
export type HomeList = CallData<typeof mobilList> & { partial?: boolean };

/**
 * The list as home's loader sends it: the groups of the first screen of matches, the part the
 * HTML draws, marked partial. The rest of the day is fetched once the page is up (HomeMatches),
 * so the page's loader data, decoded while the page hydrates, stays small (decision 0101).
 */
export function firstScreenList(list: HomeList): HomeList {
  const count = firstScreenGroups(list.groups);
  return count >= list.groups.length ? list : { ...list, groups: list.groups.slice(0, count), partial: true };
}

function saveMatchType(tab: MatchTab): void {
  appStore.getState().patch({ matchType: tab });
  try {
    localStorage.setItem(StorageKey.matchType, tab);
  } catch {
    // The store keeps the choice for this visit.
  }
  writeCookie(CookieName.matchType, tab);
}

function findMatch(list: HomeList, id: number) {
  for (const group of list.groups) for (const match of group.matches) if (match.id === id) return match;
  return undefined;
}

/** The home list: tabs with counts, matches by competition, kept live. */
interface HomeMatchesProps {
  initial: HomeList;
  lang: Language;
  timeZone: string;
  tabs?: SiteConfig['tabs'];
  /** The list comes from the home kept in this tab: shown as it was, then asked again in the background. */
  restored?: boolean;
  /** Told every list the page shows (tab switches, live updates), so a return finds it as it was left. */
  onShown?: (list: HomeList) => void;
}

export function HomeMatches({ initial, lang, timeZone, tabs, restored: fromKept = false, onShown }: HomeMatchesProps) {
  const [pendingTab, setPendingTab] = useState<MatchTab | null>(null);
  const tabRef = useRef<MatchTab>(initial.tab);
  // An answer counts only for the tab still chosen: a refresh or a tap that left before another
  // tap must not bring back the list the fan just left.
  const fetchTab = async (tab: MatchTab) => {
    const list = await callApi(mobilList, { tab });
    if (tabRef.current !== tab) throw new Error(`the ${tab} list came after another tab was chosen`);
    return list;
  };
  const { data, setData, refresh } = useLiveData<HomeList>(
    initial,
    (list, update) => {
      // Counts and phase tabs first (they read the match before the update), then the update itself.
      const moved = movePhase(list, findMatch(list, update.id), update);
      const groups = applyUpdateToGroups(moved.groups, update, lang);
      return groups === moved.groups ? moved : { ...moved, groups };
    },
    () => fetchTab(tabRef.current),
  );
  const dataRef = useRef(data);
  const onShownRef = useRef(onShown);
  useEffect(() => {
    onShownRef.current = onShown;
  });
  useEffect(() => {
    // A list of another tab makes that tab the chosen one; a live update of the list shown does
    // not, or a tap still loading would lose its answer and the tabs would snap back.
    if (data.tab !== dataRef.current.tab) tabRef.current = data.tab;
    dataRef.current = data;
    appStore.getState().patch({ live_num: data.live_num });
    onShownRef.current?.(data);
  }, [data]);

  // A kept list is shown at once; what changed meanwhile comes from the server behind it.
  useEffect(() => {
    if (fromKept) void refresh();
  }, [fromKept, refresh]);

  const load = async (tab: MatchTab) => {
    tabRef.current = tab;
    setPendingTab(tab);
    try {
      setData(await fetchTab(tab));
    } catch {
      if (tabRef.current === tab) tabRef.current = dataRef.current.tab;
    } finally {
      setPendingTab((pending) => (pending === tab ? null : pending));
    }
  };

  // The tab kept as matchType (local storage) wins over the server's guess once known.
  const hydrated = useHydrated();
  const restored = useRef(false);
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    let stored: string | null;
    try {
      stored = localStorage.getItem(StorageKey.matchType);
    } catch {
      stored = appStore.getState().matchType;
    }
    if (isMatchTab(stored) && stored !== dataRef.current.tab) void load(stored);
    // load only reads refs and stable setters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const [favoritesOnly, setFavoritesOnly] = useFavoritesOnly();
  // The server sent the first screen's groups only: the rest of the day is asked for when the
  // browser is idle, at once in the favorites view (which filters the whole day); not while a
  // tab's whole list is on its way (the kept tab, a tap).
  const partial = data.partial === true;
  useWholeList(partial, refresh, { now: favoritesOnly, ready: () => tabRef.current === dataRef.current.tab });

  // A match that starts while the live tab shows is not in the list yet: only then is the list
  // fetched again (phase moves of shown matches are applied in the page, movePhase).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = liveFeed.onUpdate((update) => {
      const match = findMatch(dataRef.current, update.id);
      const startsLive = !match && tabRef.current === 'inplay' && matchPhase(update.sport, update.status) === 'live';
      if (!startsLive) return;
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), 1500);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [refresh]);

  // A tab an admin hid gives way to the first one still shown.
  const shownKeys = tabs?.map((tab) => tab.key).join(',');
  useEffect(() => {
    const first = tabs?.[0]?.key;
    if (first !== undefined && !tabs?.some((tab) => tab.key === tabRef.current)) void load(first);
    // load only reads refs and stable setters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKeys]);

  const choose = (tab: MatchTab) => {
    saveMatchType(tab);
    // The tab chosen already (shown, or its list on its way) asks nothing again.
    if (tab === tabRef.current) return;
    // Back to the list shown while another tab loads: that load's answer no longer counts.
    if (tab === dataRef.current.tab) {
      tabRef.current = tab;
      setPendingTab(null);
      return;
    }
    void load(tab);
  };

  const { t } = useTranslation();
  const keys = useFavoriteKeys();
  const account = useAccountFavorites(favoritesOnly, lang);
  // Users see their server list, visitors the day's list filtered; both follow the stars at once,
  // in the visitor's order (decision 0136): live, favourites, the visitor's country's, the rest.
  const groups = useMemo(() => {
    const visitor = { favorites: keys, countries: visitorCountries(lang, timeZone) };
    const chosen = !favoritesOnly
      ? data.groups
      : account.list
        ? favoriteGroups(groupByCompetition(account.list.filter((match) => matchesTab(match, data.tab))), keys)
        : favoriteGroups(data.groups, keys);
    return orderMatchGroups(chosen, visitor);
  }, [favoritesOnly, account.list, data.groups, data.tab, keys, lang, timeZone]);
  // The tabs count the favourites of the whole day in the favourites view: a user's list, the day
  // shown whole (All: a first screen is made whole at once in this view, useWholeList), or the All
  // list asked for a visitor on another tab.
  const dayShown = useMemo(
    () => (data.tab === 'all' && !partial ? data.groups.flatMap((group) => group.matches) : null),
    [data.tab, data.groups, partial],
  );
  const accountSource = useAccountSource();
  const wholeDay = useWholeDay(favoritesOnly && !accountSource && data.tab !== 'all', lang);
  const favoriteCounts = useMemo(() => {
    const day = favoritesOnly ? (account.list ?? dayShown ?? wholeDay) : null;
    return day ? favoriteTabCounts(day, keys) : null;
  }, [favoritesOnly, account.list, dayShown, wholeDay, keys]);
  // A visitor's favorites are found in the whole day: not all there while the list is partial.
  const loadingFavorites =
    favoritesOnly && account.list === null && !account.failed && keys.size > 0 && (groups.length === 0 || partial);

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="home-matches"
      data-tab={pendingTab ?? data.tab}
      data-favorites-only={favoritesOnly}
    >
      <HomeTabs
        selected={pendingTab ?? data.tab}
        counts={favoriteCounts ?? data.counts}
        liveNum={favoriteCounts?.inplay ?? data.live_num}
        onSelect={choose}
        leading={<FavoritesToggle on={favoritesOnly} onToggle={() => setFavoritesOnly(!favoritesOnly)} />}
        shown={tabs}
      />
      <TabShortcuts items={tabs?.find((tab) => tab.key === (pendingTab ?? data.tab))?.items ?? []} lang={lang} />
      <div
        className={`transition-opacity ${pendingTab || loadingFavorites ? 'opacity-50' : ''}`}
        aria-busy={pendingTab !== null || loadingFavorites}
        {...tabPanel('home', pendingTab ?? data.tab, HOME_PANEL)}
      >
        <MatchGroups
          firstScreen
          more={partial && !account.list}
          groups={groups}
          lang={lang}
          timeZone={timeZone}
          empty={favoritesOnly ? (account.failed ? t('matches.loadFailed') : t('favorites.none')) : undefined}
        />
      </div>
    </div>
  );
}
