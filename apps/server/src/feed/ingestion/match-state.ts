import type { MatchUpdate, MatchUpdateInput } from '@placar/contract/live-update';
import { matchPhase } from '@placar/contract/match-status';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';

/** A match as stored, with what an update can change. */
export interface StoredMatch {
  id: number;
  sport: Sport;
  competitionId: number;
  status: number;
  homeScore: number | null;
  awayScore: number | null;
  homePeriods: number[];
  awayPeriods: number[];
  homePenalties: number | null;
  awayPenalties: number | null;
  clockSeconds: number | null;
  clockRunning: boolean;
  clockAt: Date | null;
  seq: number;
}

export type MatchPatch = Omit<StoredMatch, 'id' | 'sport' | 'competitionId' | 'seq'>;

export type IncidentKind = MatchUpdate['incidents'][number]['kind'];

export interface NewIncident {
  kind: IncidentKind;
  minute: number | null;
  extraMinute: number | null;
  period: number | null;
  side: 'home' | 'away' | null;
  player: string | null;
  assist: string | null;
  detail: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

const GOAL_KINDS = new Set(['goal', 'own_goal', 'penalty_goal']);

/**
 * The stored state after an update: fields left out keep their value. A goal incident's `side`
 * is the team whose score grows (also for own goals); when the update carries goals but no score,
 * the score grows by them. Each incident records the score just after it happened.
 */
export function applyUpdate(
  current: StoredMatch,
  input: MatchUpdateInput,
  now: Date,
): { patch: MatchPatch; incidents: NewIncident[] } {
  const status = input.status ?? current.status;
  const phase = matchPhase(current.sport, status);
  const incidents = input.incidents ?? [];
  const goals = (side: 'home' | 'away') =>
    incidents.filter((incident) => GOAL_KINDS.has(incident.kind) && incident.side === side).length;
  const scoreOf = (given: number | undefined, stored: number | null, side: 'home' | 'away') => {
    const score = given ?? (goals(side) > 0 ? (stored ?? 0) + goals(side) : stored);
    return score === null && (phase === 'live' || phase === 'finished') ? 0 : score;
  };
  const homeScore = scoreOf(input.home?.score, current.homeScore, 'home');
  const awayScore = scoreOf(input.away?.score, current.awayScore, 'away');

  let runningHome = homeScore === null ? null : Math.max(0, homeScore - goals('home'));
  let runningAway = awayScore === null ? null : Math.max(0, awayScore - goals('away'));
  const newIncidents = incidents.map((incident): NewIncident => {
    if (GOAL_KINDS.has(incident.kind)) {
      if (incident.side === 'home') runningHome = (runningHome ?? 0) + 1;
      if (incident.side === 'away') runningAway = (runningAway ?? 0) + 1;
    }
    // A feed that knows the score at the incident (a period ending in a batch) says so.
    if (incident.homeScore !== undefined) runningHome = incident.homeScore;
    if (incident.awayScore !== undefined) runningAway = incident.awayScore;
    return {
      kind: incident.kind,
      minute: incident.minute ?? null,
      extraMinute: incident.extraMinute ?? null,
      period: incident.period ?? null,
      side: incident.side ?? null,
      player: incident.player ?? null,
      assist: incident.assist ?? null,
      detail: incident.detail ?? null,
      homeScore: runningHome,
      awayScore: runningAway,
    };
  });

  const clock = input.clock
    ? { clockSeconds: input.clock.seconds, clockRunning: input.clock.running, clockAt: now }
    : phase !== 'live' && current.clockRunning
      ? { clockSeconds: current.clockSeconds, clockRunning: false, clockAt: now }
      : { clockSeconds: current.clockSeconds, clockRunning: current.clockRunning, clockAt: current.clockAt };

  return {
    patch: {
      status,
      homeScore,
      awayScore,
      homePeriods: input.home?.periods ?? current.homePeriods,
      awayPeriods: input.away?.periods ?? current.awayPeriods,
      homePenalties: input.home?.penalties === undefined ? current.homePenalties : input.home.penalties,
      awayPenalties: input.away?.penalties === undefined ? current.awayPenalties : input.away.penalties,
      ...clock,
    },
    incidents: newIncidents,
  };
}

/** A running clock read again within this many seconds of where it should be is the same clock. */
const CLOCK_DRIFT_SECONDS = 3;

/**
 * Whether the stored state after an update differs in anything a fan sees: status, score,
 * periods, penalties, or the clock stopping, starting or jumping. A running clock that reads
 * where it should (clients run it themselves from its start) is no change.
 */
export function changesWhatFansSee(current: StoredMatch, patch: MatchPatch): boolean {
  if (
    patch.status !== current.status ||
    patch.homeScore !== current.homeScore ||
    patch.awayScore !== current.awayScore ||
    patch.homePenalties !== current.homePenalties ||
    patch.awayPenalties !== current.awayPenalties ||
    JSON.stringify(patch.homePeriods) !== JSON.stringify(current.homePeriods) ||
    JSON.stringify(patch.awayPeriods) !== JSON.stringify(current.awayPeriods) ||
    patch.clockRunning !== current.clockRunning
  ) {
    return true;
  }
  if (patch.clockSeconds === current.clockSeconds) return false;
  if (patch.clockSeconds === null || current.clockSeconds === null) return true;
  if (!patch.clockRunning) return true;
  // Both running: where would the stored clock be now?
  const elapsed =
    current.clockAt === null || patch.clockAt === null
      ? 0
      : Math.round((patch.clockAt.getTime() - current.clockAt.getTime()) / 1000);
  const expected =
    sportRules(current.sport).clock.direction === 'down'
      ? Math.max(0, current.clockSeconds - elapsed)
      : current.clockSeconds + elapsed;
  return Math.abs(patch.clockSeconds - expected) > CLOCK_DRIFT_SECONDS;
}
