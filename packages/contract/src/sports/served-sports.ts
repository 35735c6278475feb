import { basketballStatusRules } from './basketball-statuses.ts';
import { footballStatusRules } from './football-statuses.ts';
import type { SportRules, SportStatusRules } from './sport-rules.ts';

/**
 * The sports Placar serves and their status codes: what every page's first load needs. The rest
 * of each sport's rules is in sport-registry.ts (SPORT_RULES), loaded by the pages that use it.
 */
const SPORTS = ['football', 'basketball'] as const;
export type Sport = (typeof SPORTS)[number];

/** Every sport's status codes and clock: a sport added to SPORTS is a compile error here until its module gives them. */
export const SPORT_STATUSES = { football: footballStatusRules, basketball: basketballStatusRules } satisfies Record<
  Sport,
  SportStatusRules
>;

// A test build may serve one sport more (sports/*.test-sport.ts). It must join before anything
// reads the list: schemas build their enums from it when their module loads.
const served: Sport[] = [...SPORTS];
const statusesOf = new Map<string, SportStatusRules>(Object.entries(SPORT_STATUSES));
const testRules = new Map<string, SportRules>();
let listRead = false;

/** The sports served, in order: what schemas accept, lists show and the database is seeded with. */
export function servedSports(): readonly Sport[] {
  listRead = true;
  return served;
}

export function isSport(value: unknown): value is Sport {
  return typeof value === 'string' && statusesOf.has(value);
}

/** A sport's status codes and clock; a code that is not served is a programming error (inputs are checked against servedSports first). */
export function statusRulesOf(sport: Sport): SportStatusRules {
  const rules = statusesOf.get(sport);
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
  if (listRead)
    throw new Error(`register ${rules.code} before anything reads the sports (import its .test-sport.ts first)`);
  if (statusesOf.has(rules.code)) return;
  served.push(rules.code as Sport);
  statusesOf.set(rules.code, rules);
  testRules.set(rules.code, rules);
}

/** The whole rules of a sport registered by a test build (sport-registry.ts asks). */
export function testSportRules(code: string): SportRules | undefined {
  return testRules.get(code);
}
