import { basketball } from './basketball.ts';
import { football } from './football.ts';
import { testSportRules } from './served-sports.ts';
import type { Sport } from './served-sports.ts';
import type { SportRules } from './sport-rules.ts';

/**
 * Every sport's rules: a sport added to the served list (served-sports.ts) is a compile error here
 * until its module gives every rule. Code elsewhere asks these and never names a sport.
 */
export const SPORT_RULES = { football, basketball } satisfies Record<Sport, SportRules>;

const rulesOf = new Map<string, SportRules>(Object.entries(SPORT_RULES));

/** A sport's rules; a code that is not served is a programming error (inputs are checked against servedSports first). */
export function sportRules(sport: Sport): SportRules {
  const rules = rulesOf.get(sport) ?? testSportRules(sport);
  if (rules === undefined) throw new Error(`not a served sport: ${sport}`);
  return rules;
}
