import type { Sport } from '@placar/contract/sports/served-sports';
import { zonedTimeToUtc } from '../../openfootball/zoned-time.ts';
import type { Fixture } from '../../provider.ts';
import type { SimTeam } from '../../reference/simulated-teams.ts';
import type { Random } from '../random.ts';
import { coachOf, squadOf } from '../squads.ts';
import type { CompetitionPlan } from './competition-plans.ts';
import { dateOf } from './season-calendar.ts';

/** A demo fixture and what the simulator needs to play it. */
export interface SimulatedFixture extends Fixture {
  sport: Sport;
  homeTeam: SimTeam;
  awayTeam: SimTeam;
  /** A cup tie: a draw goes to extra time, then penalties. */
  knockout: boolean;
  basketball?: { quarterSeconds: number; quarterPoints: number };
  /** Never postponed nor interrupted (club friendlies: the demo counts on them to always have a match live). */
  alwaysPlayed?: true;
  /** A replay of a postponed match, or a match of a league's last rounds: no later date is left to play it on, so it is never called off. */
  neverPostponed?: true;
}

export interface SeasonInfo {
  name: string;
  startsOn: string;
  endsOn: string;
}

/** The fixture of one match: teams carry their colours and squad, so the feed stores both. */
export function makeFixture(
  seed: string,
  plan: Pick<CompetitionPlan, 'code' | 'sport' | 'timeZone' | 'basketball'>,
  season: SeasonInfo,
  match: {
    round: string | null;
    roundOrder: number | null;
    day: number;
    time: string;
    home: SimTeam;
    away: SimTeam;
    knockout: boolean;
    refKey: string;
    alwaysPlayed?: true;
    neverPostponed?: true;
  },
): SimulatedFixture {
  const team = (simTeam: SimTeam) => ({
    code: simTeam.code,
    nameEn: simTeam.nameEn,
    nameBr: simTeam.nameBr,
    shortName: simTeam.shortName,
    country: simTeam.country,
    colors: simTeam.colors,
    coach: coachOf(seed, simTeam, plan.sport),
    squad: squadOf(seed, simTeam, plan.sport),
  });
  return {
    externalRef: `sim:${plan.code}:${season.name}:${match.refKey}:${match.home.code}:${match.away.code}`,
    competitionCode: plan.code,
    season,
    round: match.round,
    roundOrder: match.roundOrder,
    kickoff: zonedTimeToUtc(dateOf(match.day), match.time, plan.timeZone),
    home: team(match.home),
    away: team(match.away),
    hot: (match.home.strength + match.away.strength) / 2 >= 80,
    sport: plan.sport,
    homeTeam: match.home,
    awayTeam: match.away,
    knockout: match.knockout,
    ...(plan.basketball === undefined ? {} : { basketball: plan.basketball }),
    ...(match.alwaysPlayed === undefined ? {} : { alwaysPlayed: match.alwaysPlayed }),
    ...(match.neverPostponed === undefined ? {} : { neverPostponed: match.neverPostponed }),
  };
}

/** Fisher-Yates with the seeded random: the same seed, the same order. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}
