import { seededRandom } from './random.ts';
import type { SimulatedFixture } from './season/season-fixture.ts';
import { simulationOf } from './sports/sport-simulations.ts';
import { stateAt } from './timeline.ts';
import type { SimState, Timeline } from './timeline.ts';

const names = (squad: { name: string }[] | undefined) => (squad ?? []).map((player) => player.name);

/** The whole match of a fixture, drawn from the seed and the fixture's ref: the same every time. */
export function timelineOf(seed: string, fixture: SimulatedFixture): Timeline {
  const random = seededRandom(`${seed}:${fixture.externalRef}`);
  return simulationOf(fixture.sport).timeline(random, fixture, {
    home: names(fixture.home.squad),
    away: names(fixture.away.squad),
  });
}

/** Whether the fixture's match is called off: what its timeline says, without playing it out. */
export function isPostponed(seed: string, fixture: SimulatedFixture): boolean {
  return simulationOf(fixture.sport).postponed?.(seededRandom(`${seed}:${fixture.externalRef}`), fixture) ?? false;
}

/** The match as it ended. */
export function finalStateOf(seed: string, fixture: SimulatedFixture): { timeline: Timeline; state: SimState } {
  const timeline = timelineOf(seed, fixture);
  return { timeline, state: stateAt(timeline, timeline.end) };
}

interface Outcome {
  /** Simulated instant (ms) the match is over. */
  endsAt: number;
  home: number;
  away: number;
  homePenalties: number | null;
  awayPenalties: number | null;
}

const outcomes = new Map<string, Outcome>();
const OUTCOME_CACHE = 20_000;

/** When a match ends and its score: what cup draws need, kept because every re-plan asks again. */
export function outcomeOf(seed: string, fixture: SimulatedFixture): Outcome {
  const key = `${seed}|${fixture.externalRef}`;
  const known = outcomes.get(key);
  if (known !== undefined) return known;
  const { timeline, state } = finalStateOf(seed, fixture);
  const outcome = {
    endsAt: fixture.kickoff.getTime() + timeline.end * 1000,
    home: state.home.score ?? 0,
    away: state.away.score ?? 0,
    homePenalties: state.home.penalties,
    awayPenalties: state.away.penalties,
  };
  if (outcomes.size >= OUTCOME_CACHE) outcomes.clear();
  outcomes.set(key, outcome);
  return outcome;
}
