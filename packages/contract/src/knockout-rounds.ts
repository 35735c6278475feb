/**
 * Which rounds are a knockout phase, by the names feeds give them ("Knockout play-offs",
 * "Round of 16", "Quarter-finals", "Final"): a table does not count them, a league page draws
 * them as a bracket. Competitions known to have one show the bracket before it is drawn.
 */
const KNOCKOUT_ROUND = /play-?offs?|round of \d+|quarter|semi|final|knockout/i;

export function isKnockoutRound(round: string | null): boolean {
  return round !== null && KNOCKOUT_ROUND.test(round);
}

/** Demo competitions whose season ends in a knockout phase (competition-plans.ts, format 'cup'). */
export const COMPETITIONS_WITH_KNOCKOUT: readonly string[] = ['uefa.cl'];
