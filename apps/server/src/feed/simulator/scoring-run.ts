import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { IncidentInput, Side } from './timeline.ts';

/**
 * Scoring runs told as incidents (kind `points`, detail "8-0"): a basket is not stored on its own
 * (a game has a hundred), so the commentary's "8-0 run" lives in match_incidents like a goal,
 * once, when the unanswered points reach the sport's threshold (decision 0147).
 */
export function scoringRuns(sport: Sport) {
  const threshold = sportRules(sport).commentary.scoringRun;
  let side: Side | null = null;
  let points = 0;
  let told = false;
  return {
    /** Points scored in `period`; the incident to tell when they make a run worth telling, else null. */
    scored(by: Side, made: number, period: number): IncidentInput | null {
      if (by !== side) {
        side = by;
        points = 0;
        told = false;
      }
      points += made;
      if (threshold === null || told || points < threshold) return null;
      told = true;
      return { kind: 'points', side: by, minute: null, period, player: null, detail: `${points}-0` };
    },
  };
}
