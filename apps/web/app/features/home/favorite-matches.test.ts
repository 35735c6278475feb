import type { Sport } from '@placar/contract/sports/served-sports';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { describe, expect, it } from 'vitest';
import { favoriteGroups, favoriteTabCounts, groupByCompetition, matchesTab } from './favorite-matches.ts';

function match(
  id: number,
  competitionId: number,
  extra: { sport?: Sport; phase?: MatchSummary['status']['phase']; hot?: boolean; teams?: [number, number] } = {},
): MatchSummary {
  const [home, away] = extra.teams ?? [id * 10, id * 10 + 1];
  return {
    id,
    sport: extra.sport ?? 'football',
    competition: { id: competitionId, name: `C${competitionId}`, shortName: `C${competitionId}`, logo: null },
    hot: extra.hot ?? false,
    status: { code: 0, phase: extra.phase ?? 'upcoming', text: '' },
    home: { team: { id: home, name: 'H', shortName: 'H', logo: null }, score: null, periods: [], penalties: null },
    away: { team: { id: away, name: 'A', shortName: 'A', logo: null }, score: null, periods: [], penalties: null },
  } as unknown as MatchSummary;
}

describe('home favorites view', () => {
  it('keeps favorite matches, and matches of favorite competitions and teams', () => {
    const groups = [
      { competition: { id: 1, name: 'C1', logo: null }, matches: [match(1, 1), match(2, 1)] },
      { competition: { id: 2, name: 'C2', logo: null }, matches: [match(3, 2), match(4, 2, { teams: [77, 78] })] },
      { competition: { id: 3, name: 'C3', logo: null }, matches: [match(5, 3)] },
    ];
    const kept = favoriteGroups(groups, new Set(['match:2', 'team:78', 'competition:3']));
    expect(kept.map((group) => [group.competition.id, group.matches.map((m) => m.id)])).toEqual([
      [1, [2]],
      [2, [4]],
      [3, [5]],
    ]);
    expect(favoriteGroups(groups, new Set())).toEqual([]);
  });

  it('filters by the home tab', () => {
    const live = match(1, 1, { phase: 'live', sport: 'basketball', hot: true });
    expect(matchesTab(live, 'all')).toBe(true);
    expect(matchesTab(live, 'inplay')).toBe(true);
    expect(matchesTab(live, 'basketball')).toBe(true);
    expect(matchesTab(live, 'football')).toBe(false);
    expect(matchesTab(live, 'hot')).toBe(true);
    expect(matchesTab(live, 'upcoming')).toBe(false);
    expect(matchesTab(match(2, 1, { phase: 'finished' }), 'finish')).toBe(true);
  });

  it('groups a flat list by competition in order', () => {
    const grouped = groupByCompetition([match(1, 5), match(2, 6), match(3, 5)]);
    expect(grouped.map((group) => [group.competition.id, group.matches.map((m) => m.id)])).toEqual([
      [5, [1, 3]],
      [6, [2]],
    ]);
  });
});

describe('favourite tab counts', () => {
  it('count only the favourites of the whole day under each tab', () => {
    const day = [
      match(1, 1, { phase: 'live', hot: true }),
      match(2, 1, { phase: 'finished' }),
      match(3, 2, { phase: 'upcoming', sport: 'basketball' }),
      match(4, 2, { phase: 'live', sport: 'basketball', teams: [77, 78] }),
      match(5, 3, { phase: 'upcoming' }),
    ];
    // Match 1 starred, team 78 (match 4), nothing of match 2, 3 or 5.
    const counts = favoriteTabCounts(day, new Set(['match:1', 'team:78']));
    expect(counts).toEqual({ all: 2, hot: 1, football: 1, basketball: 1, finish: 0, inplay: 2, upcoming: 0 });
    expect(favoriteTabCounts(day, new Set())).toEqual({
      all: 0,
      hot: 0,
      football: 0,
      basketball: 0,
      finish: 0,
      inplay: 0,
      upcoming: 0,
    });
  });
});
