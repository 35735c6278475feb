import { matches } from '../db/schema.ts';
import type { Fixture } from './provider.ts';

/** The match columns a result is stored in, to select them. */
export const storedResultColumns = {
  status: matches.status,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homePeriods: matches.homePeriods,
  awayPeriods: matches.awayPeriods,
  homePenalties: matches.homePenalties,
  awayPenalties: matches.awayPenalties,
};

/** A fixture's result as the match columns that store it, to write them. */
export function resultColumns(result: NonNullable<Fixture['result']>) {
  return {
    status: result.status,
    homeScore: result.home.score,
    awayScore: result.away.score,
    homePeriods: result.home.periods,
    awayPeriods: result.away.periods,
    homePenalties: result.home.penalties,
    awayPenalties: result.away.penalties,
  };
}
