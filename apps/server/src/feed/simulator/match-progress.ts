import type { MatchUpdateInput } from '@placar/contract/live-update';
import type { BoxScoreLine, Fixture, FixtureTeam } from '../provider.ts';
import { statsAt } from './timeline.ts';
import type { BoxLine, SimState, Side, Timeline } from './timeline.ts';
import { stateAt } from './timeline.ts';

/** What the simulator last sent of one match, so the next tick sends only what changed. */
export interface Progress {
  timeline: Timeline;
  /** Status, score, periods, penalties, clock running, incident count as last sent; undefined: send. */
  signature: string | undefined;
  incidentsSent: number;
  /** Simulated second of the match the statistics were last sent at. */
  statsSentAt: number;
  statsSignature: string;
}

type Squads = { home: FixtureTeam['squad']; away: FixtureTeam['squad'] };

/** Statistics are sent with any other change, or on their own at most once a simulated minute. */
const STATS_EVERY = 60;
const MAX_INCIDENTS = 50;

/** What makes an update worth sending (a running clock alone is not: clients run it themselves). */
function signatureOf(state: SimState): string {
  return JSON.stringify([state.status, state.home, state.away, state.clock?.running ?? null, state.incidents.length]);
}

/** Where a match starts being followed: settled (stored as it is now) or due a catch-up update. */
export function initialProgress(
  timeline: Timeline,
  state: SimState,
  storedIncidents: number,
  settled: boolean,
  t: number,
): Progress {
  return {
    timeline,
    signature: settled ? signatureOf(state) : undefined,
    incidentsSent: storedIncidents,
    statsSentAt: settled ? t : -Infinity,
    statsSignature: '',
  };
}

/** A box score as feed lines, with the shirt numbers of the squads. */
function boxLinesOf(box: Record<Side, BoxLine[]>, squads: Squads): BoxScoreLine[] {
  return (['home', 'away'] as const).flatMap((side) =>
    box[side].map((line) => {
      const number = squads[side]?.find((player) => player.name === line.name)?.number ?? null;
      return { side, number, ...line };
    }),
  );
}

function sides(state: SimState) {
  return {
    ...(state.home.score === null
      ? {}
      : { home: { score: state.home.score, periods: state.home.periods, penalties: state.home.penalties } }),
    ...(state.away.score === null
      ? {}
      : { away: { score: state.away.score, periods: state.away.periods, penalties: state.away.penalties } }),
  };
}

/**
 * The update of a match at second `t`, or undefined when nothing a fan sees has changed. The
 * statistics (and, in basketball, the box score they are sums of) go along with a change of
 * score or status, else at most once a simulated minute, and only when they changed.
 */
export function nextUpdate(
  progress: Progress,
  t: number,
  externalRef: string,
  squads: Squads,
): MatchUpdateInput | undefined {
  const { timeline } = progress;
  const state = stateAt(timeline, t);
  const signature = signatureOf(state);
  const stats = statsAt(timeline, state, Math.min(t, timeline.end));
  const statsSignature = JSON.stringify(stats);
  const statsChanged = stats.length > 0 && statsSignature !== progress.statsSignature;
  const statsDue = statsChanged && (signature !== progress.signature || t - progress.statsSentAt >= STATS_EVERY);
  if (signature === progress.signature && !statsDue) return undefined;
  const incidents = state.incidents.slice(progress.incidentsSent, progress.incidentsSent + MAX_INCIDENTS);
  progress.incidentsSent += incidents.length;
  // More incidents than one update carries: the rest go with the next tick.
  progress.signature = progress.incidentsSent === state.incidents.length ? signature : undefined;
  if (statsDue) {
    progress.statsSentAt = t;
    progress.statsSignature = statsSignature;
  }
  return {
    externalRef,
    status: state.status,
    ...sides(state),
    ...(state.clock === null ? {} : { clock: state.clock }),
    ...(incidents.length === 0 ? {} : { incidents }),
    ...(statsDue ? { stats } : {}),
    ...(statsDue && state.box !== undefined ? { players: boxLinesOf(state.box, squads) } : {}),
  };
}

/** A finished match as an importer's result: its score, and (when `detailed`) everything that happened. */
export function resultOf(
  timeline: Timeline,
  state: SimState,
  detailed: boolean,
  squads: Squads,
): NonNullable<Fixture['result']> {
  const side = (of: SimState['home']) => ({ score: of.score, periods: of.periods, penalties: of.penalties });
  return {
    status: state.status,
    home: side(state.home),
    away: side(state.away),
    ...(detailed
      ? {
          incidents: state.incidents,
          stats: statsAt(timeline, state, timeline.end),
          ...(state.box === undefined ? {} : { players: boxLinesOf(state.box, squads) }),
        }
      : {}),
  };
}
