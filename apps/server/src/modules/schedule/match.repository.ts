import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { matchPhase, statusCodes } from '@placar/contract/match-status';
import { servedSports } from '@placar/contract/sports/served-sports';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { MatchPhase } from '@placar/contract/sports/sport-rules';
import type { Database } from '../../db/client.ts';
import { SIMULATOR_SOURCE } from '../../feed/season-owner.ts';
import {
  competitions,
  matchIncidents,
  matches,
  matchPlayerStats,
  matchStats,
  seasons,
  sports,
  teams,
} from '../../db/schema.ts';
import { storedResultColumns } from '../../feed/result-columns.ts';

const homeTeams = alias(teams, 'home_team');
const awayTeams = alias(teams, 'away_team');

const matchColumns = {
  id: matches.id,
  sport: sports.code,
  competitionId: matches.competitionId,
  seasonId: matches.seasonId,
  round: matches.round,
  roundOrder: matches.roundOrder,
  kickoff: matches.kickoff,
  ...storedResultColumns,
  clockSeconds: matches.clockSeconds,
  clockRunning: matches.clockRunning,
  clockAt: matches.clockAt,
  venue: matches.venue,
  hot: matches.hot,
  seq: matches.seq,
  competition: {
    id: competitions.id,
    nameEn: competitions.nameEn,
    nameBr: competitions.nameBr,
    shortName: competitions.shortName,
    logo: competitions.logo,
    hot: competitions.hot,
    priority: competitions.priority,
    countryId: competitions.countryId,
  },
  home: {
    id: homeTeams.id,
    nameEn: homeTeams.nameEn,
    nameBr: homeTeams.nameBr,
    shortName: homeTeams.shortName,
    logo: homeTeams.logo,
  },
  away: {
    id: awayTeams.id,
    nameEn: awayTeams.nameEn,
    nameBr: awayTeams.nameBr,
    shortName: awayTeams.shortName,
    logo: awayTeams.logo,
  },
};

type Selected = Awaited<ReturnType<typeof selectMatches>>[number];
export type MatchRow = Omit<Selected, 'sport'> & { sport: Sport };
export type TeamRef = MatchRow['home'];

interface MatchFilter {
  ids?: readonly number[];
  /** Kickoff at or after. */
  from?: Date;
  /** Kickoff before. */
  to?: Date;
  sport?: Sport;
  competitionId?: number;
  seasonId?: number;
  round?: string;
  countryId?: number;
  /** Either side is one of these teams. */
  teamId?: number;
  /** The two teams met, either way round. */
  pair?: readonly [number, number];
  exceptId?: number;
  /** Only matches of seasons a real source owns (an import, a vendor, the feed call), none the simulator's. */
  realOnly?: boolean;
  phases?: readonly MatchPhase[];
  /** Hot matches or matches of hot competitions. */
  hot?: boolean;
  /** Part of a team or competition name, in either language. */
  keyword?: string;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

function codesOf(sport: Sport, phases: readonly MatchPhase[]): number[] {
  return statusCodes(sport).filter((code) => phases.includes(matchPhase(sport, code)));
}

/** Matches whose status is in one of the phases, for each sport's own codes. */
function phaseCondition(phases: readonly MatchPhase[]): SQL {
  const bySport = servedSports().map((sport) => {
    const codes = codesOf(sport, phases);
    return codes.length === 0 ? sql`false` : and(eq(sports.code, sport), inArray(matches.status, codes));
  });
  return or(...bySport) ?? sql`false`;
}

function keywordCondition(keyword: string): SQL | undefined {
  const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const columns = [
    homeTeams.nameEn,
    homeTeams.nameBr,
    homeTeams.shortName,
    awayTeams.nameEn,
    awayTeams.nameBr,
    awayTeams.shortName,
    competitions.nameEn,
    competitions.nameBr,
  ];
  return or(...columns.map((column) => ilike(column, pattern)));
}

function conditions(filter: MatchFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.ids === undefined ? undefined : filter.ids.length === 0 ? sql`false` : inArray(matches.id, [...filter.ids]),
    filter.from === undefined ? undefined : gte(matches.kickoff, filter.from),
    filter.to === undefined ? undefined : lt(matches.kickoff, filter.to),
    filter.sport === undefined ? undefined : eq(sports.code, filter.sport),
    filter.competitionId === undefined ? undefined : eq(matches.competitionId, filter.competitionId),
    filter.seasonId === undefined ? undefined : eq(matches.seasonId, filter.seasonId),
    filter.round === undefined ? undefined : eq(matches.round, filter.round),
    filter.countryId === undefined ? undefined : eq(competitions.countryId, filter.countryId),
    filter.teamId === undefined
      ? undefined
      : or(eq(matches.homeTeamId, filter.teamId), eq(matches.awayTeamId, filter.teamId)),
    filter.pair === undefined
      ? undefined
      : or(
          and(eq(matches.homeTeamId, filter.pair[0]), eq(matches.awayTeamId, filter.pair[1])),
          and(eq(matches.homeTeamId, filter.pair[1]), eq(matches.awayTeamId, filter.pair[0])),
        ),
    filter.exceptId === undefined ? undefined : ne(matches.id, filter.exceptId),
    filter.realOnly === true
      ? sql`${matches.seasonId} in (select ${seasons.id} from ${seasons} where ${seasons.source} <> ${SIMULATOR_SOURCE})`
      : undefined,
    filter.phases === undefined ? undefined : phaseCondition(filter.phases),
    filter.hot === true ? or(eq(matches.hot, true), eq(competitions.hot, true)) : undefined,
    filter.keyword === undefined || filter.keyword === '' ? undefined : keywordCondition(filter.keyword),
  ];
  return and(...parts);
}

function selectMatches(db: Database, filter: MatchFilter) {
  const order =
    filter.order === 'desc' ? [desc(matches.kickoff), desc(matches.id)] : [asc(matches.kickoff), asc(matches.id)];
  const query = db
    .select(matchColumns)
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(conditions(filter))
    .orderBy(...order);
  const limited = filter.limit === undefined ? query : query.limit(filter.limit);
  return filter.offset === undefined ? limited : limited.offset(filter.offset);
}

/** Matches with their sport, competition and teams, by kickoff. */
export async function findMatches(db: Database, filter: MatchFilter): Promise<MatchRow[]> {
  return (await selectMatches(db, filter)) as MatchRow[];
}

export async function countMatches(db: Database, filter: MatchFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(conditions(filter));
  return row?.total ?? 0;
}

/** Live matches per competition, all days. */
export async function liveCounts(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ competitionId: matches.competitionId, live: count() })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(phaseCondition(['live']))
    .groupBy(matches.competitionId);
  return new Map(rows.map((row) => [row.competitionId, row.live]));
}

/** A season's rounds in their order. */
export async function roundsOf(db: Database, seasonId: number): Promise<string[]> {
  const rows = await db
    .select({
      round: matches.round,
      order: sql<number>`min(coalesce(${matches.roundOrder}, 0))`,
      first: sql<Date>`min(${matches.kickoff})`,
    })
    .from(matches)
    .where(and(eq(matches.seasonId, seasonId), sql`${matches.round} is not null`))
    .groupBy(matches.round)
    .orderBy(sql`2`, sql`3`);
  return rows.map((row) => row.round ?? '');
}

export async function incidentsOf(db: Database, matchId: number) {
  return db
    .select()
    .from(matchIncidents)
    .where(eq(matchIncidents.matchId, matchId))
    .orderBy(
      sql`${matchIncidents.period} asc nulls first`,
      sql`${matchIncidents.minute} asc nulls first`,
      sql`${matchIncidents.extraMinute} asc nulls first`,
      asc(matchIncidents.id),
    );
}

export async function statsOf(db: Database, matchId: number) {
  return db.select().from(matchStats).where(eq(matchStats.matchId, matchId)).orderBy(asc(matchStats.key));
}

/** A match's box score lines, each side in the order the feed sent (starters first). */
export async function playerLinesOf(db: Database, matchId: number) {
  return db
    .select()
    .from(matchPlayerStats)
    .where(eq(matchPlayerStats.matchId, matchId))
    .orderBy(asc(matchPlayerStats.side), asc(matchPlayerStats.sortOrder));
}

/** Teams that play in a season, home or away. */
export async function teamsOfSeason(db: Database, seasonId: number) {
  const ids = db
    .select({ id: matches.homeTeamId })
    .from(matches)
    .where(eq(matches.seasonId, seasonId))
    .union(db.select({ id: matches.awayTeamId }).from(matches).where(eq(matches.seasonId, seasonId)));
  const rows = await db.select().from(teams).where(inArray(teams.id, ids));
  return rows;
}

/** The current seasons a team plays in. */
export async function currentSeasonsOfTeam(db: Database, teamId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: matches.seasonId })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(and(eq(seasons.current, true), or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId))));
  return rows.map((row) => row.id);
}
