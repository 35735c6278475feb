import { statusRule } from '@placar/contract/match-status';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { statusRulesOf } from '@placar/contract/sports/served-sports';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { CatalogueText } from '@placar/contract/sports/sport-rules';

type Clock = NonNullable<MatchSummary['clock']>;
type ClockedMatch = Pick<MatchSummary, 'sport' | 'status' | 'clock'>;

/** Seconds on a clock at `now` (server-corrected ms): running clocks advance from `at`. 0 = not known yet. */
export function clockSecondsAt(clock: Clock, sport: Sport, now: number): number {
  const at = Date.parse(clock.at);
  const elapsed = clock.running && now > 0 && Number.isFinite(at) ? Math.max(0, Math.floor((now - at) / 1000)) : 0;
  // Football counts up from kickoff; basketball counts down what is left of the period (the sport's rules say which).
  return statusRulesOf(sport).clock.direction === 'up' ? clock.seconds + elapsed : Math.max(0, clock.seconds - elapsed);
}

/** Whether the live clock of the match's status names its period (Q3 05:32), so the status text need not. */
export function clockNamesPeriod(match: Pick<MatchSummary, 'sport' | 'status'>): boolean {
  const clock = statusRule(match.sport, match.status.code)?.clock;
  return clock !== undefined && 'period' in clock;
}

/**
 * The live clock text of a match in play, as its sport's rules show it: football the minute
 * (67', 45+2'), basketball the period and time left (Q3 05:32). Null when the match is not in a
 * timed period. Pages name the period in their language (`periodName`, a catalogue text);
 * without it, the status's text (Q3, OT; requirement status-codes).
 */
export function clockLabel(
  match: ClockedMatch,
  now: number,
  periodName?: (period: CatalogueText) => string,
): string | null {
  const { clock, sport } = match;
  const status = statusRule(sport, match.status.code);
  if (!clock || status?.clock === undefined) return null;
  const seconds = clockSecondsAt(clock, sport, now);
  if ('minuteCaps' in status.clock) {
    const minute = Math.floor(seconds / 60) + 1;
    // The period's regular end: the first cap not passed yet, else the last (extra time: 105, then 120).
    const caps = status.clock.minuteCaps;
    const cap = caps.find((end) => minute <= end) ?? caps.at(-1);
    return cap !== undefined && minute > cap ? `${cap}+${minute - cap}'` : `${minute}'`;
  }
  const name = periodName ? periodName(status.clock.period) : status.text.en;
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${name} ${mm}:${ss}`;
}
