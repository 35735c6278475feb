import type { Sport } from '@placar/contract/sports/served-sports';
import { describe, expect, it } from 'vitest';
import { computeStandings } from './standings.service.ts';
import type { FinishedMatch, StandingTeam } from './standings.service.ts';
import { parseTieBreak } from './tie-break-rule.ts';

const teams = (...names: string[]): StandingTeam[] => names.map((name, index) => ({ id: index + 1, sortName: name }));
let day = 0;
const m = (homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number): FinishedMatch => ({
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
  kickoff: new Date(Date.UTC(2025, 0, 1) + (day += 1) * 86_400_000),
});
const order = (rows: { teamId: number }[]) => rows.map((row) => row.teamId);
// The rules stored before regulations were data: competitions made by hand may still carry them.
const table = (sport: Sport, rule: string, ...rest: [StandingTeam[], FinishedMatch[]]) =>
  computeStandings(sport, parseTieBreak(sport, rule), ...rest).rows;

describe('football standings', () => {
  it('counts 3/1/0, goals, difference, positions, and teams without a match', () => {
    const rows = table('football', 'goal_difference', teams('A', 'B', 'C', 'D'), [
      m(1, 2, 2, 0),
      m(2, 3, 1, 1),
      m(3, 1, 0, 1),
    ]);
    expect(order(rows)).toEqual([1, 3, 2, 4]);
    expect(rows[0]).toMatchObject({
      position: 1,
      teamId: 1,
      played: 2,
      won: 2,
      drawn: 0,
      lost: 0,
      goalsFor: 3,
      goalsAgainst: 0,
      goalDifference: 3,
      points: 6,
      form: ['W', 'W'],
    });
    expect(rows[1]).toMatchObject({ teamId: 3, points: 1, goalDifference: -1, form: ['D', 'L'] });
    expect(rows[2]).toMatchObject({ teamId: 2, points: 1, goalDifference: -2 });
    expect(rows[3]).toMatchObject({ position: 4, teamId: 4, played: 0, points: 0, form: [], winPercentage: 0 });
  });

  it('goal_difference: points, then goal difference, then goals scored, then name (and says so)', () => {
    // Zeta and Beta: 3 points, +1 each; Zeta scored more. Delta and Alpha identical: by name.
    const matches = [m(1, 5, 3, 2), m(2, 5, 1, 0), m(3, 4, 0, 0)];
    const result = computeStandings(
      'football',
      parseTieBreak('football', 'goal_difference'),
      teams('Zeta', 'Beta', 'Delta', 'Alpha', 'Omega'),
      matches,
    );
    expect(order(result.rows)).toEqual([1, 2, 4, 3, 5]);
    expect(result.unresolved).toEqual([
      { from: 3, to: 4, teamIds: [4, 3], criterion: null, reason: 'exhausted', missing: null },
    ]);
  });

  it('head_to_head: level teams are ordered by their meetings before goal difference', () => {
    // A beat B, but B has the better goal difference overall; both on 6 points.
    const rows = table('football', 'head_to_head', teams('A', 'B', 'C'), [
      m(1, 2, 1, 0),
      m(2, 3, 5, 0),
      m(3, 1, 1, 0),
      m(1, 3, 1, 0),
      m(3, 2, 1, 0),
    ]);
    const points = Object.fromEntries(rows.map((row) => [row.teamId, row.points]));
    expect(points).toEqual({ 1: 6, 2: 3, 3: 6 });
    // A and C level on 6: meetings A-C 0-1 and 1-0 → mini table level; mini GD level; overall GD: A +1, C -4 → A first.
    expect(order(rows)).toEqual([1, 3, 2]);
  });

  it('head_to_head beats a better goal difference', () => {
    const rows = table('football', 'head_to_head', teams('A', 'B', 'C'), [
      m(1, 2, 1, 0),
      m(2, 3, 6, 0),
      m(1, 3, 0, 1),
      m(3, 2, 0, 1),
    ]);
    // A 3, B 6, C 3: C beat A, so C is ahead although A's goal difference (0) beats C's (-6).
    expect(order(rows)).toEqual([2, 3, 1]);
    const gd = table('football', 'goal_difference', teams('A', 'B', 'C'), [
      m(1, 2, 1, 0),
      m(2, 3, 6, 0),
      m(1, 3, 0, 1),
      m(3, 2, 0, 1),
    ]);
    expect(order(gd)).toEqual([2, 1, 3]);
  });

  it('head_to_head among three level teams uses the mini table of the three', () => {
    // Cycle A>B, B>C, C>A with different margins: mini points level (3 each), mini GD decides.
    const rows = table('football', 'head_to_head', teams('A', 'B', 'C', 'D'), [
      m(1, 2, 3, 0),
      m(2, 3, 1, 0),
      m(3, 1, 1, 0),
      m(4, 1, 0, 5),
      m(4, 2, 0, 5),
      m(4, 3, 0, 5),
    ]);
    expect(order(rows)).toEqual([1, 3, 2, 4]);
  });

  it('form is the last five results, oldest first, whatever the input order', () => {
    const matches = [m(1, 2, 1, 0), m(1, 2, 0, 0), m(2, 1, 1, 0), m(1, 2, 2, 0), m(1, 2, 0, 3), m(2, 1, 0, 0)];
    const rows = table('football', 'goal_difference', teams('A', 'B'), [...matches].reverse());
    expect(rows.find((row) => row.teamId === 1)?.form).toEqual(['D', 'L', 'W', 'L', 'D']);
  });

  it('splits home and away', () => {
    const rows = table('football', 'goal_difference', teams('A', 'B'), [m(1, 2, 2, 1), m(2, 1, 2, 2)]);
    const a = rows.find((row) => row.teamId === 1);
    expect(a?.home).toEqual({ played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 1, points: 3 });
    expect(a?.away).toEqual({ played: 1, won: 0, drawn: 1, lost: 0, goalsFor: 2, goalsAgainst: 2, points: 1 });
  });

  it('a match decided on penalties is a draw on its score', () => {
    const rows = table('football', 'goal_difference', teams('A', 'B'), [m(1, 2, 1, 1)]);
    expect(rows.map((row) => row.points)).toEqual([1, 1]);
  });
});

describe('basketball standings', () => {
  it('win_percentage, then wins, then point difference, then name; no points', () => {
    const rows = table('basketball', 'win_percentage', teams('A', 'B', 'C', 'D'), [
      m(1, 2, 100, 90),
      m(1, 3, 80, 95),
      m(2, 3, 101, 99),
      m(4, 2, 120, 100),
      m(4, 3, 90, 91),
      m(3, 4, 70, 60),
    ]);
    const pct = Object.fromEntries(rows.map((row) => [row.teamId, row.winPercentage]));
    expect(pct).toEqual({ 1: 0.5, 2: 0.333, 3: 0.75, 4: 0.333 });
    // D and B at .333 with 1 win each: point difference D +9, B -28.
    expect(order(rows)).toEqual([3, 1, 4, 2]);
    expect(rows.every((row) => row.points === 0 && row.drawn === 0)).toBe(true);
  });

  it('at the same percentage more wins go first, then point difference', () => {
    const rows = table('basketball', 'win_percentage', teams('P', 'Q', 'R', 'S'), [
      m(1, 2, 100, 90),
      m(2, 1, 95, 90),
      m(3, 4, 110, 100),
      m(4, 3, 101, 100),
      m(3, 4, 100, 90),
      m(4, 3, 99, 98),
    ]);
    expect(order(rows)).toEqual([3, 4, 1, 2]);
  });

  it("an unreadable stored rule falls back to the sport's plain rule", () => {
    const criteria = (sport: Sport, stored: string) => parseTieBreak(sport, stored).twoTeams;
    expect(criteria('basketball', '')).toEqual(['win_percentage', 'wins', 'point_differential']);
    expect(criteria('football', 'nonsense')).toEqual(['points', 'goal_difference', 'goals_for']);
    expect(criteria('football', '{"regulation":null,"twoTeams":["no_such_criterion"],"moreTeams":["points"]}')).toEqual(
      ['points', 'goal_difference', 'goals_for'],
    );
    expect(criteria('football', 'head_to_head')).toEqual([
      'points',
      'h2h_points',
      'h2h_goal_difference',
      'goal_difference',
      'goals_for',
    ]);
  });
});
