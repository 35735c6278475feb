import { FootballStatus as S } from '@placar/contract/sports/football-statuses';

/** API-Football v3 `fixture.status.short` to our football codes (requirement status-codes). */
const STATUSES: Record<string, number> = {
  TBD: S.pending,
  NS: S.notStarted,
  '1H': S.firstHalf,
  HT: S.halfTime,
  '2H': S.secondHalf,
  ET: S.extraTime,
  BT: S.extraTimeBreak,
  P: S.penalties,
  SUSP: S.interrupted,
  INT: S.interrupted,
  FT: S.fullTime,
  AET: S.afterExtraTime,
  PEN: S.afterPenalties,
  PST: S.postponed,
  CANC: S.canceled,
  ABD: S.cut,
  // Awarded and walkover: decided off the pitch, a final result all the same.
  AWD: S.fullTime,
  WO: S.fullTime,
};

/** Our status for a vendor status; LIVE (in play, half unknown) is placed by the minute played. */
export function mapApiFootballStatus(short: string, elapsed: number | null): number {
  if (short === 'LIVE') return (elapsed ?? 0) > 45 ? S.secondHalf : S.firstHalf;
  return STATUSES[short] ?? S.pending;
}

/** Statuses in which the match clock runs. */
export const RUNNING = new Set(['1H', '2H', 'ET', 'LIVE']);
