// Issue 35 items 3 and 5, as rules over a whole real season (the Brasileirão 2025): whatever a
// later file leaves out or marks not played, the import keeps every stored result it has no score
// for and lists every change; whatever the dates, rounds come in round order.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeChanges } from '../fixture-changes.ts';
import type { StoredFacts } from '../fixture-changes.ts';
import { readOpenfootball } from './openfootball-format.ts';
import { roundOrder } from './round-order.ts';

const PATH = fileURLToPath(new URL('../../../test/fixtures/openfootball/2025/br.1.json', import.meta.url));
const TEXT = readFileSync(PATH, 'utf8');
const season = () =>
  JSON.parse(TEXT) as { name: string; matches: { round: string; date: string; score?: object; status?: string }[] };

/** The season as the first import stored it. */
const stored = new Map<string, StoredFacts>(
  readOpenfootball(PATH, TEXT).fixtures.map((fixture) => [
    fixture.externalRef,
    {
      sport: 'football',
      status: fixture.result?.status ?? 0,
      homeScore: fixture.result?.home.score ?? null,
      awayScore: fixture.result?.away.score ?? null,
      homePeriods: fixture.result?.home.periods ?? [],
      awayPeriods: fixture.result?.away.periods ?? [],
      homePenalties: null,
      awayPenalties: null,
      kickoff: fixture.kickoff,
      round: fixture.round,
      roundOrder: fixture.roundOrder,
      homeCode: fixture.home.code,
      awayCode: fixture.away.code,
    },
  ]),
);

describe('a later file of the whole season', () => {
  it('keeps every stored result it gives no score, and lists each postponement as a change', () => {
    const indexes = fc.uniqueArray(fc.integer({ min: 0, max: 379 }), { maxLength: 60 });
    fc.assert(
      fc.property(indexes, indexes, (unscored, postponed) => {
        const file = season();
        for (const index of unscored) delete file.matches[index]?.score;
        const marked = postponed.filter((index) => !unscored.includes(index));
        for (const index of marked) {
          const match = file.matches[index];
          if (match !== undefined) [match.score, match.status] = [{}, 'postponed'];
        }
        const changes = describeChanges(readOpenfootball(PATH, JSON.stringify(file)).fixtures, stored);
        expect(changes.kept).toHaveLength(unscored.length);
        expect(changes.changed).toHaveLength(marked.length);
        expect(changes.changed.every((line) => line.endsWith('→ Postponed'))).toBe(true);
        expect(changes.created + changes.changedMatches + changes.unchanged).toBe(380);
      }),
      { numRuns: 25 },
    );
  });
});

describe('round order', () => {
  it('lists numbered rounds in number order whatever day each was first played', () => {
    const rounds = season().matches.map((match) => match.round);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: rounds.length, maxLength: rounds.length }),
        (days) => {
          const matches = rounds.map((round, index) => ({
            round,
            date: new Date(Date.UTC(2025, 2, 1) + (days[index] ?? 0) * 86_400_000).toISOString().slice(0, 10),
          }));
          const order = roundOrder(matches);
          for (let n = 1; n <= 38; n += 1) expect(order.get(`Matchday ${n}`)).toBe(n);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('keeps a knockout stage after the league phase, and each phase in its own number order', () => {
    const order = roundOrder([
      { round: 'League, Matchday 2', date: '2024-09-01' },
      { round: 'League, Matchday 1', date: '2024-09-10' },
      { round: 'Playoffs, Matchday 2', date: '2025-02-10' },
      { round: 'Playoffs, Matchday 1', date: '2025-02-12' },
      { round: 'Finals, Round of 16', date: '2025-03-04' },
      { round: 'Finals, Final', date: '2025-05-31' },
    ]);
    expect([...order.entries()].sort((a, b) => a[1] - b[1]).map(([round]) => round)).toEqual([
      'League, Matchday 1',
      'League, Matchday 2',
      'Playoffs, Matchday 1',
      'Playoffs, Matchday 2',
      'Finals, Round of 16',
      'Finals, Final',
    ]);
  });
});
