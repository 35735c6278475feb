import type { Sport } from '@placar/contract/sports/served-sports';
import type { MatchUpdateInput } from '@placar/contract/live-update';
import { secondsOnCourt, wholeMinutes } from './sports/basketball-rotation.ts';
import type { Rotation } from './sports/basketball-rotation.ts';
import { scoringRuns } from './scoring-run.ts';

export type IncidentInput = NonNullable<MatchUpdateInput['incidents']>[number];
export type Side = 'home' | 'away';
export type Shot = 'ft' | 'two' | 'three';

/** One step of a simulated match, `at` seconds (simulated) after kickoff. */
export type TimelineEvent =
  | {
      at: number;
      kind: 'status';
      status: number;
      clock: { seconds: number; running: boolean } | null;
      newPeriod?: boolean;
    }
  | { at: number; kind: 'clock'; seconds: number; running: boolean }
  | {
      at: number;
      kind: 'points';
      side: Side;
      points: number;
      player?: number;
      shot?: Shot;
      assist?: number | null;
      onCourt?: Record<Side, number[]>;
    }
  | { at: number; kind: 'play'; side: Side; play: 'steal' | 'block' | 'turnover' | 'foul'; player: number }
  | { at: number; kind: 'miss'; side: Side; shot: Shot; player: number; rebound: { side: Side; player: number } }
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
  sport: Sport;
  events: TimelineEvent[];
  /** Seconds after kickoff of the last event: the match is over after it. */
  end: number;
  stats: StatPlan[];
  /** Football clocks count up, basketball clocks count down. */
  clockCountsDown: boolean;
  /** Basketball rosters (starters first): the plays name them, the box score adds them up. */
  players?: Record<Side, string[]>;
  /** Basketball: who was on court when; the box score's minutes are its sums. */
  rotation?: Rotation;
}

/** One player's line of a basketball box score. */
export interface BoxLine {
  name: string;
  starter: boolean;
  minutes: number;
  points: number;
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
  ftm: number;
  fta: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  plusMinus: number;
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
  /** Basketball only: the box score so far. */
  box?: Record<Side, BoxLine[]>;
}

const GOALS = new Set(['goal', 'own_goal', 'penalty_goal']);

function addPoints(side: SimSide, points: number): void {
  side.score = (side.score ?? 0) + points;
  const last = side.periods.length - 1;
  if (last >= 0) side.periods[last] = (side.periods[last] ?? 0) + points;
}

/** The match as it stands `t` seconds after kickoff (negative: before). */
export function stateAt(timeline: Timeline, t: number): SimState {
  const state: SimState = {
    status: 0,
    home: { score: null, periods: [], penalties: null },
    away: { score: null, periods: [], penalties: null },
    clock: null,
    incidents: [],
  };
  const box =
    timeline.players === undefined
      ? undefined
      : { home: timeline.players.home.map(emptyLine), away: timeline.players.away.map(emptyLine) };
  if (box !== undefined) state.box = box;
  let clockSetAt = 0;
  let period = 0;
  const runs = scoringRuns(timeline.sport);
  for (const event of timeline.events) {
    if (event.at > t) break;
    if (event.kind === 'status') {
      state.status = event.status;
      state.clock = event.clock;
      clockSetAt = event.at;
      if (event.newPeriod) {
        period += 1;
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
      const run = runs.scored(event.side, event.points, period);
      if (run !== null) state.incidents.push({ ...run, homeScore: state.home.score, awayScore: state.away.score });
      if (box !== undefined) {
        countMade(box[event.side], event);
        countPlusMinus(box, event);
      }
    } else if (event.kind === 'miss') {
      if (box !== undefined) countMiss(box, event);
    } else if (event.kind === 'play') {
      const line = box?.[event.side][event.player];
      if (line !== undefined) line[PLAY_FIELD[event.play]] += 1;
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
    const seconds = timeline.clockCountsDown
      ? Math.max(0, state.clock.seconds - elapsed)
      : state.clock.seconds + elapsed;
    state.clock = { seconds, running: true };
  }
  if (box !== undefined && timeline.rotation !== undefined)
    countMinutes(box, timeline.rotation, state, t >= timeline.end);
  return state;
}

function emptyLine(name: string, index: number): BoxLine {
  return {
    name,
    starter: index < 5,
    minutes: 0,
    points: 0,
    fgm: 0,
    fga: 0,
    tpm: 0,
    tpa: 0,
    ftm: 0,
    fta: 0,
    rebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    plusMinus: 0,
  };
}

function countMade(lines: BoxLine[], event: Extract<TimelineEvent, { kind: 'points' }>): void {
  const line = lines[event.player ?? 0];
  if (line === undefined) return;
  line.points += event.points;
  const shot = event.shot ?? (event.points === 3 ? 'three' : event.points === 2 ? 'two' : 'ft');
  if (shot === 'ft') {
    line.ftm += 1;
    line.fta += 1;
  } else {
    line.fgm += 1;
    line.fga += 1;
    if (shot === 'three') {
      line.tpm += 1;
      line.tpa += 1;
    }
  }
  const assist = event.assist === null || event.assist === undefined ? undefined : lines[event.assist];
  if (assist !== undefined) assist.assists += 1;
}

const PLAY_FIELD = { steal: 'steals', block: 'blocks', turnover: 'turnovers', foul: 'fouls' } as const;

/** Plus-minus: the points go to the scorers' five and against the other five on court. */
function countPlusMinus(box: Record<Side, BoxLine[]>, event: Extract<TimelineEvent, { kind: 'points' }>): void {
  if (event.onCourt === undefined) return;
  const other: Side = event.side === 'home' ? 'away' : 'home';
  for (const index of event.onCourt[event.side]) {
    const line = box[event.side][index];
    if (line !== undefined) line.plusMinus += event.points;
  }
  for (const index of event.onCourt[other]) {
    const line = box[other][index];
    if (line !== undefined) line.plusMinus -= event.points;
  }
}

function countMiss(box: Record<Side, BoxLine[]>, event: Extract<TimelineEvent, { kind: 'miss' }>): void {
  const line = box[event.side][event.player];
  if (line !== undefined) {
    if (event.shot === 'ft') line.fta += 1;
    else line.fga += 1;
    if (event.shot === 'three') line.tpa += 1;
  }
  const rebounder = box[event.rebound.side][event.rebound.player];
  if (rebounder !== undefined) rebounder.rebounds += 1;
}

/** Minutes on court so far, from the rotation: the period under way counts up to where its clock stands. */
function countMinutes(box: Record<Side, BoxLine[]>, rotation: Rotation, state: SimState, over: boolean): void {
  const period = over ? rotation.periods.length : state.home.periods.length - 1;
  const length = rotation.periods[period] ?? 0;
  const second = state.clock === null ? 0 : length - state.clock.seconds;
  for (const side of ['home', 'away'] as const) {
    const minutes = wholeMinutes(secondsOnCourt(rotation, side, box[side].length, period, second));
    box[side].forEach((line, index) => {
      line.minutes = minutes[index] ?? 0;
    });
  }
}

/** Statistics `t` seconds after kickoff; cards follow the incidents, shots on target the goals, basketball the box score. */
export function statsAt(timeline: Timeline, state: SimState, t: number): { key: string; home: number; away: number }[] {
  if (t < 0 || state.home.score === null) return [];
  const progress = Math.min(1, t / timeline.end);
  const count = (kind: string, side: Side) =>
    state.incidents.filter((incident) => incident.kind === kind && incident.side === side).length;
  const planned = timeline.stats.map((stat) => {
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
  return state.box === undefined ? planned : [...boxStats(state.box), ...planned];
}

/** Team statistics that are sums of the box score, so the two always agree (FG% = FGM / FGA). */
function boxStats(box: Record<Side, BoxLine[]>): { key: string; home: number; away: number }[] {
  const sum = (side: Side, field: keyof Omit<BoxLine, 'name' | 'starter'>) =>
    box[side].reduce((total, line) => total + line[field], 0);
  const pct = (side: Side, made: 'fgm' | 'tpm' | 'ftm', tried: 'fga' | 'tpa' | 'fta') => {
    const attempts = sum(side, tried);
    return attempts === 0 ? 0 : Math.round((sum(side, made) / attempts) * 1000) / 10;
  };
  const both = (key: string, of: (side: Side) => number) => ({ key, home: of('home'), away: of('away') });
  return [
    both('field_goals', (side) => sum(side, 'fgm')),
    both('field_goal_pct', (side) => pct(side, 'fgm', 'fga')),
    both('three_pointers', (side) => sum(side, 'tpm')),
    both('three_point_pct', (side) => pct(side, 'tpm', 'tpa')),
    both('free_throws', (side) => sum(side, 'ftm')),
    both('free_throw_pct', (side) => pct(side, 'ftm', 'fta')),
    both('rebounds', (side) => sum(side, 'rebounds')),
    both('assists', (side) => sum(side, 'assists')),
    both('steals', (side) => sum(side, 'steals')),
    both('blocks', (side) => sum(side, 'blocks')),
    both('turnovers', (side) => sum(side, 'turnovers')),
  ];
}

/** Sorts events by time, keeping the written order of simultaneous ones. */
export function byTime(events: TimelineEvent[]): TimelineEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at - b.event.at || a.index - b.index)
    .map(({ event }) => event);
}
