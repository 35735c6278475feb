import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matchIncidents, matches, matchPlayerStats, matchStats, sports } from '../../db/schema.ts';
import { storedResultColumns } from '../result-columns.ts';
import { fromExcluded } from '../../db/upsert.ts';
import type { BoxScoreLine, StoredProgress } from '../provider.ts';
import type { MatchPatch, NewIncident, StoredMatch } from './match-state.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

const storedColumns = {
  id: matches.id,
  externalRef: matches.externalRef,
  sport: sports.code,
  competitionId: matches.competitionId,
  ...storedResultColumns,
  clockSeconds: matches.clockSeconds,
  clockRunning: matches.clockRunning,
  clockAt: matches.clockAt,
  seq: matches.seq,
};

/** The matches named by id or external ref, locked for this transaction. */
export async function lockMatches(
  tx: Transaction,
  ids: number[],
  refs: string[],
): Promise<(StoredMatch & { externalRef: string | null })[]> {
  const conditions = [];
  if (ids.length > 0) conditions.push(inArray(matches.id, ids));
  if (refs.length > 0) conditions.push(inArray(matches.externalRef, refs));
  if (conditions.length === 0) return [];
  const rows = await tx
    .select(storedColumns)
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(or(...conditions))
    .orderBy(matches.id)
    .for('update', { of: matches });
  return rows.map((row) => ({ ...row, sport: row.sport as StoredMatch['sport'] }));
}

/** Writes the new state and returns the new seq. */
export async function saveMatchState(tx: Transaction, id: number, patch: MatchPatch): Promise<number> {
  const [row] = await tx
    .update(matches)
    .set({ ...patch, seq: sql`${matches.seq} + 1`, updatedAt: sql`now()` })
    .where(eq(matches.id, id))
    .returning({ seq: matches.seq });
  if (row === undefined) throw new Error(`match ${id} vanished`);
  return row.seq;
}

export async function insertIncidents(
  tx: Transaction,
  matchId: number,
  incidents: NewIncident[],
): Promise<(NewIncident & { id: number })[]> {
  if (incidents.length === 0) return [];
  const rows = await tx
    .insert(matchIncidents)
    .values(incidents.map((incident) => ({ ...incident, matchId })))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as NewIncident['kind'],
    minute: row.minute,
    extraMinute: row.extraMinute,
    period: row.period,
    side: row.side as NewIncident['side'],
    player: row.player,
    assist: row.assist,
    detail: row.detail,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
  }));
}

/** Writes the statistics and returns those whose value changed (new keys included). */
export async function upsertStats(
  tx: Executor,
  matchId: number,
  stats: { key: string; home: number; away: number }[],
): Promise<{ key: string; home: number; away: number }[]> {
  if (stats.length === 0) return [];
  return tx
    .insert(matchStats)
    .values(stats.map((stat) => ({ matchId, ...stat })))
    .onConflictDoUpdate({
      target: [matchStats.matchId, matchStats.key],
      set: fromExcluded(matchStats, ['home', 'away']),
      // An unchanged value is not written again, so it is not returned as a change.
      setWhere: sql`(${matchStats.home}, ${matchStats.away}) is distinct from (excluded.home, excluded.away)`,
    })
    .returning({ key: matchStats.key, home: matchStats.home, away: matchStats.away });
}

/** One box score line as stored: what the feed left out is 0 (or no number, not a starter). */
export function playerLineRow(
  matchId: number,
  line: BoxScoreLine,
  sortOrder: number,
): typeof matchPlayerStats.$inferInsert {
  return {
    matchId,
    side: line.side,
    name: line.name,
    number: line.number ?? null,
    starter: line.starter ?? false,
    minutes: line.minutes ?? 0,
    points: line.points,
    fgm: line.fgm,
    fga: line.fga,
    tpm: line.tpm,
    tpa: line.tpa,
    ftm: line.ftm,
    fta: line.fta,
    rebounds: line.rebounds,
    assists: line.assists,
    steals: line.steals ?? null,
    blocks: line.blocks ?? null,
    turnovers: line.turnovers ?? null,
    fouls: line.fouls ?? null,
    plusMinus: line.plusMinus ?? null,
    sortOrder,
  };
}

export const LINE_FIELDS = [
  'number',
  'starter',
  'minutes',
  'points',
  'fgm',
  'fga',
  'tpm',
  'tpa',
  'ftm',
  'fta',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
  'plusMinus',
  'sortOrder',
] as const;

/** Writes box score lines (each replaces the stored line of its side and name); returns how many changed. */
export async function upsertPlayerLines(tx: Executor, matchId: number, lines: BoxScoreLine[]): Promise<number> {
  if (lines.length === 0) return 0;
  const order = { home: 0, away: 0 };
  const rows = await tx
    .insert(matchPlayerStats)
    .values(lines.map((line) => playerLineRow(matchId, line, order[line.side]++)))
    .onConflictDoUpdate({
      target: [matchPlayerStats.matchId, matchPlayerStats.side, matchPlayerStats.name],
      set: fromExcluded(matchPlayerStats, [...LINE_FIELDS]),
      setWhere: sql`(${sql.join(
        LINE_FIELDS.map((field) => sql`${matchPlayerStats[field]}`),
        sql`, `,
      )}) is distinct from (${sql.join(
        LINE_FIELDS.map((field) => sql`excluded.${sql.identifier(matchPlayerStats[field].name)}`),
        sql`, `,
      )})`,
    })
    .returning({ name: matchPlayerStats.name });
  return rows.length;
}

/** Status, seq and incident count of the matches with these external refs. */
export async function readProgress(db: Executor, refs: string[]): Promise<Map<string, StoredProgress>> {
  const progress = new Map<string, StoredProgress>();
  for (let start = 0; start < refs.length; start += 1000) {
    const rows = await db
      .select({
        ref: matches.externalRef,
        matchId: matches.id,
        status: matches.status,
        seq: matches.seq,
        incidents: count(matchIncidents.id),
      })
      .from(matches)
      .leftJoin(matchIncidents, eq(matchIncidents.matchId, matches.id))
      .where(inArray(matches.externalRef, refs.slice(start, start + 1000)))
      .groupBy(matches.id);
    for (const row of rows)
      if (row.ref !== null)
        progress.set(row.ref, { matchId: row.matchId, status: row.status, seq: row.seq, incidents: row.incidents });
  }
  return progress;
}
