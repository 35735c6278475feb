import type { Sport } from '@placar/contract/sports/served-sports';
import type { MatchPhase } from '@placar/contract/sports/sport-rules';
import type { CompetitionSummary, MatchSummary } from '@placar/contract/schedule-entities';
import type { Database } from '../../db/client.ts';
import { loadCatalog } from './catalog.ts';
import { countMatches, findMatches } from './match.repository.ts';
import { matchView, phaseOf } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import { groupRows, orderByCompetition } from './match-list.service.ts';

/** Matches other modules show (a live room's bound match) or let hosts pick, through the schedule's own views. */

export async function matchSummaries(
  db: Database,
  ids: readonly number[],
  viewer: Viewer,
): Promise<Map<number, MatchSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await findMatches(db, { ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, matchView(row, viewer)]));
}

/** A match's phase (live, upcoming, finished...), or null when there is no such match. */
export async function matchPhaseOf(db: Database, id: number): Promise<MatchPhase | null> {
  const [row] = await findMatches(db, { ids: [id] });
  return row === undefined ? null : phaseOf(row);
}

/** The live match that kicked off last, so stays live longest (the demo room follows it), or null. */
export async function latestLiveMatch(db: Database, viewer: Viewer): Promise<MatchSummary | null> {
  const [row] = await findMatches(db, { phases: ['live'], order: 'desc', limit: 1 });
  return row === undefined ? null : matchView(row, viewer);
}

export interface MatchSearch {
  phase: 'live' | 'upcoming';
  keyword?: string | undefined;
  sport?: Sport | undefined;
  /** Kickoff window (upcoming matches of the next days). */
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

function filterOf(search: MatchSearch) {
  return {
    phases: [search.phase] as MatchPhase[],
    ...(search.keyword === undefined ? {} : { keyword: search.keyword }),
    ...(search.sport === undefined ? {} : { sport: search.sport }),
    ...(search.from === undefined ? {} : { from: search.from }),
    ...(search.to === undefined ? {} : { to: search.to }),
  };
}

/** Matches of one phase by kickoff, a page of them. */
export async function searchMatches(db: Database, search: MatchSearch, viewer: Viewer) {
  const filter = filterOf(search);
  const [rows, total] = await Promise.all([
    findMatches(db, { ...filter, limit: search.limit, offset: (search.page - 1) * search.limit }),
    countMatches(db, filter),
  ]);
  return { list: rows.map((row) => matchView(row, viewer)), total, page: search.page, limit: search.limit };
}

const MAX_GROUPED = 500;

/** The same matches grouped by competition, popular competitions first; a page counts matches. */
export async function searchMatchGroups(db: Database, search: MatchSearch, viewer: Viewer) {
  const [rows, catalog] = await Promise.all([
    findMatches(db, { ...filterOf(search), limit: MAX_GROUPED }),
    loadCatalog(db),
  ]);
  const ordered = orderByCompetition(rows);
  const pageRows = ordered.slice((search.page - 1) * search.limit, search.page * search.limit);
  const groups: { competition: CompetitionSummary; matches: MatchSummary[] }[] = groupRows(pageRows, catalog, viewer);
  return { groups, total: ordered.length, page: search.page, limit: search.limit };
}

/** What a match's chat room needs: its sport, kickoff and phase (null when there is no such match). */
export async function matchForChat(
  db: Database,
  id: number,
): Promise<{ id: number; sport: Sport; kickoff: Date; phase: MatchPhase } | null> {
  const [row] = await findMatches(db, { ids: [id] });
  return row === undefined ? null : { id: row.id, sport: row.sport, kickoff: row.kickoff, phase: phaseOf(row) };
}
