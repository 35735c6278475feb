import type { MatchUpdateInput } from '@placar/contract/live-update';

export type IncidentInput = NonNullable<MatchUpdateInput['incidents']>[number];
export type Side = 'home' | 'away';

/** One step of a simulated match, `at` seconds (simulated) after kickoff. */
export type TimelineEvent =
  | { at: number; kind: 'status'; status: number; clock: { seconds: number; running: boolean } | null; newPeriod?: boolean }
  | { at: number; kind: 'clock'; seconds: number; running: boolean }
  | { at: number; kind: 'points'; side: Side; points: number }
  | { at: number; kind: 'incident'; incident: IncidentInput }
  | { at: number; kind: 'penalties'; home: number; away: number };

export interface StatPlan {
  key: string;
  home: number;
  away: number;
  /** Counts grow with the match; a rate or share is shown as it is from kickoff. */
  grows: boolean;
}

/** A match played out in advance from its seed: the simulator reads the state at any instant. */
export interface Timeline {
  sport: 'football' | 'basketball';
  events: TimelineEvent[];
  /** Seconds after kickoff of the last event: the match is over after it. */
  end: number;
  stats: StatPlan[];
  /** Football clocks count up, basketball clocks count down. */
  clockCountsDown: boolean;
}

export interface SimSide {
  score: number | null;
  periods: number[];
  penalties: number | null;
}

export interface SimState {
  status: number;
  home: SimSide;
  away: SimSide;
  clock: { seconds: number; running: boolean } | null;
  incidents: IncidentInput[];
}

const GOALS = new Set(['goal', 'own_goal', 'penalty_goal']);

function addPoints(side: SimSide, points: number): void {
  side.score = (side.score ?? 0) + points;
  const last = side.periods.length - 1;
  if (last >= 0) side.periods[last] = (side.periods[last] ?? 0) + points;
}

/** The match as it stands `t` seconds after kickoff (negative: before). */
export function stateAt(timeline: Timeline, t: number): SimState {
  const state: SimState = { status: 0, home: { score: null, periods: [], penalties: null }, away: { score: null, periods: [], penalties: null }, clock: null, incidents: [] };
  let clockSetAt = 0;
  for (const event of timeline.events) {
    if (event.at > t) break;
    if (event.kind === 'status') {
      state.status = event.status;
      state.clock = event.clock;
      clockSetAt = event.at;
      if (event.newPeriod) {
        for (const side of [state.home, state.away]) {
          side.score ??= 0;
          side.periods.push(0);
        }
      }
    } else if (event.kind === 'clock') {
      state.clock = { seconds: event.seconds, running: event.running };
      clockSetAt = event.at;
    } else if (event.kind === 'points') {
      addPoints(state[event.side], event.points);
    } else if (event.kind === 'incident') {
      if (GOALS.has(event.incident.kind) && event.incident.side) addPoints(state[event.incident.side], 1);
      // Each incident carries the score just after it, so one catch-up batch records them right.
      state.incidents.push({ ...event.incident, homeScore: state.home.score, awayScore: state.away.score });
    } else {
      state.home.penalties = event.home;
      state.away.penalties = event.away;
    }
  }
  if (state.clock?.running) {
    const elapsed = Math.floor(t - clockSetAt);
    const seconds = timeline.clockCountsDown ? Math.max(0, state.clock.seconds - elapsed) : state.clock.seconds + elapsed;
    state.clock = { seconds, running: true };
  }
  return state;
}

/** Statistics `t` seconds after kickoff; cards follow the incidents and shots on target the goals. */
export function statsAt(timeline: Timeline, state: SimState, t: number): { key: string; home: number; away: number }[] {
  if (t < 0 || state.home.score === null) return [];
  const progress = Math.min(1, t / timeline.end);
  const count = (kind: string, side: Side) => state.incidents.filter((incident) => incident.kind === kind && incident.side === side).length;
  return timeline.stats.map((stat) => {
    let home = stat.grows ? Math.round(stat.home * progress) : stat.home;
    let away = stat.grows ? Math.round(stat.away * progress) : stat.away;
    if (stat.key === 'yellow_cards' || stat.key === 'red_cards') {
      const kind = stat.key === 'yellow_cards' ? 'yellow_card' : 'red_card';
      home = count(kind, 'home');
      away = count(kind, 'away');
    } else if (stat.key === 'shots_on_target' || stat.key === 'shots') {
      home = Math.max(home, state.home.score ?? 0);
      away = Math.max(away, state.away.score ?? 0);
    }
    return { key: stat.key, home, away };
  });
}

/** Sorts events by time, keeping the written order of simultaneous ones. */
export function byTime(events: TimelineEvent[]): TimelineEvent[] {
  return events.map((event, index) => ({ event, index })).sort((a, b) => a.event.at - b.event.at || a.index - b.index).map(({ event }) => event);
}
