import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { visitEvents } from '../../db/schema.ts';

type NewVisitEvent = typeof visitEvents.$inferInsert;

export async function insertVisitEvent(db: Database, row: NewVisitEvent): Promise<void> {
  await db.insert(visitEvents).values(row);
}

/** The first record of a visit (its visit record, or its first change when that was lost). */
export async function firstEventOf(db: Database, visitId: string) {
  const [row] = await db
    .select()
    .from(visitEvents)
    .where(eq(visitEvents.visitId, visitId))
    .orderBy(asc(visitEvents.at), asc(visitEvents.id))
    .limit(1);
  return row;
}

export async function hasVisitRecord(db: Database, visitId: string): Promise<boolean> {
  const rows = await db
    .select({ id: visitEvents.id })
    .from(visitEvents)
    .where(and(eq(visitEvents.visitId, visitId), eq(visitEvents.kind, 'visit')))
    .limit(1);
  return rows.length > 0;
}

export async function deleteEventsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(visitEvents).where(lt(visitEvents.at, before)).returning({ id: visitEvents.id });
  return deleted.length;
}

/** Bounds of a range of local days: [from 00:00, the day after `to` 00:00) in the zone, as SQL. */
function range(from: string, to: string, tz: string) {
  const start = sql`(${from}::date)::timestamp at time zone ${tz}`;
  const end = sql`((${to}::date + 1))::timestamp at time zone ${tz}`;
  return { start, end, within: sql`${visitEvents.at} >= ${start} and ${visitEvents.at} < ${end}` };
}

const day = (tz: string) => sql<string>`to_char(${visitEvents.at} at time zone ${tz}, 'YYYY-MM-DD')`;

interface Figures {
  visitors: number;
  visits: number;
  pageViews: number;
}

/** Visitors, visits and page views per local day, and over the whole range. */
export async function countsByDay(db: Database, from: string, to: string, tz: string) {
  const { within } = range(from, to, tz);
  const columns = {
    visitors:
      sql<number>`count(distinct ${visitEvents.clientId}) filter (where ${visitEvents.kind} in ('visit', 'change'))`.mapWith(
        Number,
      ),
    visits: sql<number>`count(*) filter (where ${visitEvents.kind} = 'visit')`.mapWith(Number),
    pageViews: sql<number>`count(*) filter (where ${visitEvents.kind} = 'change')`.mapWith(Number),
  };
  const [days, [totals]] = await Promise.all([
    db
      .select({ day: day(tz), ...columns })
      .from(visitEvents)
      .where(within)
      // By position: the zone is a parameter, so the same expression twice would be two to PostgreSQL.
      .groupBy(sql`1`),
    db.select(columns).from(visitEvents).where(within),
  ]);
  return { days, totals: (totals ?? { visitors: 0, visits: 0, pageViews: 0 }) satisfies Figures };
}

/**
 * Average seconds from a visit record to the last leave record of that visit, by the local
 * day the visit started, and over the range (visits without a leave record are left out).
 */
export async function durations(db: Database, from: string, to: string, tz: string) {
  const { start, end } = range(from, to, tz);
  const result = await db.execute<{ day: string | null; average: string | null }>(sql`
    with starts as (
      select ${visitEvents.visitId} as visit_id, min(${visitEvents.at}) as started
      from ${visitEvents}
      where ${visitEvents.kind} = 'visit' and ${visitEvents.at} >= ${start} and ${visitEvents.at} < ${end}
      group by ${visitEvents.visitId}
    ), ends as (
      select ${visitEvents.visitId} as visit_id, max(${visitEvents.at}) as ended
      from ${visitEvents}
      where ${visitEvents.kind} = 'leave' and ${visitEvents.visitId} in (select visit_id from starts)
      group by ${visitEvents.visitId}
    )
    select to_char(started at time zone ${tz}, 'YYYY-MM-DD') as day, avg(extract(epoch from ended - started))::text as average
    from starts join ends using (visit_id)
    where ended >= started
    group by rollup (1)`);
  const byDay = new Map<string, number>();
  let overall: number | null = null;
  for (const row of result.rows) {
    if (row.average === null) continue;
    if (row.day === null) overall = Number(row.average);
    else byDay.set(row.day, Number(row.average));
  }
  return { byDay, overall };
}

/** The most frequent values of a column among records of one kind in the range. */
export async function top(
  db: Database,
  column: 'route' | 'country' | 'language' | 'browser',
  kind: 'visit' | 'change',
  from: string,
  to: string,
  tz: string,
  limit = 10,
) {
  const { within } = range(from, to, tz);
  const value = visitEvents[column];
  return db
    .select({ value: sql<string | null>`${value}`, count: sql<number>`count(*)`.mapWith(Number) })
    .from(visitEvents)
    .where(and(within, eq(visitEvents.kind, kind)))
    .groupBy(value)
    .orderBy(sql`count(*) desc`, asc(value))
    .limit(limit);
}

/** Visitors whose latest record in the last window is not a leave record. */
export async function liveVisitors(db: Database, since: Date): Promise<number> {
  const result = await db.execute<{ visitors: string }>(sql`
    select count(distinct client_id)::text as visitors from (
      select distinct on (${visitEvents.visitId}) ${visitEvents.clientId} as client_id, ${visitEvents.kind} as kind
      from ${visitEvents}
      where ${visitEvents.at} > ${since}
      order by ${visitEvents.visitId}, ${visitEvents.at} desc, ${visitEvents.id} desc
    ) latest
    where kind <> 'leave'`);
  return Number(result.rows[0]?.visitors ?? 0);
}
