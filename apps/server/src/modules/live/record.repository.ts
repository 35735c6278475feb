import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { competitions, liveRooms, matches, streamRecords, teams } from '../../db/schema.ts';

export type RecordRow = typeof streamRecords.$inferSelect;

/** Starts a live: a record, and the room open on it, in one transaction. Null when the room was already open. */
export async function startLive(
  db: Database,
  live: { roomId: number; hostId: number; title: string; matchId: number | null; at: Date },
): Promise<number | null> {
  return db
    .transaction(async (tx) => {
      const [record] = await tx
        .insert(streamRecords)
        .values({
          roomId: live.roomId,
          hostId: live.hostId,
          title: live.title,
          matchId: live.matchId,
          startedAt: live.at,
        })
        .returning({ id: streamRecords.id });
      if (record === undefined) throw new Error('record not created');
      const opened = await tx
        .update(liveRooms)
        .set({ currentRecordId: record.id, updatedAt: live.at })
        .where(and(eq(liveRooms.id, live.roomId), isNull(liveRooms.currentRecordId)))
        .returning({ id: liveRooms.id });
      if (opened.length === 0) {
        tx.rollback();
        return null;
      }
      return record.id;
    })
    .catch((error: unknown) => {
      if (error instanceof Error && error.message === 'Rollback') return null;
      throw error;
    });
}

/** Ends a live: the room closed (if that record is still its live) and the record completed. False when it had already ended. */
export async function endLive(
  db: Database,
  end: { roomId: number; recordId: number; at: Date; peakViewers: number; averageViewers: number; reason: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(liveRooms)
      .set({ currentRecordId: null, updatedAt: end.at })
      .where(and(eq(liveRooms.id, end.roomId), eq(liveRooms.currentRecordId, end.recordId)))
      .returning({ id: liveRooms.id });
    if (closed.length === 0) return false;
    await tx
      .update(streamRecords)
      .set({
        endedAt: end.at,
        peakViewers: sql`greatest(${streamRecords.peakViewers}, ${end.peakViewers})`,
        averageViewers: end.averageViewers,
        endReason: end.reason,
      })
      .where(eq(streamRecords.id, end.recordId));
    return true;
  });
}

/** Keeps the peak as it grows, so a restart mid-live loses none of it. */
export async function raisePeak(db: Database, recordId: number, peak: number): Promise<void> {
  await db
    .update(streamRecords)
    .set({ peakViewers: sql`greatest(${streamRecords.peakViewers}, ${peak})` })
    .where(eq(streamRecords.id, recordId));
}

export async function findRecord(db: Database, recordId: number): Promise<RecordRow | undefined> {
  const [row] = await db.select().from(streamRecords).where(eq(streamRecords.id, recordId));
  return row;
}

const homeTeams = alias(teams, 'record_home');
const awayTeams = alias(teams, 'record_away');

interface RecordFilter {
  keyword?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  offset: number;
  limit: number;
}

function recordConditions(hostId: number, filter: Omit<RecordFilter, 'offset' | 'limit'>): SQL | undefined {
  const pattern =
    filter.keyword === undefined || filter.keyword === ''
      ? null
      : `%${filter.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return and(
    eq(streamRecords.hostId, hostId),
    filter.from === undefined ? undefined : gte(streamRecords.startedAt, filter.from),
    filter.to === undefined ? undefined : lt(streamRecords.startedAt, filter.to),
    pattern === null
      ? undefined
      : or(
          ilike(streamRecords.title, pattern),
          ilike(homeTeams.nameEn, pattern),
          ilike(homeTeams.nameBr, pattern),
          ilike(awayTeams.nameEn, pattern),
          ilike(awayTeams.nameBr, pattern),
          ilike(competitions.nameEn, pattern),
          ilike(competitions.nameBr, pattern),
        ),
  );
}

/** A host's records, newest first, with their match's teams and competition joined for the keyword. */
export async function listRecords(
  db: Database,
  hostId: number,
  filter: RecordFilter,
): Promise<{ rows: RecordRow[]; total: number }> {
  const where = recordConditions(hostId, filter);
  const from = () =>
    db
      .select({ record: streamRecords })
      .from(streamRecords)
      .leftJoin(matches, eq(matches.id, streamRecords.matchId))
      .leftJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
      .leftJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
      .leftJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(where);
  const [rows, [totals]] = await Promise.all([
    from().orderBy(desc(streamRecords.startedAt), desc(streamRecords.id)).limit(filter.limit).offset(filter.offset),
    db
      .select({ total: count() })
      .from(streamRecords)
      .leftJoin(matches, eq(matches.id, streamRecords.matchId))
      .leftJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
      .leftJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
      .leftJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.record), total: totals?.total ?? 0 };
}

/** How many lives, how long in all (a live in progress counts up to now), and the best peak. */
export async function recordTotals(db: Database, hostId: number, now: Date) {
  const [row] = await db
    .select({
      streams: count(),
      seconds: sql<number>`coalesce(sum(extract(epoch from (coalesce(${streamRecords.endedAt}, ${now.toISOString()}::timestamptz) - ${streamRecords.startedAt}))), 0)::int`,
      peakViewers: sql<number>`coalesce(max(${streamRecords.peakViewers}), 0)::int`,
    })
    .from(streamRecords)
    .where(eq(streamRecords.hostId, hostId));
  return { streams: row?.streams ?? 0, seconds: row?.seconds ?? 0, peakViewers: row?.peakViewers ?? 0 };
}

/** A live in progress follows its room's title and bound match. */
export async function updateOpenRecord(
  db: Database,
  recordId: number,
  changes: { title?: string; matchId?: number | null },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(streamRecords)
    .set(changes)
    .where(and(eq(streamRecords.id, recordId), isNull(streamRecords.endedAt)));
}
