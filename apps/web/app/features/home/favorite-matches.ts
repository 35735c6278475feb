import { MATCH_TABS } from '@placar/contract/match-tabs';
import { isSport } from '@placar/contract/sports/served-sports';
import type { MatchSummary, TabCounts } from '@placar/contract/schedule-entities';
import { isFavoriteMatch } from '../../lib/favorites/local-favorites.ts';
import type { MatchTab } from './home-tabs.tsx';

/** Local storage key of the home page's favorites-only choice. */
export const FAVORITES_ONLY_KEY = 'favoritesOnly';

type Competition = { id: number; name: string; logo: string | null };
interface MatchGroup<C extends Competition = Competition> {
  competition: C;
  matches: MatchSummary[];
}

/** Whether a match belongs under a home tab (the server's rule for mobilList). */
export function matchesTab(match: MatchSummary, tab: MatchTab): boolean {
  if (isSport(tab)) return match.sport === tab;
  switch (tab) {
    case 'all':
      return true;
    case 'hot':
      return match.hot;
    case 'finish':
      return match.status.phase === 'finished';
    case 'inplay':
      return match.status.phase === 'live';
    case 'upcoming':
      return match.status.phase === 'upcoming';
  }
}

/** The favorite matches of grouped lists, empty groups dropped. */
export function favoriteGroups<G extends MatchGroup>(groups: G[], keys: ReadonlySet<string>): G[] {
  return groups
    .map((group) => ({ ...group, matches: group.matches.filter((match) => isFavoriteMatch(match, keys)) }))
    .filter((group) => group.matches.length > 0);
}

/** A flat list (myFavoritesList) grouped by competition, in the order first seen. */
export function groupByCompetition(matches: MatchSummary[]): MatchGroup<MatchSummary['competition']>[] {
  const groups = new Map<number, MatchGroup<MatchSummary['competition']>>();
  for (const match of matches) {
    const group = groups.get(match.competition.id) ?? { competition: match.competition, matches: [] };
    group.matches.push(match);
    groups.set(match.competition.id, group);
  }
  return [...groups.values()];
}

/**
 * The tabs' counts in the favourites view: the favourite matches of the whole day under each tab
 * (issue 34 item 7: the counts went on counting every match of the day).
 */
export function favoriteTabCounts(day: readonly MatchSummary[], keys: ReadonlySet<string>): TabCounts {
  const favorites = day.filter((match) => isFavoriteMatch(match, keys));
  return Object.fromEntries(
    MATCH_TABS.map((tab) => [tab, favorites.filter((match) => matchesTab(match, tab)).length]),
  ) as TabCounts;
}
