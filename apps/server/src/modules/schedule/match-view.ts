import { matchPhase, statusText } from '@placar/contract/match-status';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { Language } from '@placar/contract/languages';
import type { CompetitionSummary, MatchScore, MatchSummary, Season } from '@placar/contract/schedule-entities';
import { logoOrCrest } from '../crests/crest-url.ts';
import { localDate, localTime } from './day-range.ts';
import type { MatchRow, TeamRef } from './match.repository.ts';
import type { CompetitionRow, CountryRow, SeasonRow } from './reference.repository.ts';

/** Who is asking: names and texts follow the language, dates and times the zone. */
export interface Viewer {
  language: Language;
  tz: string;
}

/** The Brazilian Portuguese name when asked for and set, else the English one. */
export function nameIn(language: Language, row: { nameEn: string; nameBr: string | null }): string {
  return language === 'br' && row.nameBr !== null && row.nameBr !== '' ? row.nameBr : row.nameEn;
}

export function teamView(team: TeamRef, language: Language) {
  return {
    id: team.id,
    name: nameIn(language, team),
    shortName: team.shortName,
    logo: logoOrCrest('team', team.id, team.logo),
  };
}

function countryView(country: CountryRow | undefined, language: Language) {
  return country === undefined ? null : { id: country.id, code: country.code, name: nameIn(language, country) };
}

export function competitionView(
  row: CompetitionRow,
  country: CountryRow | undefined,
  live: number,
  language: Language,
): CompetitionSummary {
  return {
    id: row.id,
    code: row.code,
    sport: row.sport as Sport,
    name: nameIn(language, row),
    shortName: row.shortName,
    country: countryView(country, language),
    logo: logoOrCrest('competition', row.id, row.logo),
    hot: row.hot,
    live,
  };
}

/** A season that ended (its last day, UTC, has passed) is never current, though it stays its competition's latest. */
export function seasonView(row: SeasonRow, now: Date): Season {
  const current = row.current && row.endsOn >= now.toISOString().slice(0, 10);
  return {
    id: row.id,
    competitionId: row.competitionId,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    current,
  };
}

function clockOf(row: MatchRow) {
  if (row.clockSeconds === null) return null;
  return { seconds: row.clockSeconds, running: row.clockRunning, at: (row.clockAt ?? row.kickoff).toISOString() };
}

function statusOf(row: MatchRow, language: Language) {
  return {
    code: row.status,
    phase: matchPhase(row.sport, row.status),
    text: statusText(row.sport, row.status, language),
  };
}

export function matchView(row: MatchRow, viewer: Viewer): MatchSummary {
  return {
    id: row.id,
    sport: row.sport,
    competition: {
      id: row.competition.id,
      name: nameIn(viewer.language, row.competition),
      shortName: row.competition.shortName,
      logo: logoOrCrest('competition', row.competition.id, row.competition.logo),
    },
    seasonId: row.seasonId,
    round: row.round,
    kickoff: row.kickoff.toISOString(),
    localDate: localDate(row.kickoff, viewer.tz),
    localTime: localTime(row.kickoff, viewer.tz),
    status: statusOf(row, viewer.language),
    clock: clockOf(row),
    home: {
      team: teamView(row.home, viewer.language),
      score: row.homeScore,
      periods: row.homePeriods,
      penalties: row.homePenalties,
    },
    away: {
      team: teamView(row.away, viewer.language),
      score: row.awayScore,
      periods: row.awayPeriods,
      penalties: row.awayPenalties,
    },
    hot: row.hot || row.competition.hot,
    seq: row.seq,
  };
}

export function scoreView(row: MatchRow, language: Language): MatchScore {
  return {
    id: row.id,
    status: statusOf(row, language),
    clock: clockOf(row),
    seq: row.seq,
    home: { score: row.homeScore, periods: row.homePeriods, penalties: row.homePenalties },
    away: { score: row.awayScore, periods: row.awayPeriods, penalties: row.awayPenalties },
  };
}

export function phaseOf(row: MatchRow) {
  return matchPhase(row.sport, row.status);
}

/** Live first, then upcoming, then the rest; by kickoff within each. */
export function byStatus(a: MatchRow, b: MatchRow): number {
  const rank = (row: MatchRow) => ({ live: 0, upcoming: 1, finished: 2 })[phaseOf(row) as 'live'] ?? 3;
  return rank(a) - rank(b) || a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id;
}
