import { basketball } from './basketball.ts';
import { football } from './football.ts';
import type { SportRules } from './sport-rules.ts';

/** The sports Placar serves, in the order lists show them. */
const SPORTS = ['football', 'basketball'] as const;
export type Sport = (typeof SPORTS)[number];

/** Every sport's rules: a sport added to SPORTS is a compile error here until its module gives every rule. */
export const SPORT_RULES = { football, basketball } satisfies Record<Sport, SportRules>;

// A test build may serve one sport more (sports/*.test-sport.ts). It must join before anything
// reads the list: schemas build their enums from it when their module loads.
const served: Sport[] = [...SPORTS];
const rulesOf = new Map<string, SportRules>(Object.entries(SPORT_RULES));
let listRead = false;

/** The sports served, in order: what schemas accept, lists show and the database is seeded with. */
export function servedSports(): readonly Sport[] {
  listRead = true;
  return served;
}

export function isSport(value: unknown): value is Sport {
  return typeof value === 'string' && rulesOf.has(value);
}

/** A sport's rules; a code that is not served is a programming error (inputs are checked against servedSports first). */
export function sportRules(sport: Sport): SportRules {
  const rules = rulesOf.get(sport);
  if (rules === undefined) throw new Error(`not a served sport: ${sport}`);
  return rules;
}

/**
 * A stored sport code as a served sport: a code no longer served (a row of a sport taken out)
 * reads as the first sport, so an old room still shows instead of failing the page.
 */
export function servedSportOr(code: string): Sport {
  return isSport(code) ? code : (served[0] as Sport);
}

/** The first of `sports` in the served order, else the first sport served (a host covering none yet). */
export function firstServedSport(sports: readonly string[]): Sport {
  return served.find((sport) => sports.includes(sport)) ?? (served[0] as Sport);
}

/** Test builds only: serves one more sport. Throws once the list was read, since schemas already left it out. */
export function registerTestSport(rules: SportRules): void {
  if (listRead) throw new Error(`register ${rules.code} before anything reads the sports (import its .test-sport.ts first)`);
  if (rulesOf.has(rules.code)) return;
  served.push(rules.code as Sport);
  rulesOf.set(rules.code, rules);
}
