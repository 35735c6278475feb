import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import { CLIENT_ID_PATTERN } from '@placar/contract/visit-id';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { browserFamily } from './browser-family.ts';
import {
  countsByDay,
  deleteEventsBefore,
  durations,
  firstEventOf,
  hasVisitRecord,
  insertVisitEvent,
  liveVisitors,
  top,
} from './visits.repository.ts';

/** A visitor is "live now" with a record in this window whose last record is not a leave record. */
const LIVE_WINDOW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export interface VisitsDeps {
  db: Database;
  clock: Clock;
  retentionDays: number;
}

/** What is kept of a request: never its address, only the country it maps to. */
interface VisitOrigin {
  clientId: string | undefined;
  userId: number | null;
  country: string | null;
  language: Language;
  userAgent: string | undefined;
}

function clientIdOf(value: string | undefined): string {
  if (value === undefined || !CLIENT_ID_PATTERN.test(value)) {
    throw new ApiError(Code.invalidInput, {
      en: 'clientIdentifyId: must be the myCookie identifier (a timestamp and 10 base-36 characters)',
      br: 'clientIdentifyId: deve ser o identificador myCookie (um timestamp e 10 caracteres base-36)',
    });
  }
  return value;
}

/** /user/visitRecord: a visit record once per visit id, a change record per route change. */
export async function recordVisit(
  deps: VisitsDeps,
  input: { req_type: 'visit' | 'change'; visit_id: string; req_router?: string | undefined },
  origin: VisitOrigin,
) {
  const clientId = clientIdOf(origin.clientId);
  // Two tabs share the stored visit id: the second one's visit record is the same visit.
  if (input.req_type === 'visit' && (await hasVisitRecord(deps.db, input.visit_id))) return { recorded: false };
  await insertVisitEvent(deps.db, {
    visitId: input.visit_id,
    clientId,
    userId: origin.userId,
    kind: input.req_type,
    route: input.req_type === 'change' ? (input.req_router ?? null) : null,
    country: origin.country,
    language: origin.language,
    browser: browserFamily(origin.userAgent),
    at: new Date(deps.clock.now()),
  });
  return { recorded: true };
}

/**
 * /user/leaveRecord (a beacon: no headers of ours). It closes a visit this browser started:
 * the visit id must be known with the same client id, so nobody ends another's visit.
 */
export async function recordLeave(
  deps: VisitsDeps,
  input: { visit_id: string; clientidentify_id?: string | undefined },
) {
  const first = await firstEventOf(deps.db, input.visit_id);
  if (first === undefined || first.clientId !== input.clientidentify_id) return { recorded: false };
  await insertVisitEvent(deps.db, {
    visitId: first.visitId,
    clientId: first.clientId,
    userId: first.userId,
    kind: 'leave',
    route: null,
    country: first.country,
    language: first.language,
    browser: first.browser,
    at: new Date(deps.clock.now()),
  });
  return { recorded: true };
}

function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

const round = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : Math.round(seconds * 10) / 10;

/** /admin/visitStats: figures per local day of the caller's zone and over the range. */
export async function visitStatistics(deps: VisitsDeps, input: { from: string; to: string }, tz: string) {
  const { from, to } = input;
  const [counts, times, routes, countries, languages, browsers, liveNow] = await Promise.all([
    countsByDay(deps.db, from, to, tz),
    durations(deps.db, from, to, tz),
    top(deps.db, 'route', 'change', from, to, tz),
    top(deps.db, 'country', 'visit', from, to, tz),
    top(deps.db, 'language', 'visit', from, to, tz),
    top(deps.db, 'browser', 'visit', from, to, tz),
    liveVisitors(deps.db, new Date(deps.clock.now() - LIVE_WINDOW_MS)),
  ]);
  const byDay = new Map(counts.days.map((row) => [row.day, row]));
  return {
    from,
    to,
    tz,
    totals: { ...counts.totals, averageDurationSeconds: round(times.overall) },
    days: eachDay(from, to).map((day) => ({
      day,
      visitors: byDay.get(day)?.visitors ?? 0,
      visits: byDay.get(day)?.visits ?? 0,
      pageViews: byDay.get(day)?.pageViews ?? 0,
      averageDurationSeconds: round(times.byDay.get(day)),
    })),
    topRoutes: routes.map((row) => ({ route: row.value ?? '', count: row.count })),
    topCountries: countries.map((row) => ({ country: row.value ?? 'unknown', count: row.count })),
    topLanguages: languages.map((row) => ({ language: row.value ?? 'unknown', count: row.count })),
    topBrowsers: browsers.map((row) => ({ browser: row.value ?? 'Other', count: row.count })),
    liveNow,
  };
}

/** Drops records older than the retention (VISIT_RETENTION_DAYS). */
export async function pruneVisits(deps: VisitsDeps): Promise<number> {
  return deleteEventsBefore(deps.db, new Date(deps.clock.now() - deps.retentionDays * DAY_MS));
}
