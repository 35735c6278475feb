// How a regulation's list is walked: two teams or more, head-to-head among a smaller group,
// meetings still to play, and ties the data cannot settle.
import { describe, expect, it } from 'vitest';
import { TIE_BREAKS } from '../../feed/reference/reference-data.ts';
import { computeStandings } from './standings.service.ts';
import { ALPHA, m, MU, teamsOf, ZETA } from './tie-break-fixtures.test-data.ts';
import type { TieBreakRule } from './tie-break-rule.ts';

const regulation = (code: string) => TIE_BREAKS[code] as TieBreakRule;
const order = (table: { rows: { teamId: number }[] }, ids = [ALPHA, ZETA, MU]) =>
  table.rows.map((row) => row.teamId).filter((id) => ids.includes(id));

describe('two teams or three', () => {
  // Zeta beat Alpha; each of the three won once and lost once: 3 points, one win, 1-1 in goals.
  // The teams that beat them won twice (6 points), the others lost: nobody else is on 3.
  const three = [
    m(2, 1, 1, 0),
    m(4, 2, 1, 0),
    m(4, 5, 1, 0),
    m(1, 5, 1, 0),
    m(3, 6, 1, 0),
    m(7, 3, 1, 0),
    m(7, 6, 1, 0),
  ];

  it('Brasileirão: head-to-head settles two teams, but not three (the regulation applies it to two only)', () => {
    const two = computeStandings('football', regulation('bra.1'), teamsOf(5), [
      m(2, 1, 1, 0),
      m(4, 2, 1, 0),
      m(4, 5, 1, 0),
      m(1, 5, 1, 0),
    ]);
    expect(order(two, [ALPHA, ZETA])).toEqual([ZETA, ALPHA]);
    expect(two.unresolved.filter((tie) => tie.teamIds.includes(ALPHA))).toEqual([]);
    const table = computeStandings('football', regulation('bra.1'), teamsOf(7), three);
    expect(order(table)).toEqual([ALPHA, MU, ZETA]);
    expect(table.unresolved).toContainEqual({
      from: 3,
      to: 5,
      teamIds: [ALPHA, MU, ZETA],
      criterion: 'fewer_red_cards',
      reason: 'missing_data',
      missing: 'cards',
    });
  });

  it('La Liga: three level teams go by their mini-league first, then the two still level start again on their own', () => {
    const table = computeStandings('football', regulation('esp.1'), teamsOf(7), three);
    // Zeta is ahead on the meetings among the three; Alpha and Mu never met: level to the fair-play table.
    expect(order(table)).toEqual([ZETA, ALPHA, MU]);
    expect(table.unresolved).toContainEqual({
      from: 4,
      to: 5,
      teamIds: [ALPHA, MU],
      criterion: 'fair_play',
      reason: 'missing_data',
      missing: 'fair_play',
    });
  });

  it('La Liga: the two left level are ordered by their own meetings, not by the mini-league of three', () => {
    // Among the three, Mu won both; Zeta and Alpha a win each. Goal difference among the three
    // puts Alpha above Zeta (Mu beat Zeta 4-0), their own meetings put Zeta above Alpha (2-0, 0-1).
    const matches = [m(3, 2, 4, 0), m(3, 1, 1, 0), m(2, 1, 2, 0), m(1, 2, 1, 0), m(2, 4, 1, 0), m(1, 5, 1, 0)];
    const table = computeStandings('football', regulation('esp.1'), teamsOf(5), matches);
    expect(table.rows.slice(0, 3).map((row) => [row.teamId, row.points])).toEqual([
      [MU, 6],
      [ZETA, 6],
      [ALPHA, 6],
    ]);
  });

  it('NBA: two teams split by their games; three go to division leaders, which the feed does not know', () => {
    const two = computeStandings('basketball', regulation('nba'), teamsOf(4), [
      m(2, 1, 100, 90),
      m(1, 3, 100, 80),
      m(4, 2, 100, 80),
    ]);
    expect(order(two, [ALPHA, ZETA])).toEqual([ZETA, ALPHA]);
    const split = computeStandings('basketball', regulation('nba'), teamsOf(2), [m(2, 1, 100, 90), m(1, 2, 100, 90)]);
    expect(split.unresolved).toEqual([
      {
        from: 1,
        to: 2,
        teamIds: [ALPHA, ZETA],
        criterion: 'division_leader',
        reason: 'missing_data',
        missing: 'divisions',
      },
    ]);
    const cycle = computeStandings('basketball', regulation('nba'), teamsOf(3), [
      m(2, 3, 100, 90),
      m(3, 1, 95, 85),
      m(1, 2, 90, 80),
    ]);
    expect(cycle.unresolved).toEqual([
      {
        from: 1,
        to: 3,
        teamIds: [ALPHA, MU, ZETA],
        criterion: 'division_leader',
        reason: 'missing_data',
        missing: 'divisions',
      },
    ]);
  });
});

describe('meetings still to be played', () => {
  // Zeta beat Alpha at home; each won one other game: 3 points, 1-1 in goals (Filler 4 won twice). The return leg is scheduled.
  const matches = [m(2, 1, 1, 0), m(4, 2, 1, 0), m(4, 3, 1, 0), m(1, 3, 1, 0)];
  const returnLeg = [{ homeTeamId: ALPHA, awayTeamId: ZETA }];

  it('Bundesliga: until both legs are played, teams level on goals share the place', () => {
    const waiting = computeStandings('football', regulation('ger.1'), teamsOf(4), matches, returnLeg);
    expect(waiting.unresolved).toEqual([
      {
        from: 2,
        to: 3,
        teamIds: [ALPHA, ZETA],
        criterion: 'h2h_goal_difference',
        reason: 'meetings_pending',
        missing: null,
      },
    ]);
    const played = computeStandings('football', regulation('ger.1'), teamsOf(4), matches);
    expect(order(played, [ALPHA, ZETA])).toEqual([ZETA, ALPHA]);
    expect(played.unresolved.filter((tie) => tie.teamIds.includes(ALPHA))).toEqual([]);
  });

  it('Primeira Liga: goal difference between them waits for their meetings; overall goal difference decides meanwhile', () => {
    // A cycle among the three (3 points each among them) with Zeta's margin the best; then one win
    // each against others, Mu's by the most. The Mu-Zeta return leg is still to be played.
    const cycle = [m(2, 3, 3, 0), m(3, 1, 1, 0), m(1, 2, 1, 0), m(3, 4, 6, 0), m(1, 5, 1, 0), m(2, 6, 1, 0)];
    const pending = [{ homeTeamId: MU, awayTeamId: ZETA }];
    expect(order(computeStandings('football', regulation('por.1'), teamsOf(6), cycle))).toEqual([ZETA, ALPHA, MU]);
    expect(order(computeStandings('football', regulation('por.1'), teamsOf(6), cycle, pending))).toEqual([
      MU,
      ZETA,
      ALPHA,
    ]);
  });
});

describe('positions of an open tie', () => {
  it('name the places the teams share in the table', () => {
    // Mu leads; Alpha and Zeta drew with each other and lost to Mu by the same score.
    const table = computeStandings('football', regulation('ita.1'), teamsOf(3), [
      m(3, 1, 1, 0),
      m(3, 2, 1, 0),
      m(1, 2, 0, 0),
    ]);
    expect(order(table)).toEqual([MU, ALPHA, ZETA]);
    expect(table.unresolved).toEqual([
      { from: 2, to: 3, teamIds: [ALPHA, ZETA], criterion: 'drawing_of_lots', reason: 'off_the_table', missing: null },
    ]);
  });
});
