import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matchIncidents, matches, matchStats, sports } from '../../db/schema.ts';
import { fromExcluded } from '../../db/upsert.ts';
import type { StoredProgress } from '../provider.ts';
import type { MatchPatch, NewIncident, StoredMatch } from './match-state.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

const storedColumns = {
  id: matches.id,
  externalRef: matches.externalRef,
  sport: sports.code,
  competitionId: matches.competitionId,
  status: matches.status,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homePeriods: matches.homePeriods,
  awayPeriods: matches.awayPeriods,
  homePenalties: matches.homePenalties,
  awayPenalties: matches.awayPenalties,
  clockSeconds: matches.clockSeconds,
  clockRunning: matches.clockRunning,
  clockAt: matches.clockAt,
  seq: matches.seq,
};

/** The matches named by id or external ref, locked for this transaction. */
export async function lockMatches(tx: Transaction, ids: number[], refs: string[]): Promise<(StoredMatch & { externalRef: string | null })[]> {
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

export async function insertIncidents(tx: Transaction, matchId: number, incidents: NewIncident[]): Promise<(NewIncident & { id: number })[]> {
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
    detail: row.detail,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
  }));
}

export async function upsertStats(tx: Transaction, matchId: number, stats: { key: string; home: number; away: number }[]): Promise<void> {
  if (stats.length === 0) return;
  await tx
    .insert(matchStats)
    .values(stats.map((stat) => ({ matchId, ...stat })))
    .onConflictDoUpdate({ target: [matchStats.matchId, matchStats.key], set: fromExcluded(matchStats, ['home', 'away']) });
}

/** Status, seq and incident count of the matches with these external refs. */
export async function readProgress(db: Executor, refs: string[]): Promise<Map<string, StoredProgress>> {
  const progress = new Map<string, StoredProgress>();
  for (let start = 0; start < refs.length; start += 1000) {
    const rows = await db
      .select({ ref: matches.externalRef, matchId: matches.id, status: matches.status, seq: matches.seq, incidents: count(matchIncidents.id) })
      .from(matches)
      .leftJoin(matchIncidents, eq(matchIncidents.matchId, matches.id))
      .where(inArray(matches.externalRef, refs.slice(start, start + 1000)))
      .groupBy(matches.id);
    for (const row of rows) if (row.ref !== null) progress.set(row.ref, { matchId: row.matchId, status: row.status, seq: row.seq, incidents: row.incidents });
  }
  return progress;
}
