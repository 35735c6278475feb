import type { LineupPlayer, PlayerTally } from '@placar/contract/player-entities';
import type { LineupRules } from '@placar/contract/sports/sport-rules';

/**
 * A side's line-up from the facts the score comes from (decision 0141): the squad in its order
 * (the first `starters` start, as the simulator plays them), the incidents (substitutions and
 * sendings-off take players off, goals, assists and cards count for the player named) and, where the sport
 * has one, the box score (its starters, minutes, points, rebounds and assists).
 */
export interface SquadEntry {
  id: number;
  name: string;
  number: number | null;
  position: string | null;
}

export interface SideIncident {
  kind: string;
  minute: number | null;
  period: number | null;
  /** Incidents of this side only; an own goal is the other side's. */
  player: string | null;
  /** A goal's assist where the feed names one (migration 0014); absent from older callers. */
  assist?: string | null;
  detail: string | null;
}

export interface BoxEntry {
  name: string;
  number?: number | null;
  starter: boolean;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
}

/** A side's line-up as a vendor handed it in for this match (decision 0156): it replaces the squad's order. */
interface StoredSide {
  formation: string | null;
  players: readonly {
    playerId: number;
    name: string;
    number: number | null;
    position: string | null;
    starter: boolean;
    minutes: number | null;
  }[];
}

export interface SideLineup {
  formation: string | null;
  starters: LineupPlayer[];
  bench: LineupPlayer[];
}

const GOALS = new Set(['goal', 'penalty_goal']);
const SENT_OFF = new Set(['red_card', 'second_yellow']);
/** The lines of a pitch, back to front: what a formation counts (the goalkeeper is not counted). */
const FORMATION_LINES = ['DF', 'MF', 'FW'];

const emptyTally = (): PlayerTally => ({
  minutes: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  points: 0,
  rebounds: 0,
});

/** Minutes a match lasts by the periods it has reached: regular time, then each overtime period started. */
export function matchLength(
  rules: LineupRules,
  regularPeriods: number,
  overtimePeriods: number,
  periodsReached: number,
): number {
  const overtime = Math.max(0, Math.min(periodsReached, regularPeriods + overtimePeriods) - regularPeriods);
  return rules.regularMinutes + overtime * rules.overtimeMinutes;
}

/** "4-3-3" from the starters' positions; null when a line is empty (positions unknown). */
function formationOf(starters: readonly { position: string | null }[]): string | null {
  const counts = FORMATION_LINES.map((line) => starters.filter((player) => player.position === line).length);
  return counts.some((count) => count === 0) ? null : counts.join('-');
}

/**
 * One side's line-up. `minutesPlayed` is how far the match has gone (0 before kickoff, the
 * current minute live, its length once over): nobody plays past it.
 */
export function buildSideLineup(
  rules: LineupRules,
  squad: readonly SquadEntry[],
  incidents: readonly SideIncident[],
  box: readonly BoxEntry[] | null,
  minutesPlayed: number,
  stored: StoredSide | null = null,
): SideLineup {
  if (box !== null && box.length > 0) return fromBoxScore(squad, box);
  // A vendor's line-up names who started and the minutes it counted; the squad's order stands for it otherwise.
  const entries =
    stored === null
      ? squad.map((entry, index) => ({ entry, starter: index < rules.starters, counted: null as number | null }))
      : stored.players.map(({ playerId, name, number, position, starter, minutes }) => ({
          entry: { id: playerId, name, number, position },
          starter,
          counted: minutes,
        }));
  const players = entries.map(({ entry, starter, counted }) => ({
    entry,
    starter,
    counted,
    on: null as number | null,
    off: null as number | null,
    sentOff: false,
    tally: emptyTally(),
  }));
  const byName = new Map(players.map((player) => [player.entry.name, player]));
  for (const incident of incidents) {
    const minute = Math.min(incident.minute ?? 0, minutesPlayed);
    const player = incident.player === null ? undefined : byName.get(incident.player);
    if (incident.kind === 'substitution') {
      // The player is the one coming on, the detail the one going off (the feed's convention).
      const off = incident.detail === null ? undefined : byName.get(incident.detail);
      if (off !== undefined) off.off = minute;
      if (player !== undefined) player.on = minute;
      continue;
    }
    if (player === undefined) continue;
    if (GOALS.has(incident.kind)) {
      player.tally.goals += 1;
      // The incident's assist, else a goal's detail naming a team-mate (free text naming nobody in the squad counts for no one).
      const named = incident.assist ?? incident.detail;
      const assist = named === null ? undefined : byName.get(named);
      if (assist !== undefined && assist !== player) assist.tally.assists += 1;
    } else if (incident.kind === 'yellow_card') player.tally.yellowCards += 1;
    if (SENT_OFF.has(incident.kind)) {
      player.tally.redCards += 1;
      player.sentOff = true;
      player.off = minute;
    }
  }
  for (const player of players) {
    const from = player.starter ? 0 : player.on;
    player.tally.minutes = player.counted ?? (from === null ? 0 : Math.max(0, (player.off ?? minutesPlayed) - from));
  }
  const view = (player: (typeof players)[number]): LineupPlayer => ({
    ...player.entry,
    on: player.on,
    off: player.off,
    sentOff: player.sentOff,
    tally: player.tally,
  });
  const starters = players.filter((player) => player.starter).map(view);
  return {
    formation: rules.pitch ? (stored?.formation ?? formationOf(starters)) : null,
    starters,
    bench: players.filter((player) => !player.starter).map(view),
  };
}

/** A box score names who started and what each did; the squad gives the page id (null: a player the squad does not list). */
function fromBoxScore(squad: readonly SquadEntry[], box: readonly BoxEntry[]): SideLineup {
  const squadByName = new Map(squad.map((entry) => [entry.name, entry]));
  const view = (line: BoxEntry): LineupPlayer => {
    const entry = squadByName.get(line.name);
    return {
      id: entry?.id ?? null,
      name: line.name,
      number: line.number ?? entry?.number ?? null,
      position: entry?.position ?? null,
      on: null,
      off: null,
      sentOff: false,
      tally: {
        ...emptyTally(),
        minutes: line.minutes,
        points: line.points,
        rebounds: line.rebounds,
        assists: line.assists,
      },
    };
  };
  return {
    formation: null,
    starters: box.filter((line) => line.starter).map(view),
    bench: box.filter((line) => !line.starter).map(view),
  };
}
