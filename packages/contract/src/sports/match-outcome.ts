import { sportRules } from './sport-registry.ts';
import type { Sport } from './served-sports.ts';
import type { DecidedIn } from './sport-rules.ts';

export type Result = 'W' | 'D' | 'L';

/** A finished match as one side's table counts it. */
export interface Outcome {
  result: Result;
  decidedIn: DecidedIn;
}

/** One side's view of a finished match: its status, its score and, after a shoot-out, its shoot-out goals. */
export interface SideResult {
  /** The final status code; absent, the match counts as decided in regulation time. */
  status?: number;
  scored: number;
  conceded: number;
  shootoutScored?: number | null;
  shootoutConceded?: number | null;
}

const resultOf = (scored: number, conceded: number): Result =>
  scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';

/**
 * The result the table counts: the stored final score (a football match after extra time counts
 * its 120-minute score), and the shoot-out where the sport lets it decide (hockey; football's
 * penalties leave a draw on the score, they only pick who goes through a cup tie).
 */
export function outcomeOf(sport: Sport, side: SideResult): Outcome {
  const decidedIn =
    (side.status === undefined ? undefined : sportRules(sport).results[side.status]?.decidedIn) ?? 'regulation';
  const byScore = resultOf(side.scored, side.conceded);
  if (decidedIn === 'shootout' && byScore === 'D' && sportRules(sport).table.shootoutDecides) {
    return { result: resultOf(side.shootoutScored ?? 0, side.shootoutConceded ?? 0), decidedIn };
  }
  return { result: byScore, decidedIn };
}

/** The points an outcome earns in the sport's tables; 0 where tables rank by win percentage. */
export function pointsFor(sport: Sport, outcome: Outcome): number {
  const points = sportRules(sport).table.points;
  if (points === null) return 0;
  const extra = outcome.decidedIn !== 'regulation';
  if (outcome.result === 'W') return extra ? points.overtimeWin : points.win;
  if (outcome.result === 'L') return extra ? points.overtimeLoss : points.loss;
  return points.draw;
}
