import { seededRandom } from '../random.ts';
import { simulationOf } from '../sports/sport-simulations.ts';
import { doubleRoundRobin } from './circle-method.ts';
import type { LeaguePlan } from './competition-plans.ts';
import { dateOf } from './season-calendar.ts';
import { postponedReplays } from './postponed-replays.ts';
import type { DatedFixture } from './postponed-replays.ts';
import { makeFixture, shuffled } from './season-fixture.ts';
import type { SimulatedFixture } from './season-fixture.ts';

const LAST_ROUNDS_NEVER_POSTPONED = 2;

/**
 * A league season: a double round robin by the circle method over the plan's calendar. The
 * draw (which team sits where on the circle, which tie gets which kickoff slot) comes from the
 * seed, so the same seed always gives the same season. Football rounds are matchdays;
 * basketball has no rounds (pages list its games by date). Postponed matches are replayed
 * before the last rounds (postponed-replays.ts), listed from when they are called off.
 */
export function leagueSeason(
  seed: string,
  plan: LeaguePlan,
  year: number,
  now: number,
  cupNights: ReadonlySet<number> = new Set(),
): SimulatedFixture[] {
  const calendar = plan.calendar(year);
  const draw = seededRandom(`${seed}:${plan.code}:${calendar.name}:draw`);
  const teams = shuffled(plan.teams, draw);
  const rounds = doubleRoundRobin(teams.length);
  const lastRoundDay = calendar.roundDays.at(-1) ?? 0;
  const lastSlot = Math.max(...calendar.slotsOf(lastRoundDay).map((slot) => slot.day));
  const season = {
    name: calendar.name,
    startsOn: dateOf(calendar.roundDays[0] ?? 0),
    endsOn: dateOf(lastRoundDay + lastSlot),
  };
  const dated: DatedFixture[] = [];
  rounds.forEach((pairs, index) => {
    const roundDay = calendar.roundDays[index];
    if (roundDay === undefined) throw new Error(`${plan.code} ${calendar.name}: no date for round ${index + 1}`);
    const slots = calendar.slotsOf(roundDay);
    const order = shuffled(pairs, seededRandom(`${seed}:${plan.code}:${calendar.name}:round:${index + 1}`));
    order.forEach(([home, away], slotIndex) => {
      const slot = slots[slotIndex];
      const homeTeam = teams[home];
      const awayTeam = teams[away];
      if (slot === undefined || homeTeam === undefined || awayTeam === undefined)
        throw new Error(`${plan.code}: round ${index + 1} has more ties than slots`);
      const matchdays = simulationOf(plan.sport).matchdays;
      const day = roundDay + slot.day;
      const refKey = String(index + 1);
      // The last rounds are never called off: no date would be left to replay them on.
      const last = index >= rounds.length - LAST_ROUNDS_NEVER_POSTPONED ? { neverPostponed: true as const } : {};
      const fixture = makeFixture(seed, plan, season, {
        round: matchdays ? `Matchday ${index + 1}` : null,
        roundOrder: matchdays ? index + 1 : null,
        day,
        time: slot.time,
        home: homeTeam,
        away: awayTeam,
        knockout: false,
        refKey,
        ...last,
      });
      dated.push({ fixture, day, refKey });
    });
  });
  const lastRoundStart = calendar.roundDays[rounds.length - LAST_ROUNDS_NEVER_POSTPONED] ?? lastRoundDay;
  return [
    ...dated.map(({ fixture }) => fixture),
    ...postponedReplays(seed, plan, season, dated, lastRoundStart, cupNights, now),
  ];
}
