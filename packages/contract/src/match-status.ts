import type { Language } from './languages.ts';
import { statusRulesOf } from './sports/served-sports.ts';
import type { Sport } from './sports/served-sports.ts';
import type { MatchPhase, StatusRule } from './sports/sport-rules.ts';

/** Match status codes of requirement status-codes, stored as numbers: each sport's table is in its module under sports/. */
export function statusRule(sport: Sport, code: number): StatusRule | undefined {
  return statusRulesOf(sport).statuses[code];
}

export function isStatusCode(sport: Sport, code: number): boolean {
  return statusRule(sport, code) !== undefined;
}

/** The phase of a status code; an unknown code reads as upcoming. */
export function matchPhase(sport: Sport, code: number): MatchPhase {
  return statusRule(sport, code)?.phase ?? 'upcoming';
}

/** Every status code of a sport. */
export function statusCodes(sport: Sport): number[] {
  return Object.keys(statusRulesOf(sport).statuses).map(Number);
}

/** The text of a status code in a language (requirement status-codes); blank for 0 and 1. */
export function statusText(sport: Sport, code: number, language: Language): string {
  return statusRule(sport, code)?.text[language] ?? '';
}
