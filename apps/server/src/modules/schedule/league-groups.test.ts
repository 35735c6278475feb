import { describe, expect, it } from 'vitest';
import { TIE_BREAKS } from '../../feed/reference/reference-data.ts';
import type { GroupLayout } from './league-groups.ts';
import { computeStandings } from './standings.service.ts';
import type { FinishedMatch } from './standings.service.ts';

// Two conferences of two divisions each, under the NBA's own tie-break list.
const NBA =
  TIE_BREAKS.nba ??
  (() => {
    throw new Error('no NBA rule');
  })();
const teams = ['Atlanta', 'Boston', 'Chicago', 'Detroit', 'Eugene', 'Fresno', 'Glendale', 'Houston'].map(
  (sortName, index) => ({ id: index + 1, sortName }),
);
const layout: GroupLayout = {
  playoffPlaces: 1,
  conferences: [
    {
      key: 'east',
      teamIds: [1, 2, 3, 4],
      divisions: [
        { key: 'e1', teamIds: [1, 2] },
        { key: 'e2', teamIds: [3, 4] },
      ],
    },
    {
      key: 'west',
      teamIds: [5, 6, 7, 8],
      divisions: [
        { key: 'w1', teamIds: [5, 6] },
        { key: 'w2', teamIds: [7, 8] },
      ],
    },
  ],
};
let day = 0;
const won = (winner: number, loser: number): FinishedMatch => ({
  homeTeamId: winner,
  awayTeamId: loser,
  homeScore: 100,
  awayScore: 90,
  kickoff: new Date(Date.UTC(2025, 10, 1) + (day += 1) * 86_400_000),
});

// Atlanta (1) and Chicago (3) are both 2-3 and split their meetings. Atlanta leads division e1
// (Boston is 0-1), Chicago trails Detroit (2-0) in e2; Chicago's conference record (2-1) beats
// Atlanta's (1-3), so only the division-leader step puts Atlanta first.
const matches = [won(1, 3), won(3, 1), won(4, 1), won(4, 1), won(1, 5), won(3, 2), won(6, 3), won(7, 3)];

describe('conferences and divisions in the NBA tie-breaks', () => {
  it('a division leader goes ahead of a level team that leads none, where the data has divisions', () => {
    const table = computeStandings('basketball', NBA, teams, matches, [], layout);
    const east = table.conferences.find((conference) => conference.key === 'east');
    expect(east?.teamIds).toEqual([4, 1, 3, 2]);
    expect(east?.unresolved).toEqual([]);
    expect(table.unresolved.some((tie) => tie.criterion === 'division_leader')).toBe(false);
  });

  it('without conferences the same tie stays open for want of divisions, never ordered silently', () => {
    const table = computeStandings('basketball', NBA, teams, matches);
    expect(table.conferences).toEqual([]);
    expect(table.unresolved).toContainEqual(
      expect.objectContaining({
        teamIds: [1, 3],
        criterion: 'division_leader',
        reason: 'missing_data',
        missing: 'divisions',
      }),
    );
  });

  it('teams of one division level on their meetings go by the division record, then the conference record', () => {
    // Eugene (5) and Fresno (6) of w1 split their meetings; Eugene beat Glendale (w2) of its
    // conference, Fresno beat Atlanta of the other: Eugene's conference record is better.
    const west = [won(5, 6), won(6, 5), won(5, 7), won(6, 1), won(8, 5), won(8, 6)];
    const table = computeStandings('basketball', NBA, teams, west, [], layout);
    const order = table.conferences.find((conference) => conference.key === 'west')?.teamIds ?? [];
    expect(order.indexOf(5)).toBeLessThan(order.indexOf(6));
    expect(table.conferences.find((conference) => conference.key === 'west')?.unresolved).toEqual([]);
  });
});
