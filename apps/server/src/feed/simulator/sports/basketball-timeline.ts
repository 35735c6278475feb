import { BasketballStatus as S } from '@placar/contract/sports/basketball-statuses';
import type { Random } from '../random.ts';
import { byTime } from '../timeline.ts';
import type { Shot, Side, Timeline, TimelineEvent } from '../timeline.ts';
import { drawRotation, fiveAt } from './basketball-rotation.ts';
import type { Rotation } from './basketball-rotation.ts';
import type { SportSimulation } from './sport-simulations.ts';

interface BasketballPlan {
  homeStrength: number;
  awayStrength: number;
  /** Seconds of game clock in a quarter: 720 in the NBA, 600 under FIBA rules (NBB). */
  quarterSeconds: number;
  /** Average points a team scores in a quarter. */
  quarterPoints: number;
  /** Each roster, five starters first; every point and rebound is someone's. */
  homePlayers: string[];
  awayPlayers: string[];
}

const OVERTIME_SECONDS = 300;
const ENDED = [S.q1Ended, S.q2Ended, S.q3Ended] as const;
const PLAYING = [S.q1, S.q2, S.q3, S.q4] as const;
const BREAKS = [130, 900, 130];
/** How often each roster spot shoots, rebounds and assists: starters most, the end of the bench least. */
const SHOTS = [5, 4, 4, 3, 3, 2, 2, 1.5, 1, 1, 0.5, 0.5];
const BOARDS = [1.5, 1.5, 3, 3, 5, 1, 1, 2, 2, 3, 0.5, 0.5];
const PASSES = [5, 4, 2, 2, 1, 3, 2, 1, 1, 0.5, 0.5, 0.3];

type PointsEvent = Extract<TimelineEvent, { kind: 'points' }>;
type MissEvent = Extract<TimelineEvent, { kind: 'miss' }>;

/** A play whose players are named once the rotation is known: its period, game second and the draws that pick them. */
interface PendingPlay {
  event: PointsEvent | MissEvent;
  period: number;
  second: number;
  shooter: number;
  assist: number | null;
  rebound: number | null;
}

/** One of `five` by the roster spots' weights, from a draw in [0, 1); `except` (the shooter) never passes to himself. */
function weightedAmong(roll: number, weights: readonly number[], five: readonly number[], except?: number): number {
  const candidates = five.filter((index) => index !== except);
  const total = candidates.reduce((sum, index) => sum + (weights[index] ?? 0.5), 0);
  let left = roll * total;
  for (const index of candidates) {
    left -= weights[index] ?? 0.5;
    if (left < 0) return index;
  }
  return candidates.at(-1) ?? five[0] ?? 0;
}

type DefensiveCounts = Record<'steals' | 'blocks' | 'turnovers', Record<Side, number>>;
/** Who commits fouls and loses the ball (every spot alike), who steals (guards most) and who blocks (big men most). */
const EVEN = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
const HANDS = [3, 3, 2, 2, 1, 2, 2, 1, 1, 1, 1, 1];
const FOULS_TO_SIT = 5;

/**
 * The plays that are not points or rebounds, each by a player on court at its instant: turnovers
 * (the opponents' steals among them: a steal is a turnover), blocks on the opponents' missed field
 * goals, and personal fouls (never a sixth: nobody fouls out here).
 */
function defensivePlays(
  random: Random,
  counts: DefensiveCounts,
  plays: PendingPlay[],
  rotation: Rotation,
  clocks: ((gameSecond: number) => number)[],
): TimelineEvent[] {
  const out: TimelineEvent[] = [];
  const instant = () => {
    const period = random.int(0, rotation.periods.length - 1);
    const second = random.int(1, (rotation.periods[period] ?? 1) - 1);
    return { period, second, at: clocks[period]?.(second) ?? 0 };
  };
  for (const side of ['home', 'away'] as const) {
    const other: Side = side === 'home' ? 'away' : 'home';
    for (let turnover = 0; turnover < counts.turnovers[side]; turnover += 1) {
      const when = instant();
      out.push({
        at: when.at,
        kind: 'play',
        side,
        play: 'turnover',
        player: weightedAmong(random.next(), HANDS, fiveAt(rotation, side, when.period, when.second)),
      });
      if (turnover < counts.steals[other])
        out.push({
          at: when.at,
          kind: 'play',
          side: other,
          play: 'steal',
          player: weightedAmong(random.next(), HANDS, fiveAt(rotation, other, when.period, when.second)),
        });
    }
    const blockable = plays.filter(
      (play) => play.event.kind === 'miss' && play.event.side === other && play.event.shot !== 'ft',
    );
    for (let block = 0; block < Math.min(counts.blocks[side], blockable.length); block += 1) {
      const play = blockable[random.int(0, blockable.length - 1)];
      if (play === undefined) continue;
      out.push({
        at: play.event.at,
        kind: 'play',
        side,
        play: 'block',
        player: weightedAmong(random.next(), BOARDS, fiveAt(rotation, side, play.period, play.second)),
      });
    }
    const fouls = new Map<number, number>();
    for (let foul = random.int(16, 23); foul > 0; foul -= 1) {
      const when = instant();
      const five = fiveAt(rotation, side, when.period, when.second).filter(
        (index) => (fouls.get(index) ?? 0) < FOULS_TO_SIT,
      );
      if (five.length === 0) continue;
      const player = weightedAmong(random.next(), EVEN, five);
      fouls.set(player, (fouls.get(player) ?? 0) + 1);
      out.push({ at: when.at, kind: 'play', side, play: 'foul', player });
    }
  }
  return out;
}

/** Names every play's shooter, passer and rebounder from the five of their side on court at that instant. */
function resolvePlays(plays: PendingPlay[], rotation: Rotation): void {
  for (const play of plays) {
    const { event } = play;
    const five = fiveAt(rotation, event.side, play.period, play.second);
    event.player = weightedAmong(play.shooter, SHOTS, five);
    if (event.kind === 'points') {
      // Both fives on court when the points went in: each player's plus-minus.
      event.onCourt = {
        home: fiveAt(rotation, 'home', play.period, play.second),
        away: fiveAt(rotation, 'away', play.period, play.second),
      };
      event.assist = play.assist === null ? null : weightedAmong(play.assist, PASSES, five, event.player);
    } else if (play.rebound !== null) {
      event.rebound.player = weightedAmong(
        play.rebound,
        BOARDS,
        fiveAt(rotation, event.rebound.side, play.period, play.second),
      );
    }
  }
}

/**
 * One period: the game clock runs in stretches with stops between them (timeouts, fouls,
 * free throws), so a 12-minute quarter lasts about 20 minutes. Made shots carry their shooter
 * and maybe an assist; each made field goal brings about one miss (and its rebound), so the
 * box score's FG% lands where real games do.
 */
function playPeriod(
  random: Random,
  events: TimelineEvent[],
  start: number,
  seconds: number,
  status: number,
  points: Record<Side, number>,
  plays: PendingPlay[],
  period: number,
): { end: number; scored: Record<Side, number>; timeOf: (gameSecond: number) => number } {
  events.push({ at: start, kind: 'status', status, clock: { seconds, running: true }, newPeriod: true });
  const stretches: { from: number; to: number; at: number }[] = [];
  let played = 0;
  let at = start;
  while (played < seconds) {
    const run = Math.min(seconds - played, random.int(50, 200));
    stretches.push({ from: played, to: played + run, at });
    played += run;
    at += run;
    if (played < seconds) {
      events.push({ at, kind: 'clock', seconds: seconds - played, running: false });
      at += random.int(60, 200);
      events.push({ at, kind: 'clock', seconds: seconds - played, running: true });
    }
  }
  const timeOf = (gameSecond: number) => {
    const stretch = stretches.find((entry) => gameSecond < entry.to) ?? stretches[stretches.length - 1];
    return stretch === undefined ? at : stretch.at + (gameSecond - stretch.from);
  };
  const scored = { home: 0, away: 0 };
  for (const side of ['home', 'away'] as const) {
    const other: Side = side === 'home' ? 'away' : 'home';
    const miss = (shot: Shot) => {
      const offensive = random.chance(0.25);
      const rebounder: Side = offensive ? side : other;
      const second = random.int(1, seconds - 1);
      const event: MissEvent = {
        at: timeOf(second),
        kind: 'miss',
        side,
        shot,
        player: 0,
        rebound: { side: rebounder, player: 0 },
      };
      events.push(event);
      plays.push({ event, period, second, shooter: random.next(), assist: null, rebound: random.next() });
    };
    while (scored[side] < points[side]) {
      const roll = random.next();
      const made = roll < 0.3 ? 3 : roll < 0.85 ? 2 : 1;
      const shot: Shot = made === 3 ? 'three' : made === 2 ? 'two' : 'ft';
      // Who shot and who passed are named once the rotation is known (resolvePlays), from these draws.
      const shooter = random.next();
      const assist = made > 1 && random.chance(0.6) ? random.next() : null;
      scored[side] += made;
      const second = random.int(1, seconds - 1);
      const event: PointsEvent = {
        at: timeOf(second),
        kind: 'points',
        side,
        points: made,
        player: 0,
        shot,
        assist: null,
      };
      events.push(event);
      plays.push({ event, period, second, shooter, assist, rebound: null });
      if (made === 3 && random.chance(0.95)) miss('three');
      if (made === 3 && random.chance(0.8)) miss('three');
      if (made === 2 && random.chance(0.92)) miss('two');
      if (made === 1 && random.chance(0.24)) miss('ft');
    }
  }
  return { end: at, scored, timeOf };
}

/** A whole basketball game: four quarters with their breaks, overtime while level, the final buzzer. */
export function basketballTimeline(random: Random, plan: BasketballPlan): Timeline {
  const events: TimelineEvent[] = [];
  const roster = {
    home: Math.max(5, Math.min(12, plan.homePlayers.length)),
    away: Math.max(5, Math.min(12, plan.awayPlayers.length)),
  };
  // Strength tilts the points: 20 points of strength are worth about 8% more points (a 75% favourite).
  const edge = ((plan.homeStrength - plan.awayStrength) / 100) * 0.4;
  const quarterPoints = (side: Side) =>
    Math.max(
      8,
      Math.round(
        random.normal(plan.quarterPoints * (1 + (side === 'home' ? edge + 0.02 : -edge)), plan.quarterPoints / 6),
      ),
    );
  const totals = { home: 0, away: 0 };
  const plays: PendingPlay[] = [];
  const periods: number[] = [];
  const clocks: ((gameSecond: number) => number)[] = [];
  let at = 0;
  for (let quarter = 0; quarter < 4; quarter += 1) {
    const period = playPeriod(
      random,
      events,
      at,
      plan.quarterSeconds,
      PLAYING[quarter] ?? S.q4,
      { home: quarterPoints('home'), away: quarterPoints('away') },
      plays,
      quarter,
    );
    periods.push(plan.quarterSeconds);
    clocks.push(period.timeOf);
    at = period.end;
    totals.home += period.scored.home;
    totals.away += period.scored.away;
    const ended = ENDED[quarter];
    if (ended !== undefined) {
      events.push({ at, kind: 'status', status: ended, clock: { seconds: 0, running: false } });
      events.push({
        at,
        kind: 'incident',
        incident: { kind: 'period', side: null, period: quarter + 1, detail: `Q${quarter + 1}` },
      });
      at += BREAKS[quarter] ?? 130;
    }
  }
  let overtimes = 0;
  while (totals.home === totals.away) {
    // Level after a period: it ends on the clock and the timeline says so, then overtime.
    events.push({ at, kind: 'clock', seconds: 0, running: false });
    events.push({
      at,
      kind: 'incident',
      incident: { kind: 'period', side: null, period: 4 + overtimes, detail: overtimes === 0 ? 'Q4' : 'OT' },
    });
    overtimes += 1;
    at += 120;
    const points = { home: random.int(6, 14), away: random.int(6, 14) };
    if (overtimes >= 3 && points.home === points.away) points.home += 1;
    const period = playPeriod(random, events, at, OVERTIME_SECONDS, S.overtime, points, plays, 3 + overtimes);
    periods.push(OVERTIME_SECONDS);
    clocks.push(period.timeOf);
    at = period.end;
    totals.home += period.scored.home;
    totals.away += period.scored.away;
    if (overtimes >= 5 && totals.home === totals.away) {
      const event: PointsEvent = {
        at: at - 1,
        kind: 'points',
        side: 'home',
        points: 1,
        player: 0,
        shot: 'ft',
        assist: null,
      };
      events.push(event);
      plays.push({
        event,
        period: 3 + overtimes,
        second: OVERTIME_SECONDS - 1,
        shooter: 0,
        assist: null,
        rebound: null,
      });
      totals.home += 1;
    }
  }
  // The last period's clock has run out: stored at 0:00, not where it was last read.
  events.push({
    at,
    kind: 'status',
    status: overtimes > 0 ? S.afterExtraTime : S.fullTime,
    clock: { seconds: 0, running: false },
  });
  events.push({
    at,
    kind: 'incident',
    incident: { kind: 'period', side: null, period: 4 + overtimes, detail: overtimes > 0 ? 'AET' : 'FT' },
  });

  const counts = {
    steals: { home: random.int(4, 11), away: random.int(4, 11) },
    blocks: { home: random.int(2, 8), away: random.int(2, 8) },
    turnovers: { home: random.int(9, 17), away: random.int(9, 17) },
  };
  // Drawn after everything else, so the scores and times of every seeded game stay as they were.
  const rotation = drawRotation(random, periods, roster, totals.home - totals.away);
  resolvePlays(plays, rotation);
  events.push(...defensivePlays(random, counts, plays, rotation, clocks));
  return {
    sport: 'basketball',
    events: byTime(events),
    end: at,
    clockCountsDown: true,
    players: { home: plan.homePlayers.slice(0, roster.home), away: plan.awayPlayers.slice(0, roster.away) },
    rotation,
    // Steals, blocks and turnovers are the box score's sums (timeline.ts), like rebounds.
    stats: [],
  };
}

/** Basketball in the simulator: quarters as the competition plays them (NBA 12 minutes, FIBA 10). */
export const basketballSimulation: SportSimulation = {
  timeline: (random, fixture, players) =>
    basketballTimeline(random, {
      homeStrength: fixture.homeTeam.strength,
      awayStrength: fixture.awayTeam.strength,
      ...(fixture.basketball ?? { quarterSeconds: 600, quarterPoints: 20 }),
      homePlayers: players.home,
      awayPlayers: players.away,
    }),
  // 12: five starters, then the bench.
  squadShape: ['G', 'G', 'F', 'F', 'C', 'G', 'G', 'F', 'F', 'C', 'G', 'F'],
  matchdays: false,
};
