import { isSport } from '@placar/contract/sports/served-sports';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { z } from 'zod';
import { MATCH_TABS } from '@placar/contract/match-tabs';
import type { CallData } from '@placar/contract/call';
import type {
  countryScheduleList,
  countryScore,
  list,
  listFilter,
  mobilList,
  mobilListScore,
} from '@placar/contract/calls/schedule';
import type { TabCounts } from '@placar/contract/schedule-entities';
import type { Database } from '../../db/client.ts';
import type { InputOf } from './call-types.ts';
import { countryOrWorld, liveTotal, loadCatalog, requireCompetition, requireCountry, summaryOf } from './catalog.ts';
import type { Catalog } from './catalog.ts';
import { localDate, localDayRange, nextDay } from './day-range.ts';
import { findMatches } from './match.repository.ts';
import type { MatchRow } from './match.repository.ts';
import { matchView, nameIn, phaseOf, scoreView } from './match-view.ts';
import type { Viewer } from './match-view.ts';

type Tab = (typeof MATCH_TABS)[number];
type GroupedMatches = z.infer<(typeof mobilList)['data']>['groups'][number];

const otherTabTests: Record<Exclude<Tab, Sport>, (row: MatchRow) => boolean> = {
  all: () => true,
  hot: (row) => row.hot || row.competition.hot,
  finish: (row) => phaseOf(row) === 'finished',
  inplay: (row) => phaseOf(row) === 'live',
  upcoming: (row) => phaseOf(row) === 'upcoming',
};

/** A sport's tab holds that sport's matches; the other tabs test hot and phase. */
const tabTests = Object.fromEntries(
  MATCH_TABS.map((tab) => [tab, isSport(tab) ? (row: MatchRow) => row.sport === tab : otherTabTests[tab]]),
) as Record<Tab, (row: MatchRow) => boolean>;

function countTabs(rows: readonly MatchRow[]): TabCounts {
  const counts = Object.fromEntries(MATCH_TABS.map((tab) => [tab, 0])) as TabCounts;
  for (const row of rows) for (const tab of MATCH_TABS) if (tabTests[tab](row)) counts[tab] += 1;
  return counts;
}

/** The day asked for, else today in the caller's zone. */
export function dayOf(date: string | undefined, viewer: Viewer, now: Date): string {
  return date ?? localDate(now, viewer.tz);
}

async function matchesOfDay(
  db: Database,
  day: string,
  viewer: Viewer,
  filter: { sport?: Sport; countryId?: number } = {},
) {
  const range = localDayRange(day, viewer.tz);
  return findMatches(db, { from: range.start, to: range.end, ...filter });
}

/** Competition by competition (priority, then the first kickoff), each by kickoff. */
export function orderByCompetition(rows: readonly MatchRow[]): MatchRow[] {
  const first = new Map<number, number>();
  for (const row of rows)
    first.set(row.competition.id, Math.min(first.get(row.competition.id) ?? Infinity, row.kickoff.getTime()));
  const key = (row: MatchRow) => first.get(row.competition.id) ?? 0;
  return [...rows].sort(
    (a, b) =>
      a.competition.priority - b.competition.priority ||
      key(a) - key(b) ||
      a.competition.id - b.competition.id ||
      a.kickoff.getTime() - b.kickoff.getTime() ||
      a.id - b.id,
  );
}

export function groupRows(rows: readonly MatchRow[], catalog: Catalog, viewer: Viewer): GroupedMatches[] {
  const groups: GroupedMatches[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group === undefined || group.competition.id !== row.competition.id) {
      group = {
        competition: summaryOf(catalog, requireCompetition(catalog, row.competition.id), viewer.language),
        matches: [],
      };
      groups.push(group);
    }
    group.matches.push(matchView(row, viewer));
  }
  return groups;
}

export async function mobilListData(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof mobilList>,
  now: Date,
): Promise<CallData<typeof mobilList>> {
  const date = dayOf(input.date, viewer, now);
  const [rows, catalog] = await Promise.all([matchesOfDay(db, date, viewer), loadCatalog(db)]);
  const shown = orderByCompetition(rows.filter(tabTests[input.tab]));
  const pageRows = shown.slice((input.page - 1) * input.limit, input.page * input.limit);
  return {
    date,
    tab: input.tab,
    counts: countTabs(rows),
    live_num: liveTotal(catalog),
    groups: groupRows(pageRows, catalog, viewer),
    total: shown.length,
    page: input.page,
    limit: input.limit,
  };
}

export async function mobilListScoreData(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof mobilListScore>,
): Promise<CallData<typeof mobilListScore>> {
  const rows = await findMatches(db, { ids: input.ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    list: input.ids.flatMap((id) => (byId.has(id) ? [scoreView(byId.get(id) as MatchRow, viewer.language)] : [])),
  };
}

export async function listData(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof list>,
  now: Date,
): Promise<CallData<typeof list>> {
  if (input.competitionId !== undefined) requireCompetition(await loadCatalog(db), input.competitionId);
  const day = dayOf(input.date, viewer, now);
  const rows = (await matchesOfDay(db, day, viewer, input.sport === undefined ? {} : { sport: input.sport })).filter(
    (row) =>
      tabTests[input.tab](row) && (input.competitionId === undefined || row.competition.id === input.competitionId),
  );
  const pageRows = rows.slice((input.page - 1) * input.limit, input.page * input.limit);
  return {
    list: pageRows.map((row) => matchView(row, viewer)),
    total: rows.length,
    page: input.page,
    limit: input.limit,
  };
}

const DAYS_AROUND = 3;

export async function listFilterData(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof listFilter>,
  now: Date,
): Promise<CallData<typeof listFilter>> {
  const day = dayOf(input.date, viewer, now);
  const from = localDayRange(nextDay(day, -DAYS_AROUND), viewer.tz).start;
  const to = localDayRange(nextDay(day, DAYS_AROUND), viewer.tz).end;
  const [rows, catalog] = await Promise.all([findMatches(db, { from, to }), loadCatalog(db)]);
  const ofSport = rows.filter((row) => input.sport === undefined || row.sport === input.sport);
  const ofDay = ofSport.filter((row) => localDate(row.kickoff, viewer.tz) === day);
  const dates = Array.from({ length: DAYS_AROUND * 2 + 1 }, (_, index) => nextDay(day, index - DAYS_AROUND));
  const competitions = new Map<number, number>();
  for (const row of orderByCompetition(ofDay))
    competitions.set(row.competition.id, (competitions.get(row.competition.id) ?? 0) + 1);
  return {
    sports: catalog.sports.map((sport) => ({
      sport: sport.code as Sport,
      name: nameIn(viewer.language, sport),
      count: rows.filter((row) => row.sport === sport.code && localDate(row.kickoff, viewer.tz) === day).length,
    })),
    dates: dates.map((date) => ({
      date,
      count: ofSport.filter((row) => localDate(row.kickoff, viewer.tz) === date).length,
    })),
    competitions: [...competitions].map(([id, count]) => ({
      id,
      name: nameIn(viewer.language, requireCompetition(catalog, id)),
      count,
    })),
  };
}

export async function countryScheduleListData(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof countryScheduleList>,
  now: Date,
): Promise<CallData<typeof countryScheduleList>> {
  const date = dayOf(input.date, viewer, now);
  const [rows, catalog] = await Promise.all([
    matchesOfDay(db, date, viewer, input.sport === undefined ? {} : { sport: input.sport }),
    loadCatalog(db),
  ]);
  // The competitions in home's order (priority, then first kick-off), each under its country: a
  // country comes again when its competitions are not next to each other in that order. Sorted
  // by country name, /br opened on the Bundesliga (issue 34, decision 0136).
  const runs: MatchRow[][] = [];
  for (const row of orderByCompetition(rows)) {
    const run = runs.at(-1);
    if (run !== undefined && run[0]?.competition.countryId === row.competition.countryId) run.push(row);
    else runs.push([row]);
  }
  const list = runs.map((countryRows) => ({
    country: countryOrWorld(catalog, countryRows[0]?.competition.countryId ?? null, viewer.language),
    competitions: groupRows(countryRows, catalog, viewer),
  }));
  return { date, list };
}

export async function countryScoreData(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof countryScore>,
  now: Date,
): Promise<CallData<typeof countryScore>> {
  const catalog = await loadCatalog(db);
  requireCountry(catalog, input.countryId);
  const date = dayOf(input.date, viewer, now);
  const rows = await matchesOfDay(db, date, viewer, { countryId: input.countryId });
  return {
    country: countryOrWorld(catalog, input.countryId, viewer.language),
    date,
    list: rows.map((row) => scoreView(row, viewer.language)),
  };
}
