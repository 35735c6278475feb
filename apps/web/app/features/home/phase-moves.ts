import { matchPhase } from '@placar/contract/match-status';
import type { MatchPhase } from '@placar/contract/sports/sport-rules';
import type { MatchUpdate } from '@placar/contract/live-update';
import type { MatchSummary, TabCounts } from '@placar/contract/schedule-entities';
import type { MatchTab } from './home-tabs.tsx';

/** The tab that counts a phase (finished, live, upcoming); other phases are counted by none of these three. */
const PHASE_TAB: Partial<Record<MatchPhase, 'finish' | 'inplay' | 'upcoming'>> = {
  finished: 'finish',
  live: 'inplay',
  upcoming: 'upcoming',
};

interface Listing {
  tab: MatchTab;
  counts: TabCounts;
  live_num: number;
  groups: { matches: MatchSummary[] }[];
}

/**
 * A shown match changing phase moves between tabs: the counts follow in the page, and a tab
 * that filters by phase drops the match, so no refetch of the whole day is needed. Returns
 * the listing unchanged when the update moves nothing.
 */
export function movePhase<L extends Listing>(list: L, match: MatchSummary | undefined, update: MatchUpdate): L {
  if (match === undefined || update.seq <= match.seq) return list;
  const from = match.status.phase;
  const to = matchPhase(match.sport, update.status);
  if (from === to) return list;
  const counts = { ...list.counts };
  const left = PHASE_TAB[from];
  const joined = PHASE_TAB[to];
  if (left) counts[left] = Math.max(0, counts[left] - 1);
  if (joined) counts[joined] += 1;
  const liveNum = Math.max(0, list.live_num + (to === 'live' ? 1 : 0) - (from === 'live' ? 1 : 0));
  const phaseTab = list.tab === 'finish' || list.tab === 'inplay' || list.tab === 'upcoming';
  const groups =
    phaseTab && PHASE_TAB[to] !== list.tab
      ? list.groups
          .map((group) => ({ ...group, matches: group.matches.filter((entry) => entry.id !== match.id) }))
          .filter((group) => group.matches.length > 0)
      : list.groups;
  return { ...list, counts, live_num: liveNum, groups };
}
