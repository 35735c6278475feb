import type { IncidentInput, Side, TimelineEvent } from '../timeline.ts';

/**
 * Who is on the pitch when: the football timeline draws its incidents first (when, what, a
 * random number for who), then this walks them in time order with the eleven on the pitch and
 * names each player from those on it. Substitutions take a starter off and a bench player on, a
 * red card sends a player off, so nobody off the pitch scores, is booked or takes a penalty.
 * The draws are the same ones the timeline always made, so every seeded match keeps its score.
 * An open-play goal's assist comes from the rest of the same roll (no new draw): three goals in
 * four are set up by a team-mate on the pitch, as in top leagues.
 */
export type PlayerPool =
  /** Scorers and penalty takers: outfield players from midfield forward, else any outfield player. */
  | 'attack'
  /** Bookings: any outfield player. */
  | 'outfield'
  /** An own goal: any opponent on the pitch. */
  | 'opponent';

export interface PendingPick {
  incident: IncidentInput;
  side: Side;
  pool: PlayerPool;
  roll: number;
}

interface SideState {
  onPitch: number[];
  booked: Set<number>;
  bench: number[];
}

/** Squad indices (football's squad shape) of goalkeepers and of players from midfield forward. */
export interface SquadRoles {
  goalkeepers: ReadonlySet<number>;
  attackers: ReadonlySet<number>;
  /** Penalty-taking order: forwards, midfielders, defenders, then the goalkeeper. */
  kickOrder: (index: number) => number;
}

const STARTERS = 11;

function pickFrom(candidates: number[], roll: number): number | undefined {
  return candidates[Math.floor(roll * candidates.length)];
}

/** Share of open-play goals with an assist. */
const ASSISTED = 0.75;

/** The outfield team-mate on the pitch who set up a goal, from what the scorer's pick left of its roll; undefined for a solo goal. */
function assistFrom(outfield: number[], scorer: number, candidates: number[], roll: number): number | undefined {
  const rest = roll * candidates.length - Math.floor(roll * candidates.length);
  if (rest >= ASSISTED) return undefined;
  return pickFrom(
    outfield.filter((index) => index !== scorer),
    rest / ASSISTED,
  );
}

/**
 * Names every pending incident's player (and every substitution's two) from who is on the pitch
 * at its instant; returns each side's players on the pitch at the end, in penalty-taking order.
 */
export function namePlayers(
  events: TimelineEvent[],
  picks: Map<IncidentInput, PendingPick>,
  players: Record<Side, string[]>,
  roles: SquadRoles,
): Record<Side, string[]> {
  const start = (side: Side): SideState => {
    const squad = players[side];
    const bench = squad.map((_, index) => index).slice(STARTERS);
    // Outfield substitutes come on first: the reserve goalkeeper only if nobody else is left.
    bench.sort((a, b) => Number(roles.goalkeepers.has(a)) - Number(roles.goalkeepers.has(b)) || a - b);
    return { onPitch: squad.slice(0, STARTERS).map((_, index) => index), booked: new Set(), bench };
  };
  const sides: Record<Side, SideState> = { home: start('home'), away: start('away') };
  const nameOf = (side: Side, index: number | undefined) =>
    index === undefined ? null : (players[side][index] ?? null);
  for (const event of events) {
    if (event.kind !== 'incident') continue;
    const { incident } = event;
    const side = incident.side;
    if (side === null || side === undefined) continue;
    const state = sides[side];
    if (incident.kind === 'substitution') {
      const wanted = players[side].indexOf(incident.detail ?? '');
      const outfield = state.onPitch.filter((index) => !roles.goalkeepers.has(index));
      // The planned player may have been sent off or already replaced: the next outfield player still on goes off.
      const off = state.onPitch.includes(wanted) ? wanted : (outfield.find((index) => index > wanted) ?? outfield[0]);
      const on = state.bench.shift();
      if (off === undefined || on === undefined) {
        incident.player = null;
        incident.detail = null;
        continue;
      }
      state.onPitch = state.onPitch.map((index) => (index === off ? on : index));
      incident.player = nameOf(side, on);
      incident.detail = nameOf(side, off);
      continue;
    }
    const pick = picks.get(incident);
    if (pick === undefined) continue;
    const team = pick.pool === 'opponent' ? sides[side === 'home' ? 'away' : 'home'] : state;
    const outfield = team.onPitch.filter((index) => !roles.goalkeepers.has(index));
    let candidates = pick.pool === 'opponent' ? team.onPitch : outfield;
    if (pick.pool === 'attack' && outfield.some((index) => roles.attackers.has(index)))
      candidates = outfield.filter((index) => roles.attackers.has(index));
    // A second yellow would be a sending-off the timeline did not plan: the booking goes to someone not booked yet.
    if (incident.kind === 'yellow_card' && candidates.some((index) => !team.booked.has(index)))
      candidates = candidates.filter((index) => !team.booked.has(index));
    const chosen = pickFrom(candidates, pick.roll);
    incident.player = nameOf(pick.pool === 'opponent' ? (side === 'home' ? 'away' : 'home') : side, chosen);
    if (chosen === undefined) continue;
    if (incident.kind === 'goal') incident.assist = nameOf(side, assistFrom(outfield, chosen, candidates, pick.roll));
    if (incident.kind === 'yellow_card') team.booked.add(chosen);
    if (incident.kind === 'red_card') team.onPitch = team.onPitch.filter((index) => index !== chosen);
  }
  const takers = (side: Side) =>
    [...sides[side].onPitch]
      .sort((a, b) => roles.kickOrder(a) - roles.kickOrder(b) || b - a)
      .map((index) => players[side][index] ?? '');
  return { home: takers('home'), away: takers('away') };
}
