import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { matchPhase, statusText } from '@placar/contract/match-status';
import type { Database } from '../db/client.ts';
import { matches, sports, teams } from '../db/schema.ts';
import type { StoredMatch } from './ingestion/match-state.ts';
import type { Fixture } from './provider.ts';
import { resultColumns, storedResultColumns } from './result-columns.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a stored match says that a save can change. */
export interface StoredFacts extends Pick<
  StoredMatch,
  'sport' | 'status' | 'homeScore' | 'awayScore' | 'homePeriods' | 'awayPeriods' | 'homePenalties' | 'awayPenalties'
> {
  kickoff: Date;
  round: string | null;
  roundOrder: number | null;
  homeCode: string;
  awayCode: string;
}

/** What a save changes, listed one line each, and what it created or left as it was. */
export interface FixtureChanges {
  created: number;
  /** Stored matches the save changes in any way, their round's place included. */
  changedMatches: number;
  unchanged: number;
  /** Stored matches the save changes: their result, kickoff or teams, one line each. */
  changed: string[];
  /** Rounds whose place in the season moves. */
  reordered: string[];
  /** Stored results a fixture without one leaves as they were. */
  kept: string[];
}

const homeTeams = alias(teams, 'change_home');
const awayTeams = alias(teams, 'change_away');

/** The stored facts of the matches with these refs. */
export async function storedFacts(tx: Transaction, refs: readonly string[]): Promise<Map<string, StoredFacts>> {
  const facts = new Map<string, StoredFacts>();
  for (let start = 0; start < refs.length; start += 1000) {
    const rows = await tx
      .select({
        ...storedResultColumns,
        ref: matches.externalRef,
        sport: sports.code,
        kickoff: matches.kickoff,
        round: matches.round,
        roundOrder: matches.roundOrder,
        homeCode: homeTeams.code,
        awayCode: awayTeams.code,
      })
      .from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
      .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
      .where(inArray(matches.externalRef, refs.slice(start, start + 1000)));
    for (const { ref, sport, ...row } of rows)
      if (ref !== null) facts.set(ref, { ...row, sport: sport as StoredMatch['sport'] });
  }
  return facts;
}

type Result = Omit<StoredFacts, 'kickoff' | 'round' | 'roundOrder' | 'homeCode' | 'awayCode'>;

/** A result as the change list writes it: "2-1 FT (HT 1-1)", "1-1 AP (4-3)", "Postponed", "not played". */
function resultText(result: Result): string {
  const label = statusText(result.sport, result.status, 'en');
  if (result.homeScore === null || result.awayScore === null)
    return matchPhase(result.sport, result.status) === 'upcoming' ? 'not played' : label;
  const halfTime = result.homePeriods.length > 1 ? ` (HT ${result.homePeriods[0]}-${result.awayPeriods[0]})` : '';
  const penalties = result.homePenalties === null ? '' : ` (${result.homePenalties}-${result.awayPenalties})`;
  return `${result.homeScore}-${result.awayScore} ${label}${penalties}${halfTime}`.replace(/\s+/g, ' ').trim();
}

const hasResult = (facts: StoredFacts) =>
  facts.homeScore !== null || matchPhase(facts.sport, facts.status) !== 'upcoming';
const minute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const ordinal = (n: number | null) =>
  n === null
    ? 'unnumbered'
    : `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/**
 * Every change saving `fixtures` makes to the stored matches `before` describes (by the
 * fixtures' refs): a fixture with a result writes it, one without keeps the stored one.
 */
export function describeChanges(
  fixtures: readonly Fixture[],
  before: ReadonlyMap<string, StoredFacts>,
): FixtureChanges {
  const changes: FixtureChanges = { created: 0, changedMatches: 0, unchanged: 0, changed: [], reordered: [], kept: [] };
  const moved = new Map<string, string>();
  for (const fixture of fixtures) {
    const stored = before.get(fixture.externalRef);
    if (stored === undefined) {
      changes.created += 1;
      continue;
    }
    const what: string[] = [];
    const result = fixture.result;
    if (result === undefined) {
      if (hasResult(stored))
        changes.kept.push(`${describe(fixture)}: ${resultText(stored)} stays (the file has no score)`);
    } else {
      const next = resultText({ sport: stored.sport, ...resultColumns(result) });
      if (next !== resultText(stored)) what.push(`${resultText(stored)} → ${next}`);
    }
    if (stored.kickoff.getTime() !== fixture.kickoff.getTime())
      what.push(`kickoff ${minute(stored.kickoff)} → ${minute(fixture.kickoff)}`);
    if (stored.homeCode !== fixture.home.code) what.push(`home team ${stored.homeCode} → ${fixture.home.code}`);
    if (stored.awayCode !== fixture.away.code) what.push(`away team ${stored.awayCode} → ${fixture.away.code}`);
    const reordered = stored.roundOrder !== fixture.roundOrder;
    if (reordered && fixture.round !== null)
      moved.set(
        fixture.round,
        `${fixture.round}: listed ${ordinal(fixture.roundOrder)} (was ${ordinal(stored.roundOrder)})`,
      );
    if (what.length > 0) changes.changed.push(`${describe(fixture)}: ${what.join('; ')}`);
    if (what.length > 0 || reordered) changes.changedMatches += 1;
    else changes.unchanged += 1;
  }
  changes.reordered = [...moved.values()];
  return changes;
}

const describe = (fixture: Fixture) =>
  `${fixture.round === null ? '' : `${fixture.round}, `}${fixture.home.nameEn} v ${fixture.away.nameEn}`;
