import { seededRandom } from '../random.ts';
import { simulationOf } from '../sports/sport-simulations.ts';
import { doubleRoundRobin } from './circle-method.ts';
import type { LeaguePlan } from './competition-plans.ts';
import { dateOf } from './season-calendar.ts';
import { makeFixture, shuffled } from './season-fixture.ts';
import type { SimulatedFixture } from './season-fixture.ts';

/**
 * A league season: a double round robin by the circle method over the plan's calendar. The
 * draw (which team sits where on the circle, which tie gets which kickoff slot) comes from the
 * seed, so the same seed always gives the same season. Football rounds are matchdays;
 * basketball has no rounds (pages list its games by date).
 */
export function leagueSeason(seed: string, plan: LeaguePlan, year: number): SimulatedFixture[] {
  const calendar = plan.calendar(year);
  const draw = seededRandom(`${seed}:${plan.code}:${calendar.name}:draw`);
  const teams = shuffled(plan.teams, draw);
  const rounds = doubleRoundRobin(teams.length);
  const lastRoundDay = calendar.roundDays.at(-1) ?? 0;
  const lastSlot = Math.max(...calendar.slotsOf(lastRoundDay).map((slot) => slot.day));
  const season = { name: calendar.name, startsOn: dateOf(calendar.roundDays[0] ?? 0), endsOn: dateOf(lastRoundDay + lastSlot) };
  const fixtures: SimulatedFixture[] = [];
  rounds.forEach((pairs, index) => {
    const roundDay = calendar.roundDays[index];
    if (roundDay === undefined) throw new Error(`${plan.code} ${calendar.name}: no date for round ${index + 1}`);
    const slots = calendar.slotsOf(roundDay);
    const order = shuffled(pairs, seededRandom(`${seed}:${plan.code}:${calendar.name}:round:${index + 1}`));
    order.forEach(([home, away], slotIndex) => {
      const slot = slots[slotIndex];
      const homeTeam = teams[home];
      const awayTeam = teams[away];
      if (slot === undefined || homeTeam === undefined || awayTeam === undefined) throw new Error(`${plan.code}: round ${index + 1} has more ties than slots`);
      const matchdays = simulationOf(plan.sport).matchdays;
      fixtures.push(
        makeFixture(seed, plan, season, {
          round: matchdays ? `Matchday ${index + 1}` : null,
          roundOrder: matchdays ? index + 1 : null,
          day: roundDay + slot.day,
          time: slot.time,
          home: homeTeam,
          away: awayTeam,
          knockout: false,
          refKey: String(index + 1),
        }),
      );
    });
  });
  return fixtures;
}
