import type { SimTeam } from '../../reference/simulated-teams.ts';
import { seededRandom } from '../random.ts';
import { outcomeOf } from '../match-timeline.ts';
import { singleRoundRobin } from './circle-method.ts';
import type { CompetitionPlan, Slot } from './competition-plans.ts';
import { dateOf, dayOf, onOrAfter, SATURDAY, TUESDAY } from './season-calendar.ts';
import { makeFixture, shuffled } from './season-fixture.ts';
import type { SeasonInfo, SimulatedFixture } from './season-fixture.ts';

const LEAGUE_MATCHDAYS = 8;

const tuesday = (year: number, month: number, n: number) =>
  onOrAfter(dayOf(`${year}-${String(month).padStart(2, '0')}-01`), TUESDAY) + 7 * (n - 1);

/** Tuesday and Wednesday evenings, Paris time: two early kickoffs a night, the rest at 21:00. */
function midweek(ties: number): Slot[] {
  return Array.from({ length: ties }, (_, index) => {
    const day = index < Math.ceil(ties / 2) ? 0 : 1;
    const inNight = day === 0 ? index : index - Math.ceil(ties / 2);
    return { day, time: ties >= 16 && inNight < 2 ? '18:45' : '21:00' };
  });
}

interface Row {
  team: SimTeam;
  points: number;
  goalDifference: number;
  goalsFor: number;
}

/** The league phase table: points, goal difference, goals, then name (the phase's own tie-breaks are beyond a demo). */
function leaguePhaseTable(
  teams: SimTeam[],
  results: { home: SimTeam; away: SimTeam; homeScore: number; awayScore: number }[],
): SimTeam[] {
  const rows = new Map<string, Row>(
    teams.map((team) => [team.code, { team, points: 0, goalDifference: 0, goalsFor: 0 }]),
  );
  for (const result of results) {
    const home = rows.get(result.home.code);
    const away = rows.get(result.away.code);
    if (home === undefined || away === undefined) continue;
    home.goalsFor += result.homeScore;
    away.goalsFor += result.awayScore;
    home.goalDifference += result.homeScore - result.awayScore;
    away.goalDifference += result.awayScore - result.homeScore;
    home.points += result.homeScore > result.awayScore ? 3 : result.homeScore === result.awayScore ? 1 : 0;
    away.points += result.awayScore > result.homeScore ? 3 : result.homeScore === result.awayScore ? 1 : 0;
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.team.nameEn.localeCompare(b.team.nameEn, 'en'),
    )
    .map((row) => row.team);
}

/** The days of a Champions League season's phases (day numbers): its first night is `league[0]`, its last `final`. */
export function cupDates(year: number) {
  return {
    league: [
      tuesday(year, 9, 3),
      tuesday(year, 10, 1),
      tuesday(year, 10, 3),
      tuesday(year, 11, 1),
      tuesday(year, 11, 4),
      tuesday(year, 12, 2),
      tuesday(year + 1, 1, 3),
      tuesday(year + 1, 1, 4),
    ],
    playoffs: tuesday(year + 1, 2, 3),
    roundOf16: tuesday(year + 1, 3, 2),
    quarterFinals: tuesday(year + 1, 4, 2),
    semiFinals: tuesday(year + 1, 4, 4),
    // After the leagues' last weekend (May 28 at the latest).
    final: onOrAfter(dayOf(`${year + 1}-06-01`), SATURDAY),
  };
}

/**
 * A Champions League season, phase by phase: the league phase (8 matchdays of a circle over
 * the 36 clubs), then knockout play-offs (9th-24th), round of 16, quarter-finals, semi-finals
 * and the final, single ties. A phase's ties are drawn only once the phase before it has been
 * played at `now`, so the fixtures list never shows a pairing before fans could know it.
 */
export function cupSeason(seed: string, plan: CompetitionPlan, year: number, now: number): SimulatedFixture[] {
  const name = `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
  const dates = cupDates(year);
  const season: SeasonInfo = { name, startsOn: dateOf(dates.league[0] ?? 0), endsOn: dateOf(dates.final) };
  const teams = shuffled(plan.teams, seededRandom(`${seed}:${plan.code}:${name}:draw`));
  const fixtures: SimulatedFixture[] = [];

  const rounds = singleRoundRobin(teams.length).slice(0, LEAGUE_MATCHDAYS);
  rounds.forEach((pairs, index) => {
    const day = dates.league[index] ?? 0;
    const slots = midweek(pairs.length);
    shuffled(pairs, seededRandom(`${seed}:${plan.code}:${name}:md:${index + 1}`)).forEach(([home, away], slotIndex) => {
      const slot = slots[slotIndex] ?? { day: 0, time: '21:00' };
      const homeTeam = teams[home];
      const awayTeam = teams[away];
      if (homeTeam === undefined || awayTeam === undefined) return;
      fixtures.push(
        makeFixture(seed, plan, season, {
          round: `League phase, Matchday ${index + 1}`,
          roundOrder: index + 1,
          day: day + slot.day,
          time: slot.time,
          home: homeTeam,
          away: awayTeam,
          knockout: false,
          refKey: `md${index + 1}`,
        }),
      );
    });
  });

  // Each knockout phase waits for the one before it to be over.
  const over = (phase: SimulatedFixture[]) =>
    phase.length > 0 && phase.every((fixture) => outcomeOf(seed, fixture).endsAt <= now);
  const winner = (fixture: SimulatedFixture): SimTeam => {
    const outcome = outcomeOf(seed, fixture);
    const home = outcome.home * 100 + (outcome.homePenalties ?? 0);
    const away = outcome.away * 100 + (outcome.awayPenalties ?? 0);
    return home >= away ? fixture.homeTeam : fixture.awayTeam;
  };
  const ties = (
    round: string,
    order: number,
    day: number,
    pairs: [SimTeam, SimTeam][],
    key: string,
    slots: Slot[] = midweek(pairs.length),
  ) =>
    pairs.map(([home, away], index) => {
      const slot = slots[index] ?? { day: 0, time: '21:00' };
      return makeFixture(seed, plan, season, {
        round,
        roundOrder: order,
        day: day + slot.day,
        time: slot.time,
        home,
        away,
        knockout: true,
        refKey: `${key}${index + 1}`,
      });
    });

  const leaguePhase = [...fixtures];
  if (!over(leaguePhase)) return fixtures;
  const table = leaguePhaseTable(
    teams,
    leaguePhase.map((fixture) => {
      const outcome = outcomeOf(seed, fixture);
      return { home: fixture.homeTeam, away: fixture.awayTeam, homeScore: outcome.home, awayScore: outcome.away };
    }),
  );
  const seeded = (position: number) => table[position - 1] as SimTeam;
  const playoffs = ties(
    'Knockout play-offs',
    9,
    dates.playoffs,
    Array.from({ length: 8 }, (_, index): [SimTeam, SimTeam] => [seeded(9 + index), seeded(24 - index)]),
    'po',
  );
  fixtures.push(...playoffs);
  if (!over(playoffs)) return fixtures;
  const roundOf16 = ties(
    'Round of 16',
    10,
    dates.roundOf16,
    Array.from({ length: 8 }, (_, index): [SimTeam, SimTeam] => [
      seeded(index + 1),
      winner(playoffs[7 - index] as SimulatedFixture),
    ]),
    'r16-',
  );
  fixtures.push(...roundOf16);
  if (!over(roundOf16)) return fixtures;
  const bracket = (previous: SimulatedFixture[]) =>
    Array.from({ length: previous.length / 2 }, (_, index): [SimTeam, SimTeam] => [
      winner(previous[index] as SimulatedFixture),
      winner(previous[previous.length - 1 - index] as SimulatedFixture),
    ]);
  const quarterFinals = ties('Quarter-finals', 11, dates.quarterFinals, bracket(roundOf16), 'qf');
  fixtures.push(...quarterFinals);
  if (!over(quarterFinals)) return fixtures;
  const semiFinals = ties('Semi-finals', 12, dates.semiFinals, bracket(quarterFinals), 'sf');
  fixtures.push(...semiFinals);
  if (!over(semiFinals)) return fixtures;
  fixtures.push(...ties('Final', 13, dates.final, bracket(semiFinals), 'final', [{ day: 0, time: '21:00' }]));
  return fixtures;
}
