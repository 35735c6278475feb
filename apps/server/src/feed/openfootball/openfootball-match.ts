import { FootballStatus } from '@placar/contract/sports/football-statuses';
import type { Fixture, FixtureTeam } from '../provider.ts';
import { canonicalTeamCode } from '../reference/team-aliases.ts';

/** One match as an openfootball file writes it (after the file's schema accepted it). */
export interface FileMatch {
  round: string;
  date: string;
  time?: string | undefined;
  team1: string;
  team2: string;
  score?:
    | {
        ht?: [number, number] | undefined;
        ft?: [number, number] | undefined;
        et?: [number, number] | undefined;
        p?: [number, number] | undefined;
      }
    | undefined;
  status?: string | undefined;
}

/** Country suffixes of international competitions: "Liverpool FC (ENG)". */
const COUNTRIES: Record<string, string> = {
  ENG: 'ENG',
  ESP: 'ES',
  ITA: 'IT',
  GER: 'DE',
  FRA: 'FR',
  POR: 'PT',
  NED: 'NL',
  BRA: 'BR',
};

/** Matches a file says were not played, by the word it uses: stored with that status and no score. */
const NOT_PLAYED: Record<string, number> = {
  postponed: FootballStatus.postponed,
  cancelled: FootballStatus.canceled,
  canceled: FootballStatus.canceled,
  abandoned: FootballStatus.cut,
};

/** The name without an international suffix: "Liverpool FC (ENG)" is Liverpool FC of England. */
export function splitSuffix(name: string): { name: string; suffix: string | undefined } {
  const suffix = /^(.*?)\s*\(([A-Z]{3})\)$/.exec(name.trim());
  return { name: suffix?.[1] ?? name.trim(), suffix: suffix?.[2] };
}

export function teamOf(name: string, defaultCountry: string | null): FixtureTeam {
  const { name: nameEn, suffix } = splitSuffix(name);
  const country = suffix === undefined ? defaultCountry : (COUNTRIES[suffix] ?? null);
  // "Liverpool FC" is the demo's Liverpool: one team row, so head-to-heads include imported history.
  return { code: canonicalTeamCode(nameEn), nameEn, country };
}

const shownScore = (pair: [number, number]) => `${pair[0]}-${pair[1]}`;

/**
 * The stored result of a match, or why the file's score cannot be one. Results are FT (AET,
 * AP after extra time or penalties) with the half-time split into periods; a match the file
 * marks postponed, cancelled or abandoned gets that status and no score; a match with no score
 * gets no result at all, so an import never erases one stored before.
 */
export function resultOf(match: FileMatch): { result: Fixture['result'] } | { problem: string } {
  const { ht, ft, et, p } = match.score ?? {};
  if (match.status !== undefined) {
    const status = NOT_PLAYED[match.status.trim().toLowerCase()];
    if (status === undefined)
      return { problem: `status "${match.status}" is not one of ${Object.keys(NOT_PLAYED).join(', ')}` };
    if (ft !== undefined || ht !== undefined || et !== undefined || p !== undefined)
      return { problem: `it is ${match.status} but has a score` };
    return {
      result: {
        status,
        home: { score: null, periods: [], penalties: null },
        away: { score: null, periods: [], penalties: null },
      },
    };
  }
  if (ft === undefined) {
    if (ht !== undefined) return { problem: `it has a half-time score (${shownScore(ht)}) but no full-time score` };
    if (et !== undefined || p !== undefined)
      return { problem: 'it has an extra-time or penalty score but no full-time score' };
    return { result: undefined };
  }
  if (ht !== undefined && (ht[0] > ft[0] || ht[1] > ft[1]))
    return { problem: `its half-time score ${shownScore(ht)} is more than its full-time score ${shownScore(ft)}` };
  if (et !== undefined && (et[0] < ft[0] || et[1] < ft[1]))
    return {
      problem: `its score after extra time ${shownScore(et)} is less than its full-time score ${shownScore(ft)}`,
    };
  const final = et ?? ft;
  const side = (index: 0 | 1) => ({
    score: final[index],
    periods:
      ht === undefined ? [] : [ht[index], ft[index] - ht[index], ...(et === undefined ? [] : [et[index] - ft[index]])],
    penalties: p?.[index] ?? null,
  });
  const status =
    p !== undefined
      ? FootballStatus.afterPenalties
      : et !== undefined
        ? FootballStatus.afterExtraTime
        : FootballStatus.fullTime;
  return { result: { status, home: side(0), away: side(1) } };
}
