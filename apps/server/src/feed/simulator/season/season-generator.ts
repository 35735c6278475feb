import { CLUB_FRIENDLIES, clubFriendlies } from './club-friendlies.ts';
import { ALL_PLANS } from './competition-plans.ts';
import type { CompetitionPlan, LeaguePlan } from './competition-plans.ts';
import { cupDates, cupSeason } from './cup-season.ts';
import { leagueSeason } from './league-season.ts';
import { DAY_MS } from './season-calendar.ts';
import type { SimulatedFixture } from './season-fixture.ts';

/** The year of the season in progress at `now`: the latest one that has started (between seasons, the last one). */
export function seasonYear(plan: CompetitionPlan, now: number): number {
  const today = Math.floor(now / DAY_MS);
  const year = new Date(now).getUTCFullYear();
  return plan.startDay(year) <= today ? year : year - 1;
}

function seasonOf(seed: string, plan: CompetitionPlan, year: number, now: number): SimulatedFixture[] {
  return plan.format === 'cup'
    ? cupSeason(seed, plan, year, now)
    : leagueSeason(seed, plan as LeaguePlan, year, now, cupNightsOf(plan, year));
}

/** The nights of the cups the league's clubs play in (the season's and the one before): no replay goes near them. */
function cupNightsOf(plan: CompetitionPlan, year: number): ReadonlySet<number> {
  const clubs = new Set(plan.teams.map((team) => team.code));
  const cups = ALL_PLANS.filter(
    (other) => other.format === 'cup' && other.sport === plan.sport && other.teams.some((team) => clubs.has(team.code)),
  );
  if (cups.length === 0) return new Set();
  const nights = [year - 1, year].flatMap((cupYear) => {
    const dates = cupDates(cupYear);
    return [
      ...dates.league,
      dates.playoffs,
      dates.roundOf16,
      dates.quarterFinals,
      dates.semiFinals,
      dates.final,
    ].flatMap((day) => [day, day + 1]);
  });
  return new Set(nights);
}

interface SeasonOptions {
  /** Earlier seasons to include as well (their results give head-to-head history): 0 or more. */
  back?: number;
  /** Only these competitions (tests). */
  codes?: readonly string[];
}

/**
 * Every demo competition's fixtures at `now`: the season in progress and `back` seasons before
 * it, and the club friendlies of the days around `now` (club-friendlies.ts). Deterministic from
 * the seed and the instant: a cup's later phases appear once the phase before them has been played.
 */
export function demoSeasons(seed: string, now: number, options: SeasonOptions = {}): SimulatedFixture[] {
  const fixtures: SimulatedFixture[] = [];
  for (const plan of ALL_PLANS) {
    if (options.codes !== undefined && !options.codes.includes(plan.code)) continue;
    const current = seasonYear(plan, now);
    for (let year = current - (options.back ?? 0); year <= current; year += 1)
      fixtures.push(...seasonOf(seed, plan, year, now));
  }
  if (options.codes === undefined || options.codes.includes(CLUB_FRIENDLIES))
    fixtures.push(...clubFriendlies(seed, now));
  return fixtures;
}
