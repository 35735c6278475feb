import { competitionRow } from '../../reference/reference-data.ts';
import type { SimTeam } from '../../reference/simulated-teams.ts';
import { seededRandom } from '../random.ts';
import { CHAMPIONS_LEAGUE_PLAN, LEAGUE_PLANS } from './competition-plans.ts';
import { cupDates } from './cup-season.ts';
import { dateOf, DAY_MS } from './season-calendar.ts';
import { makeFixture, shuffled } from './season-fixture.ts';
import type { SimulatedFixture } from './season-fixture.ts';

export const CLUB_FRIENDLIES = 'club.friendly';

/**
 * Kickoffs every 90 minutes around the clock (UTC): a match with half time and stoppage lasts
 * 108-115 minutes, so one or two friendlies are always live, whatever the leagues play.
 */
const CADENCE_MINUTES = 90;
export const FRIENDLY_KICKOFFS: readonly string[] = Array.from({ length: (24 * 60) / CADENCE_MINUTES }, (_, index) => {
  const minutes = index * CADENCE_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
/** A club plays friendlies one day in three, so its friendlies are at least 49.5 hours apart. */
const GROUPS = 3;
/** Days of friendlies listed before and after today: enough for the schedule's date strip. */
const DAYS_BEFORE = 6;
const DAYS_AFTER = 7;
/** A first team plays a friendly only with no competitive match within this many days of it. */
const CLEAR_DAYS = 3;

const plan = { code: CLUB_FRIENDLIES, sport: 'football' as const, timeZone: competitionRow(CLUB_FRIENDLIES).timeZone };

/** Every demo club once, by code: the groups do not depend on the order of the lists. */
const CLUBS: readonly SimTeam[] = [
  ...new Map(
    [
      ...LEAGUE_PLANS.filter((entry) => entry.sport === plan.sport).flatMap((entry) => entry.teams),
      ...CHAMPIONS_LEAGUE_PLAN.teams,
    ].map((team) => [team.code, team]),
  ).values(),
].sort((a, b) => a.code.localeCompare(b.code, 'en'));

/** A club's reserve side ("Flamengo B"): it plays no competition, so it is free any day. */
const RESERVES = new Map(
  CLUBS.map((team) => [
    team.code,
    {
      ...team,
      code: `${team.code}-b`,
      nameEn: `${team.nameEn} B`,
      nameBr: team.nameBr === null ? null : `${team.nameBr} B`,
      shortName: `${team.shortName} B`,
      strength: Math.max(40, team.strength - 12),
    },
  ]),
);

type Span = [from: number, to: number];
const spansByYear = new Map<number, Map<string, Span[]>>();

/** The days (from, to, one day of margin for time zones) each club has competitive matches in seasons starting `year`. */
function competitiveSpans(year: number): Map<string, Span[]> {
  const known = spansByYear.get(year);
  if (known !== undefined) return known;
  const spans = new Map<string, Span[]>();
  const add = (teams: readonly SimTeam[], span: Span) => {
    for (const team of teams) spans.set(team.code, [...(spans.get(team.code) ?? []), span]);
  };
  for (const league of LEAGUE_PLANS.filter((entry) => entry.sport === plan.sport)) {
    const calendar = league.calendar(year);
    const last = calendar.roundDays.at(-1) ?? 0;
    add(league.teams, [
      (calendar.roundDays[0] ?? 0) - 1,
      last + Math.max(...calendar.slotsOf(last).map((slot) => slot.day)) + 1,
    ]);
  }
  const cup = cupDates(year);
  add(CHAMPIONS_LEAGUE_PLAN.teams, [(cup.league[0] ?? 0) - 1, cup.final + 1]);
  spansByYear.set(year, spans);
  return spans;
}

/** A first team is free for a friendly on `day` when none of its seasons has a match within CLEAR_DAYS of it. */
function isFree(team: SimTeam, day: number): boolean {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  for (let start = year - 1; start <= year + 1; start += 1) {
    for (const [from, to] of competitiveSpans(start).get(team.code) ?? [])
      if (from <= day + CLEAR_DAYS && to >= day - CLEAR_DAYS) return false;
  }
  return true;
}

/**
 * One day's friendlies (UTC day number): the clubs of the day's group, first teams out of
 * season first (pre-season in July, Brazil's summer break), their reserve sides filling the
 * rest. Deterministic from the seed and the day alone.
 */
export function friendliesOfDay(seed: string, day: number): SimulatedFixture[] {
  const group = CLUBS.filter((_, index) => index % GROUPS === ((day % GROUPS) + GROUPS) % GROUPS);
  const random = seededRandom(`${seed}:${CLUB_FRIENDLIES}:${dateOf(day)}`);
  const firstTeams = shuffled(
    group.filter((team) => isFree(team, day)),
    random,
  );
  const reserves = shuffled(
    group.map((team) => RESERVES.get(team.code) as SimTeam),
    random,
  );
  const sides = [...firstTeams, ...reserves];
  const year = dateOf(day).slice(0, 4);
  const season = { name: year, startsOn: `${year}-01-01`, endsOn: `${year}-12-31` };
  const slots = shuffled(FRIENDLY_KICKOFFS, random);
  return slots.flatMap((time, index) => {
    const home = sides[2 * index];
    const away = sides[2 * index + 1];
    if (home === undefined || away === undefined)
      throw new Error(`club friendlies ${dateOf(day)}: ${sides.length} sides for ${slots.length} kickoffs`);
    const fixture = makeFixture(seed, plan, season, {
      round: null,
      roundOrder: null,
      day,
      time,
      home,
      away,
      knockout: false,
      refKey: `${dateOf(day)}T${time.replace(':', '')}`,
      alwaysPlayed: true,
    });
    // Friendlies stay off the Hot tab: fans look there for what is at stake.
    return [{ ...fixture, hot: false }];
  });
}

/** The friendlies listed at `now`: from DAYS_BEFORE days ago to DAYS_AFTER days ahead. */
export function clubFriendlies(seed: string, now: number): SimulatedFixture[] {
  const today = Math.floor(now / DAY_MS);
  const fixtures: SimulatedFixture[] = [];
  for (let day = today - DAYS_BEFORE; day <= today + DAYS_AFTER; day += 1) fixtures.push(...friendliesOfDay(seed, day));
  return fixtures;
}
