import { isPostponed } from '../match-timeline.ts';
import type { LeaguePlan } from './competition-plans.ts';
import { makeFixture } from './season-fixture.ts';
import type { SeasonInfo, SimulatedFixture } from './season-fixture.ts';

/** A league fixture with the day (day number) its round's calendar gave it. */
export interface DatedFixture {
  fixture: SimulatedFixture;
  day: number;
  /** The ref's key of the match within its season (its round); the replay's ref adds to it. */
  refKey: string;
}

/** The timeline calls a match off two hours before kickoff: its new date is known from then. */
const CALLED_OFF_BEFORE_MS = 2 * 3_600_000;
/** Two clear days either side of a replay: never within 40 hours of another match of either team, in any zone. */
const CLEAR_DAYS = 2;
/** Replays are played in the evening, local time. */
const REPLAY_TIME = '20:00';

/**
 * The replays of a league season's postponed matches (decision 0130): each on the first day
 * after it with two clear days either side for both teams and no cup night of the league's
 * clubs near it, before the last round, in the same round as the match it replaces. A replay is
 * never called off itself, and the last rounds are never called off (no date is left after
 * them), so a finished season has every team on the same number of matches. Each replay is
 * listed from the moment its match is called off.
 */
export function postponedReplays(
  seed: string,
  plan: LeaguePlan,
  season: SeasonInfo,
  dated: DatedFixture[],
  lastRoundDay: number,
  blockedDays: ReadonlySet<number>,
  now: number,
): SimulatedFixture[] {
  const busy = new Map<string, Set<number>>();
  const mark = (team: string, day: number) => busy.set(team, (busy.get(team) ?? new Set()).add(day));
  for (const { fixture, day } of dated) {
    mark(fixture.homeTeam.code, day);
    mark(fixture.awayTeam.code, day);
  }
  const clear = (team: string, day: number) => {
    for (let near = day - CLEAR_DAYS; near <= day + CLEAR_DAYS; near += 1)
      if (busy.get(team)?.has(near) || blockedDays.has(near)) return false;
    return true;
  };
  const replays: SimulatedFixture[] = [];
  const postponed = dated
    .filter(({ fixture }) => isPostponed(seed, fixture))
    .sort((a, b) => a.fixture.kickoff.getTime() - b.fixture.kickoff.getTime());
  for (const { fixture, day, refKey } of postponed) {
    let replayDay: number | undefined;
    for (
      let candidate = day + CLEAR_DAYS + 1;
      candidate + CLEAR_DAYS < lastRoundDay && replayDay === undefined;
      candidate += 1
    ) {
      if (clear(fixture.homeTeam.code, candidate) && clear(fixture.awayTeam.code, candidate)) replayDay = candidate;
    }
    if (replayDay === undefined)
      throw new Error(`${fixture.externalRef}: no date left to replay it before the season ends`);
    mark(fixture.homeTeam.code, replayDay);
    mark(fixture.awayTeam.code, replayDay);
    if (fixture.kickoff.getTime() - CALLED_OFF_BEFORE_MS > now) continue;
    replays.push(
      makeFixture(seed, plan, season, {
        round: fixture.round,
        roundOrder: fixture.roundOrder,
        day: replayDay,
        time: REPLAY_TIME,
        home: fixture.homeTeam,
        away: fixture.awayTeam,
        knockout: false,
        refKey: `${refKey}-replay`,
        neverPostponed: true,
      }),
    );
  }
  return replays;
}
