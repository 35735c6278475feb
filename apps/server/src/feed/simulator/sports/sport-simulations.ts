import type { Sport } from '@placar/contract/sports/served-sports';
import type { Random } from '../random.ts';
import type { SimulatedFixture } from '../season/season-fixture.ts';
import type { Timeline } from '../timeline.ts';
import { basketballSimulation } from './basketball-timeline.ts';
import { footballSimulation } from './football-timeline.ts';

/** How the simulator plays one sport: the rest of the simulator is the same for every sport. */
export interface SportSimulation {
  /** The whole match of a fixture, drawn from its random stream; `players` are the squads' names, starters first. */
  timeline(random: Random, fixture: SimulatedFixture, players: { home: string[]; away: string[] }): Timeline;
  /**
   * Whether the fixture's match is called off, from the same fresh random stream its timeline
   * gets (so the season can replay it without playing it out); absent: never.
   */
  postponed?(random: Random, fixture: SimulatedFixture): boolean;
  /** A squad's positions, starters first, then the bench (the sport's position codes). */
  squadShape: readonly string[];
  /**
   * The starters' positions a team may line up in (football's formations), one drawn per team on a
   * stream of its own; each as long as the starters. Absent: squadShape's starters for every team.
   */
  startingShapes?: readonly (readonly string[])[];
  /** League rounds are numbered matchdays (football), or plain days of games (basketball). */
  matchdays: boolean;
}

/** Every served sport's simulation: a sport added to the contract's registry is a compile error here until it has one. */
const SPORT_SIMULATIONS = { football: footballSimulation, basketball: basketballSimulation } satisfies Record<
  Sport,
  SportSimulation
>;

const simulations = new Map<string, SportSimulation>(Object.entries(SPORT_SIMULATIONS));

export function simulationOf(sport: Sport): SportSimulation {
  const simulation = simulations.get(sport);
  if (simulation === undefined) throw new Error(`no simulation of ${sport}`);
  return simulation;
}

/** Test builds only: the simulation of a sport registered with the contract's registerTestSport. */
export function registerTestSimulation(sport: string, simulation: SportSimulation): void {
  simulations.set(sport, simulation);
}
