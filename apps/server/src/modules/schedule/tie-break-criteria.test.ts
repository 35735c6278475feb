// Issue 16: for each criterion a table with a tie only that criterion breaks, alone and inside
// every regulation of reference-data.ts that lists it.
import { describe, expect, it } from 'vitest';
import { TIE_BREAK_CRITERIA } from '@placar/contract/tie-break';
import type { TieBreakCriterion } from '@placar/contract/tie-break';
import { COMPETITION_ROWS, TIE_BREAKS } from '../../feed/reference/reference-data.ts';
import { computeStandings } from './standings.service.ts';
import { CRITERION_TABLES, m, OPEN_CRITERIA, teamsOf } from './tie-break-fixtures.test-data.ts';
import type { CriterionTable } from './tie-break-fixtures.test-data.ts';
import { criterionOf } from './tie-break-rule.ts';
import type { Step, TieBreakRule } from './tie-break-rule.ts';

const CARD_CRITERIA = new Set<TieBreakCriterion>(['fewer_red_cards', 'fewer_yellow_cards', 'disciplinary_points']);
const rule = (...steps: Step[]): TieBreakRule => ({ regulation: null, twoTeams: steps, moreTeams: steps });
const basis = (table: CriterionTable): TieBreakCriterion => (table.sport === 'football' ? 'points' : 'win_percentage');

function rank(table: CriterionTable, tieBreak: TieBreakRule) {
  const result = computeStandings(table.sport, tieBreak, table.teams, table.matches, table.pending);
  const tied = new Set(table.tied);
  return {
    order: result.rows.map((row) => row.teamId).filter((id) => tied.has(id)),
    open: result.unresolved.filter((tie) => tie.teamIds.some((id) => tied.has(id))),
  };
}

const byName = (table: CriterionTable, ids: number[]) =>
  [...ids].sort((a, b) => (table.teams[a - 1]?.sortName ?? '').localeCompare(table.teams[b - 1]?.sortName ?? '', 'en'));

describe('every criterion breaks a tie the others leave', () => {
  const computable = TIE_BREAK_CRITERIA.filter((criterion) => !(criterion in OPEN_CRITERIA));
  it('has a table for each criterion Placar can compute', () => {
    const covered = new Set(CRITERION_TABLES.map((table) => table.criterion));
    // Aliases for basketball's names of the same numbers are covered by their basketball tables.
    expect(computable.filter((criterion) => !covered.has(criterion))).toEqual([]);
  });

  it.each(CRITERION_TABLES.map((table) => [table.criterion, table] as const))('%s', (_name, table) => {
    // Level on every criterion before it: the teams stay level, listed by name and reported.
    const isBasis = table.criterion === basis(table);
    const before = rank(table, rule(...(isBasis ? [] : [basis(table)]), ...table.level));
    expect(before.open).toEqual([
      expect.objectContaining({ teamIds: byName(table, table.tied), criterion: null, reason: 'exhausted' }),
    ]);
    expect(before.order).toEqual(byName(table, table.tied));
    // The criterion orders them, against their names.
    const after = rank(table, rule(...(isBasis ? [] : [basis(table)]), ...table.level, table.criterion));
    expect(after.order).toEqual(table.expected);
    expect(after.open.map((tie) => tie.teamIds)).toEqual(
      table.stillLevel === undefined ? [] : [byName(table, table.stillLevel)],
    );
  });
});

describe("each competition's regulation, criterion by criterion", () => {
  const sportOf = new Map(COMPETITION_ROWS.map((row) => [row.code, row.sport]));
  const cases = Object.entries(TIE_BREAKS).flatMap(([code, tieBreak]) =>
    CRITERION_TABLES.flatMap((table) => {
      const steps = table.tied.length === 2 ? tieBreak.twoTeams : tieBreak.moreTeams;
      const index = steps.findIndex((step) => criterionOf(step) === table.criterion);
      return index > 0 && sportOf.get(code) === table.sport
        ? [[`${code}: ${table.criterion}`, code, tieBreak, steps.slice(0, index), table] as const]
        : [];
    }),
  );

  it('covers every computable criterion of every two-team list (three-team lists: tie-break-ranking.test.ts)', () => {
    const named = new Set(cases.map(([name]) => name));
    for (const [code, tieBreak] of Object.entries(TIE_BREAKS)) {
      for (const step of tieBreak.twoTeams.slice(1)) {
        const criterion = criterionOf(step);
        if (!(criterion in OPEN_CRITERIA))
          expect(named.has(`${code}: ${criterion}`), `${code}: ${criterion}`).toBe(true);
      }
    }
  });

  it.each(cases)('%s', (_name, _code, tieBreak, before, table) => {
    // The table is level on every criterion the regulation puts before this one, as far as results tell.
    const hasCards = table.matches.every((match) => match.cards !== undefined);
    const blocker = before
      .slice(1)
      .find((step) => criterionOf(step) in OPEN_CRITERIA || (CARD_CRITERIA.has(criterionOf(step)) && !hasCards));
    for (const step of before.slice(1, blocker === undefined ? undefined : before.indexOf(blocker))) {
      expect(table.level, `level on ${criterionOf(step)}`).toContain(criterionOf(step));
    }
    const result = rank(table, tieBreak);
    if (blocker === undefined) {
      expect(result.order).toEqual(table.expected);
    } else {
      // A criterion the feed cannot settle comes first: the tie stays open there, and says why.
      expect(result.open).toEqual([
        expect.objectContaining({ teamIds: byName(table, table.tied), criterion: criterionOf(blocker) }),
      ]);
    }
  });
});

describe('criteria the results cannot settle leave the tie open and say why', () => {
  it.each(Object.entries(OPEN_CRITERIA))('%s', (criterion, missing) => {
    const tieBreak = rule('points', criterion as TieBreakCriterion, 'goal_difference');
    // Apart on points, the criterion is never reached; level, the tie stays open before goal difference could pick.
    expect(computeStandings('football', tieBreak, teamsOf(2), [m(2, 1, 1, 0)]).unresolved).toEqual([]);
    const level = computeStandings('football', tieBreak, teamsOf(3), [m(2, 1, 3, 3), m(3, 1, 1, 0), m(2, 3, 0, 1)]);
    expect(level.rows.map((row) => row.teamId)).toEqual([3, 1, 2]);
    expect(level.unresolved).toEqual([
      {
        from: 2,
        to: 3,
        teamIds: [1, 2],
        criterion,
        reason: missing === null ? 'off_the_table' : 'missing_data',
        missing,
      },
    ]);
  });

  it('cards: known only when every counted match of the tied teams has them', () => {
    const withCards = [
      m(2, 1, 1, 1, [
        { yellow: 0, red: 0 },
        { yellow: 3, red: 0 },
      ]),
    ];
    const brasileirao = TIE_BREAKS['bra.1'] as TieBreakRule;
    const known = computeStandings('football', brasileirao, teamsOf(2), withCards);
    expect(known.rows.map((row) => row.teamId)).toEqual([2, 1]);
    expect(known.unresolved).toEqual([]);
    const partly = computeStandings('football', brasileirao, teamsOf(2), [...withCards, m(1, 2, 0, 0)]);
    expect(partly.unresolved).toEqual([
      { from: 1, to: 2, teamIds: [1, 2], criterion: 'fewer_red_cards', reason: 'missing_data', missing: 'cards' },
    ]);
  });
});
