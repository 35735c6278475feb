import { describe, expect, it } from 'vitest';
import { statUnit, withLiveStats } from './live-stats.ts';

describe('live statistics', () => {
  it('replace changed values, add new keys, keep the rest and the box score', () => {
    const current = {
      id: 7,
      stats: [
        { key: 'possession', label: 'Possession', home: 50, away: 50, unit: 'percent' as const },
        { key: 'shots', label: 'Shots', home: 3, away: 2, unit: 'count' as const },
      ],
      boxScore: null,
    };
    const next = withLiveStats(
      current,
      7,
      [
        { key: 'shots', home: 4, away: 2 },
        { key: 'corners', home: 1, away: 0 },
      ],
      statUnit,
    );
    expect(next.stats.map((stat) => [stat.key, stat.home, stat.away, stat.unit])).toEqual([
      ['possession', 50, 50, 'percent'],
      ['shots', 4, 2, 'count'],
      ['corners', 1, 0, 'count'],
    ]);
    expect(current.stats[1]?.home).toBe(3);
  });

  it('start from nothing when the page had no statistics yet', () => {
    expect(withLiveStats(null, 3, [{ key: 'field_goal_pct', home: 48.1, away: 44 }], statUnit)).toEqual({
      id: 3,
      stats: [{ key: 'field_goal_pct', label: 'field_goal_pct', home: 48.1, away: 44, unit: 'percent' }],
      boxScore: null,
    });
  });
});
