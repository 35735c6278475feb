import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matchIncidents, matchPlayerStats, teamPlayers, teams } from '../../db/schema.ts';

/** One player: its team's id, name, number and position. */
export async function findPlayer(db: Database, id: number) {
  const [row] = await db
    .select({
      id: teamPlayers.id,
      teamId: teamPlayers.teamId,
      name: teamPlayers.name,
      number: teamPlayers.number,
      position: teamPlayers.position,
    })
    .from(teamPlayers)
    .where(eq(teamPlayers.id, id));
  return row;
}

/** The head coaches of these teams the feed names, by team id. */
export async function coachesOf(db: Database, teamIds: readonly number[]): Promise<Map<number, string>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, coach: teams.coach })
    .from(teams)
    .where(inArray(teams.id, [...teamIds]));
  return new Map(rows.flatMap((row) => (row.coach === null ? [] : [[row.id, row.coach] as const])));
}

/** The squads of these teams, each in the feed's order (starters first). */
export async function squadsOf(db: Database, teamIds: readonly number[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({
      id: teamPlayers.id,
      teamId: teamPlayers.teamId,
      name: teamPlayers.name,
      number: teamPlayers.number,
      position: teamPlayers.position,
    })
    .from(teamPlayers)
    .where(inArray(teamPlayers.teamId, [...teamIds]))
    .orderBy(asc(teamPlayers.teamId), asc(teamPlayers.sortOrder), asc(teamPlayers.name));
}

/** The incidents of these matches, each match's in the order they happened. */
export async function incidentsOfMatches(db: Database, matchIds: readonly number[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({
      matchId: matchIncidents.matchId,
      kind: matchIncidents.kind,
      minute: matchIncidents.minute,
      period: matchIncidents.period,
      side: matchIncidents.side,
      player: matchIncidents.player,
      assist: matchIncidents.assist,
      detail: matchIncidents.detail,
    })
    .from(matchIncidents)
    .where(inArray(matchIncidents.matchId, [...matchIds]))
    .orderBy(
      asc(matchIncidents.matchId),
      sql`${matchIncidents.period} asc nulls first`,
      sql`${matchIncidents.minute} asc nulls first`,
      sql`${matchIncidents.extraMinute} asc nulls first`,
      asc(matchIncidents.id),
    );
}

/** The box score lines of these matches, each side in the feed's order. */
export async function boxLinesOfMatches(db: Database, matchIds: readonly number[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({
      matchId: matchPlayerStats.matchId,
      side: matchPlayerStats.side,
      name: matchPlayerStats.name,
      number: matchPlayerStats.number,
      starter: matchPlayerStats.starter,
      minutes: matchPlayerStats.minutes,
      points: matchPlayerStats.points,
      rebounds: matchPlayerStats.rebounds,
      assists: matchPlayerStats.assists,
    })
    .from(matchPlayerStats)
    .where(inArray(matchPlayerStats.matchId, [...matchIds]))
    .orderBy(asc(matchPlayerStats.matchId), asc(matchPlayerStats.side), asc(matchPlayerStats.sortOrder));
}

/** Every player with its team id: what search matches against. */
export async function allPlayers(db: Database) {
  return db
    .select({ id: teamPlayers.id, teamId: teamPlayers.teamId, name: teamPlayers.name, position: teamPlayers.position })
    .from(teamPlayers)
    .orderBy(asc(teamPlayers.name), asc(teamPlayers.id));
}
