import type { Sport } from '@placar/contract/sports/served-sports';
import { competitionRow } from '../../reference/reference-data.ts';
import { NBA, NBB } from '../../reference/simulated-teams-basketball.ts';
import {
  BUNDESLIGA,
  CHAMPIONS_LEAGUE,
  LIGUE_1,
  PRIMEIRA_LIGA,
  SERIE_A,
} from '../../reference/simulated-teams-europe.ts';
import { BRASILEIRAO, LA_LIGA, PREMIER_LEAGUE } from '../../reference/simulated-teams.ts';
import type { SimTeam } from '../../reference/simulated-teams.ts';
import {
  dayOf,
  FRIDAY,
  nthWeekday,
  onOrAfter,
  onOrBefore,
  SATURDAY,
  spread,
  TUESDAY,
  WEDNESDAY,
  weekdaysBetween,
  weekdayOf,
} from './season-calendar.ts';

/** Where and when one match of a round is played: days after the round's first day, local time. */
export interface Slot {
  day: number;
  time: string;
}

/** When a season's rounds are played: each round's first day, and its slots. */
export interface RoundCalendar {
  name: string;
  /** First day of each round (day numbers), one per round of the double round robin. */
  roundDays: number[];
  slotsOf(roundDay: number): Slot[];
}

export interface CompetitionPlan {
  code: string;
  sport: Sport;
  teams: SimTeam[];
  timeZone: string;
  format: 'league' | 'cup';
  /** Day the season of `year` starts: the season in progress at a day is the latest one started. */
  startDay(year: number): number;
  basketball?: { quarterSeconds: number; quarterPoints: number };
}

export interface LeaguePlan extends CompetitionPlan {
  format: 'league';
  calendar(year: number): RoundCalendar;
}

const times = (day: number, list: string[]): Slot[] => list.map((time) => ({ day, time }));

/**
 * The weekends European leagues play: from the second Saturday of August to late May, less the
 * international breaks (the second weekend of September, October and November): 39 weekends
 * or more in any year. Leagues play the last ones they need, so a shorter season starts later.
 */
function europeanWeekends(year: number): number[] {
  const breaks = new Set([
    nthWeekday(year, 9, SATURDAY, 2),
    nthWeekday(year, 10, SATURDAY, 2),
    nthWeekday(year, 11, SATURDAY, 2),
  ]);
  return weekdaysBetween(nthWeekday(year, 8, SATURDAY, 2), onOrBefore(dayOf(`${year + 1}-05-28`), SATURDAY), [
    SATURDAY,
  ]).filter((day) => !breaks.has(day));
}

/** A European league: one round a weekend, Saturday and Sunday. */
function europeanLeague(code: string, teams: SimTeam[], saturday: string[], sunday: string[]): LeaguePlan {
  const rounds = 2 * (teams.length - 1);
  const perRound = teams.length / 2;
  const slots = [...times(0, saturday), ...times(1, sunday)].slice(0, perRound);
  return {
    code,
    sport: 'football',
    teams,
    timeZone: competitionRow(code).timeZone,
    format: 'league',
    startDay: (year) => europeanWeekends(year).slice(-rounds)[0] ?? 0,
    calendar: (year) => {
      const weekends = europeanWeekends(year);
      const roundDays = weekends.slice(-rounds);
      if (roundDays.length < rounds)
        throw new Error(`${code} ${year}: ${rounds} rounds in ${weekends.length} weekends`);
      return { name: `${year}/${String((year + 1) % 100).padStart(2, '0')}`, roundDays, slotsOf: () => slots };
    },
  };
}

/** The Brasileirão: a calendar-year season, April to early December, rounds on weekends and midweek. */
const brasileirao: LeaguePlan = {
  code: 'bra.1',
  sport: 'football',
  teams: BRASILEIRAO,
  timeZone: 'America/Sao_Paulo',
  format: 'league',
  startDay: (year) => onOrAfter(dayOf(`${year}-03-28`), SATURDAY),
  calendar: (year) => {
    const slots = weekdaysBetween(onOrAfter(dayOf(`${year}-03-28`), SATURDAY), dayOf(`${year}-12-06`), [
      WEDNESDAY,
      SATURDAY,
    ]);
    return {
      name: String(year),
      roundDays: spread(38, slots),
      slotsOf: (day) =>
        weekdayOf(day) === SATURDAY
          ? [
              ...times(0, ['16:00', '18:30', '18:30', '21:00']),
              ...times(1, ['11:00', '16:00', '16:00', '18:30', '20:30', '20:30']),
            ]
          : [
              ...times(0, ['19:00', '19:30', '21:30', '21:30']),
              ...times(1, ['19:00', '19:30', '20:00', '21:30', '21:30', '21:30']),
            ],
    };
  },
};

/**
 * The NBA: a round every three days from late October, eight games one night and seven the
 * next, then a night off: a team's games are at least 44 hours apart, so it never plays twice
 * on one day in any time zone.
 */
const nba: LeaguePlan = {
  code: 'nba',
  sport: 'basketball',
  teams: NBA,
  timeZone: 'America/New_York',
  format: 'league',
  basketball: { quarterSeconds: 720, quarterPoints: 28 },
  startDay: (year) => onOrAfter(dayOf(`${year}-10-20`), TUESDAY),
  calendar: (year) => {
    const first = onOrAfter(dayOf(`${year}-10-20`), TUESDAY);
    return {
      name: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
      roundDays: Array.from({ length: 58 }, (_, round) => first + 3 * round),
      slotsOf: () => [
        ...times(0, ['19:00', '19:00', '19:30', '20:00', '20:00', '21:00', '22:00', '22:30']),
        ...times(1, ['19:00', '19:30', '20:00', '20:00', '21:00', '22:00', '22:30']),
      ],
    };
  },
};

/** The NBB: a round a week from October to May, on Friday and Saturday nights. */
const nbb: LeaguePlan = {
  code: 'nbb',
  sport: 'basketball',
  teams: NBB,
  timeZone: 'America/Sao_Paulo',
  format: 'league',
  basketball: { quarterSeconds: 600, quarterPoints: 20 },
  startDay: (year) => onOrAfter(dayOf(`${year}-10-10`), FRIDAY),
  calendar: (year) => {
    const first = onOrAfter(dayOf(`${year}-10-10`), FRIDAY);
    return {
      name: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
      roundDays: Array.from({ length: 30 }, (_, round) => first + 7 * round),
      slotsOf: () => [
        ...times(0, ['19:00', '19:30', '20:00', '21:00']),
        ...times(1, ['17:00', '18:00', '19:00', '20:00']),
      ],
    };
  },
};

export const LEAGUE_PLANS: readonly LeaguePlan[] = [
  brasileirao,
  europeanLeague(
    'eng.1',
    PREMIER_LEAGUE,
    ['12:30', '15:00', '15:00', '15:00', '17:30'],
    ['14:00', '14:00', '16:30', '19:00', '20:00'],
  ),
  europeanLeague(
    'esp.1',
    LA_LIGA,
    ['14:00', '16:15', '18:30', '18:30', '21:00'],
    ['14:00', '16:15', '18:30', '21:00', '21:00'],
  ),
  europeanLeague(
    'ita.1',
    SERIE_A,
    ['15:00', '18:00', '18:00', '20:45', '20:45'],
    ['12:30', '15:00', '15:00', '18:00', '20:45'],
  ),
  europeanLeague(
    'ger.1',
    BUNDESLIGA,
    ['15:30', '15:30', '15:30', '15:30', '18:30'],
    ['15:30', '17:30', '19:30', '19:30'],
  ),
  europeanLeague('fra.1', LIGUE_1, ['17:00', '19:00', '21:05', '21:05', '21:05'], ['15:00', '17:15', '17:15', '20:45']),
  europeanLeague(
    'por.1',
    PRIMEIRA_LIGA,
    ['15:30', '18:00', '18:00', '20:30', '20:30'],
    ['15:30', '18:00', '20:30', '20:30'],
  ),
  nba,
  nbb,
];

/** The Champions League: a league phase of 36 clubs, then knockout ties (cup-season.ts). */
export const CHAMPIONS_LEAGUE_PLAN: CompetitionPlan = {
  code: 'uefa.cl',
  sport: 'football',
  teams: CHAMPIONS_LEAGUE,
  timeZone: 'Europe/Paris',
  format: 'cup',
  startDay: (year) => nthTuesday(year, 9, 3),
};

function nthTuesday(year: number, month: number, n: number): number {
  return onOrAfter(dayOf(`${year}-${String(month).padStart(2, '0')}-01`), TUESDAY) + 7 * (n - 1);
}

/** The plan of each demo competition, by code. */
export const ALL_PLANS: readonly CompetitionPlan[] = [...LEAGUE_PLANS, CHAMPIONS_LEAGUE_PLAN];
