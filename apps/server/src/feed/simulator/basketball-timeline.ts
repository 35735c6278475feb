import { BasketballStatus as S } from '@placar/contract/match-status';
import type { Random } from './random.ts';
import { byTime } from './timeline.ts';
import type { Side, Timeline, TimelineEvent } from './timeline.ts';

export interface BasketballPlan {
  homeStrength: number;
  awayStrength: number;
  /** Seconds of game clock in a quarter: 720 in the NBA, 600 under FIBA rules (NBB). */
  quarterSeconds: number;
  /** Average points a team scores in a quarter. */
  quarterPoints: number;
}

const OVERTIME_SECONDS = 300;
const ENDED = [S.q1Ended, S.q2Ended, S.q3Ended] as const;
const PLAYING = [S.q1, S.q2, S.q3, S.q4] as const;
const BREAKS = [130, 900, 130];

/**
 * One period: the game clock runs in stretches with stops between them (timeouts, fouls,
 * free throws), so a 12-minute quarter lasts about 20 minutes. Returns when it ended and
 * maps game-clock seconds to simulated time for the scoring plays.
 */
function playPeriod(random: Random, events: TimelineEvent[], start: number, seconds: number, status: number, points: Record<Side, number>): number {
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
  for (const side of ['home', 'away'] as const) {
    let scored = 0;
    while (scored < points[side]) {
      const roll = random.next();
      const made = roll < 0.3 ? 3 : roll < 0.85 ? 2 : 1;
      scored += made;
      events.push({ at: timeOf(random.int(1, seconds - 1)), kind: 'points', side, points: made });
    }
  }
  return at;
}

/** A whole basketball game: four quarters with their breaks, overtime while level, the final buzzer. */
export function basketballTimeline(random: Random, plan: BasketballPlan): Timeline {
  const events: TimelineEvent[] = [];
  const edge = (plan.homeStrength - plan.awayStrength) / 100;
  const quarterPoints = (side: Side) => Math.max(8, Math.round(random.normal(plan.quarterPoints * (1 + (side === 'home' ? edge + 0.02 : -edge)), plan.quarterPoints / 6)));
  const totals = { home: 0, away: 0 };
  let at = 0;
  for (let quarter = 0; quarter < 4; quarter += 1) {
    const points = { home: quarterPoints('home'), away: quarterPoints('away') };
    // The scoring plays overshoot by a free throw or a three; count what is actually scored.
    const before = events.length;
    at = playPeriod(random, events, at, plan.quarterSeconds, PLAYING[quarter] ?? S.q4, points);
    for (const event of events.slice(before)) if (event.kind === 'points') totals[event.side] += event.points;
    const ended = ENDED[quarter];
    if (ended !== undefined) {
      events.push({ at, kind: 'status', status: ended, clock: { seconds: 0, running: false } });
      events.push({ at, kind: 'incident', incident: { kind: 'period', side: null, period: quarter + 1, detail: `Q${quarter + 1}` } });
      at += BREAKS[quarter] ?? 130;
    }
  }
  let overtimes = 0;
  while (totals.home === totals.away) {
    overtimes += 1;
    at += 120;
    const points = { home: random.int(6, 14), away: random.int(6, 14) };
    if (overtimes >= 3 && points.home === points.away) points.home += 1;
    const before = events.length;
    at = playPeriod(random, events, at, OVERTIME_SECONDS, S.overtime, points);
    for (const event of events.slice(before)) if (event.kind === 'points') totals[event.side] += event.points;
    if (overtimes >= 5 && totals.home === totals.away) {
      events.push({ at: at - 1, kind: 'points', side: 'home', points: 1 });
      totals.home += 1;
    }
  }
  events.push({ at, kind: 'status', status: overtimes > 0 ? S.afterExtraTime : S.fullTime, clock: null });
  events.push({ at, kind: 'incident', incident: { kind: 'period', side: null, period: 4 + overtimes, detail: overtimes > 0 ? 'AET' : 'FT' } });

  const rate = (low: number, high: number) => Math.round((low + random.next() * (high - low)) * 10) / 10;
  return {
    sport: 'basketball',
    events: byTime(events),
    end: at,
    clockCountsDown: true,
    stats: [
      { key: 'rebounds', home: random.int(36, 52), away: random.int(34, 50), grows: true },
      { key: 'assists', home: random.int(18, 31), away: random.int(17, 30), grows: true },
      { key: 'steals', home: random.int(4, 11), away: random.int(4, 11), grows: true },
      { key: 'blocks', home: random.int(2, 8), away: random.int(2, 8), grows: true },
      { key: 'turnovers', home: random.int(9, 17), away: random.int(9, 17), grows: true },
      { key: 'field_goal_pct', home: rate(41, 54), away: rate(40, 53), grows: false },
      { key: 'three_pointers', home: random.int(9, 18), away: random.int(8, 17), grows: true },
    ],
  };
}
