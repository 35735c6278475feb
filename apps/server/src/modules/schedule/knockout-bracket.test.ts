import { describe, expect, it } from 'vitest';
import { knockoutBracket } from './knockout-bracket.ts';
import type { MatchRow } from './match.repository.ts';

const FULL_TIME = 8;
const AFTER_PENALTIES = 110;
const NOT_STARTED = 0;
let id = 0;
const team = (n: number) => ({ id: n, nameEn: `Team ${n}`, nameBr: null, shortName: `T${n}`, logo: null });
/** The fields the bracket reads of a stored match; the rest do not matter to it. */
function row(
  round: string,
  order: number,
  home: number,
  away: number,
  score: [number, number] | null,
  extra: Partial<MatchRow> = {},
): MatchRow {
  id += 1;
  return {
    id,
    sport: 'football',
    round,
    roundOrder: order,
    kickoff: new Date(Date.UTC(2026, 1, 1) + id * 3_600_000),
    status: score === null ? NOT_STARTED : FULL_TIME,
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    homePenalties: null,
    awayPenalties: null,
    home: team(home),
    away: team(away),
    ...extra,
  } as unknown as MatchRow;
}

describe('a knockout phase as a bracket', () => {
  it('leaves the league phase out, pairs two legs into one tie with its aggregate and winner', () => {
    const rounds = knockoutBracket([
      row('League phase, Matchday 1', 1, 1, 2, [3, 0]),
      row('Round of 16', 10, 1, 2, [2, 1]),
      row('Round of 16', 10, 2, 1, [2, 0]),
      row('Round of 16', 10, 3, 4, [1, 1]),
      row('Round of 16', 10, 4, 3, [0, 0], { status: AFTER_PENALTIES, homePenalties: 4, awayPenalties: 5 }),
    ]);
    expect(rounds.map((round) => round.name)).toEqual(['Round of 16']);
    const [first, second] = rounds[0]?.ties ?? [];
    expect(first).toMatchObject({ aggregate: { home: 2, away: 3 }, winnerId: 2 });
    expect(first?.legs).toHaveLength(2);
    // Level on aggregate: the second leg's shoot-out, won by the away side (team 3).
    expect(second).toMatchObject({ aggregate: { home: 1, away: 1 }, winnerId: 3 });
  });

  it('an open tie has no winner: a first leg played, or nothing played yet', () => {
    const rounds = knockoutBracket([
      row('Quarter-finals', 11, 1, 2, [2, 0]),
      row('Quarter-finals', 11, 2, 1, null),
      row('Quarter-finals', 11, 3, 4, null),
      row('Quarter-finals', 11, 4, 3, null),
    ]);
    expect(rounds[0]?.ties.map((tie) => [tie.aggregate, tie.winnerId])).toEqual([
      [{ home: 2, away: 0 }, null],
      [null, null],
    ]);
  });

  it('orders each round so the ties feeding one tie of the next round sit together, and marks who went on', () => {
    const rounds = knockoutBracket([
      row('Quarter-finals', 11, 1, 2, [1, 0]),
      row('Quarter-finals', 11, 3, 4, [0, 1]),
      row('Quarter-finals', 11, 5, 6, [2, 0]),
      row('Quarter-finals', 11, 7, 8, [0, 3]),
      row('Semi-finals', 12, 1, 8, null),
      row('Semi-finals', 12, 5, 4, null),
    ]);
    expect(rounds.map((round) => round.name)).toEqual(['Quarter-finals', 'Semi-finals']);
    expect(rounds[0]?.ties.map((tie) => [tie.home.id, tie.winnerId])).toEqual([
      [1, 1],
      [7, 8],
      [3, 4],
      [5, 5],
    ]);
  });
});
