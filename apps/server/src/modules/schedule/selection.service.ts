// Schedule views of matches, competitions and teams chosen elsewhere (a user's favorites).
import type { CompetitionSummary, MatchSummary } from '@placar/contract/schedule-entities';
import type { Database } from '../../db/client.ts';
import { loadCatalog, summaryOf } from './catalog.ts';
import { localDayRange } from './day-range.ts';
import { countMatches, findMatches } from './match.repository.ts';
import { dayOf } from './match-list.service.ts';
import { matchView, teamView } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import { allCompetitions, teamsByIds } from './reference.repository.ts';

type ScheduleTargetKind = 'match' | 'competition' | 'team';

interface Selection {
  matchIds: readonly number[];
  competitionIds: readonly number[];
  teamIds: readonly number[];
}

export async function scheduleTargetExists(db: Database, kind: ScheduleTargetKind, id: number): Promise<boolean> {
  if (kind === 'match') return (await countMatches(db, { ids: [id] })) > 0;
  if (kind === 'team') return (await teamsByIds(db, [id])).length > 0;
  return (await allCompetitions(db)).some((row) => row.id === id);
}

/** The day's matches (in the viewer's zone) that are selected, or of a selected competition, or with a selected team; by kickoff. */
export async function selectedMatchesOfDay(
  db: Database,
  viewer: Viewer,
  selection: Selection,
  date: string | undefined,
  now: Date,
): Promise<{ date: string; list: MatchSummary[] }> {
  const day = dayOf(date, viewer, now);
  const matchIds = new Set(selection.matchIds);
  const competitionIds = new Set(selection.competitionIds);
  const teamIds = new Set(selection.teamIds);
  if (matchIds.size + competitionIds.size + teamIds.size === 0) return { date: day, list: [] };
  const range = localDayRange(day, viewer.tz);
  const rows = await findMatches(db, { from: range.start, to: range.end });
  const chosen = rows.filter(
    (row) =>
      matchIds.has(row.id) ||
      competitionIds.has(row.competition.id) ||
      teamIds.has(row.home.id) ||
      teamIds.has(row.away.id),
  );
  return { date: day, list: chosen.map((row) => matchView(row, viewer)) };
}

/** Competitions in catalog order (priority, then name); unknown ids are left out. */
export async function competitionSummaries(
  db: Database,
  viewer: Viewer,
  ids: readonly number[],
): Promise<CompetitionSummary[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  const catalog = await loadCatalog(db);
  return catalog.competitions
    .filter((row) => wanted.has(row.id))
    .map((row) => summaryOf(catalog, row, viewer.language));
}

/** Teams by name; unknown ids are left out. */
export async function teamSummaries(
  db: Database,
  viewer: Viewer,
  ids: readonly number[],
): Promise<ReturnType<typeof teamView>[]> {
  return (await teamsByIds(db, ids)).map((row) => teamView(row, viewer.language));
}
