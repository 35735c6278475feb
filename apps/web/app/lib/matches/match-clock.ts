import { BasketballStatus, FootballStatus, type Sport } from '@placar/contract/match-status';
import type { MatchSummary } from '@placar/contract/schedule-entities';

type Clock = NonNullable<MatchSummary['clock']>;

/** Seconds on a clock at `now` (server-corrected ms): running clocks advance from `at`. 0 = not known yet. */
export function clockSecondsAt(clock: Clock, sport: Sport, now: number): number {
  const at = Date.parse(clock.at);
  const elapsed = clock.running && now > 0 && Number.isFinite(at) ? Math.max(0, Math.floor((now - at) / 1000)) : 0;
  // Football counts up from kickoff; basketball counts down what is left of the period.
  return sport === 'football' ? clock.seconds + elapsed : Math.max(0, clock.seconds - elapsed);
}

/** The regular end minute of the football period a status is in, for "45+2'". */
function footballCap(code: number, minute: number): number | null {
  if (code === FootballStatus.firstHalf) return 45;
  if (code === FootballStatus.secondHalf) return 90;
  if (code === FootballStatus.extraTime) return minute <= 105 ? 105 : 120;
  return null;
}

const FOOTBALL_RUNNING: ReadonlySet<number> = new Set([FootballStatus.firstHalf, FootballStatus.secondHalf, FootballStatus.extraTime]);
const BASKETBALL_PERIODS: Record<number, string> = {
  [BasketballStatus.q1]: 'Q1',
  [BasketballStatus.q2]: 'Q2',
  [BasketballStatus.q3]: 'Q3',
  [BasketballStatus.q4]: 'Q4',
  [BasketballStatus.overtime]: 'OT',
};

/**
 * The live clock text of a match in play: football the minute (67', 45+2'), basketball the
 * period and time left (Q3 05:32). Null when the match is not in a timed period.
 */
export function clockLabel(match: Pick<MatchSummary, 'sport' | 'status' | 'clock'>, now: number, periodName?: (period: string) => string): string | null {
  const { clock, sport } = match;
  const code = match.status.code;
  if (!clock) return null;
  const seconds = clockSecondsAt(clock, sport, now);
  if (sport === 'football') {
    if (!FOOTBALL_RUNNING.has(code)) return null;
    const minute = Math.floor(seconds / 60) + 1;
    const cap = footballCap(code, minute);
    return cap !== null && minute > cap ? `${cap}+${minute - cap}'` : `${minute}'`;
  }
  const period = BASKETBALL_PERIODS[code];
  if (!period) return null;
  // Pages name the period in their language (catalogue periods.short); Q1 ... OT otherwise.
  const name = periodName ? periodName(period) : period;
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${name} ${mm}:${ss}`;
}
