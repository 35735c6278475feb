import type { CallData } from '@placar/contract/call';
import type {
  competitionScheduleList,
  listInCompetition,
  listInCompetitionSort,
  seasonScheduleList,
  seasonSelection,
  tabListInCompetition,
  tabListInCompetitionSort,
} from '@placar/contract/calls/schedule';
import type { Database } from '../../db/client.ts';
import type { InputOf } from './call-types.ts';
import { loadCatalog, notFound, requireCompetition, summaryOf } from './catalog.ts';
import { localDate } from './day-range.ts';
import { findMatches, roundsOf } from './match.repository.ts';
import type { MatchRow } from './match.repository.ts';
import { byStatus, matchView, phaseOf, scoreView, seasonView } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import { findSeason, seasonsOf } from './reference.repository.ts';
import type { SeasonRow } from './reference.repository.ts';

export async function requireSeason(db: Database, seasonId: number): Promise<SeasonRow> {
  const season = await findSeason(db, seasonId);
  if (season === undefined) throw notFound(`Season ${seasonId} not found`, `Temporada ${seasonId} não encontrada`);
  return season;
}

/** The season asked for (it must be the competition's), else the current one, else the newest. */
async function resolveSeason(db: Database, competitionId: number, seasonId: number | undefined): Promise<SeasonRow> {
  if (seasonId !== undefined) {
    const season = await requireSeason(db, seasonId);
    if (season.competitionId !== competitionId) {
      throw notFound(
        `Season ${seasonId} not found in competition ${competitionId}`,
        `Temporada ${seasonId} não encontrada na competição ${competitionId}`,
      );
    }
    return season;
  }
  const seasons = await seasonsOf(db, competitionId);
  const season = seasons.find((row) => row.current) ?? seasons[0];
  if (season === undefined)
    throw notFound(`Competition ${competitionId} has no season`, `A competição ${competitionId} não tem temporada`);
  return season;
}

/** The round being played: one with a live match, else the next unplayed match's, else the last. */
function currentRound(rows: readonly MatchRow[], rounds: readonly string[]): string | null {
  const live = rows.find((row) => phaseOf(row) === 'live' && row.round !== null);
  if (live !== undefined) return live.round;
  const next = rows.find((row) => phaseOf(row) === 'upcoming' && row.round !== null);
  return next?.round ?? rounds.at(-1) ?? null;
}

function paged(rows: MatchRow[], viewer: Viewer, page: number, limit: number) {
  return {
    list: rows.slice((page - 1) * limit, page * limit).map((row) => matchView(row, viewer)),
    total: rows.length,
    page,
    limit,
  };
}

export async function competitionSchedule(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof competitionScheduleList>,
): Promise<CallData<typeof competitionScheduleList>> {
  requireCompetition(await loadCatalog(db), input.competitionId);
  const season = await resolveSeason(db, input.competitionId, input.seasonId);
  return paged(await findMatches(db, { seasonId: season.id }), viewer, input.page, input.limit);
}

/**
 * A season without rounds (basketball) is shown a day at a time: its "rounds" are the days
 * with games in the caller's zone, opening at a day with a live game, else today, else the
 * next day with a game, else the last.
 */
export function currentDay(rows: readonly MatchRow[], days: readonly string[], tz: string, now: Date): string | null {
  const live = rows.find((row) => phaseOf(row) === 'live');
  if (live !== undefined) return localDate(live.kickoff, tz);
  const today = localDate(now, tz);
  if (days.includes(today)) return today;
  return days.find((day) => day > today) ?? days.at(-1) ?? null;
}

async function roundOfCompetition(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof listInCompetitionSort>,
  now: Date,
) {
  const catalog = await loadCatalog(db);
  const competition = requireCompetition(catalog, input.competitionId);
  const season = await resolveSeason(db, input.competitionId, input.seasonId);
  const [rows, named] = await Promise.all([findMatches(db, { seasonId: season.id }), roundsOf(db, season.id)]);
  const byDay = named.length === 0;
  const rounds = byDay ? [...new Set(rows.map((row) => localDate(row.kickoff, viewer.tz)))] : named;
  if (input.round !== undefined && !rounds.includes(input.round)) {
    throw notFound(
      `Round ${input.round} not found in season ${season.id}`,
      `Rodada ${input.round} não encontrada na temporada ${season.id}`,
    );
  }
  const round = input.round ?? (byDay ? currentDay(rows, rounds, viewer.tz, now) : currentRound(rows, rounds));
  const shown = rows.filter(
    (row) => round === null || (byDay ? localDate(row.kickoff, viewer.tz) : row.round) === round,
  );
  if (input.sort === 'status') shown.sort(byStatus);
  return {
    competition: summaryOf(catalog, competition, viewer.language),
    season: seasonView(season, now),
    rounds,
    round,
    rows: shown,
  };
}

export async function competitionRound(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof listInCompetitionSort>,
  now: Date,
): Promise<CallData<typeof listInCompetition>> {
  const { rows, ...rest } = await roundOfCompetition(db, viewer, input, now);
  return { ...rest, list: rows.map((row) => matchView(row, viewer)) };
}

export async function competitionRoundScores(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof listInCompetition>,
  now: Date,
) {
  const { rows } = await roundOfCompetition(db, viewer, { ...input, sort: 'time' }, now);
  return { list: rows.map((row) => scoreView(row, viewer.language)) };
}

/** Without a sort, results read newest first and the rest by kickoff; `time` is kickoff order, `status` live first. */
export async function competitionTab(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof tabListInCompetition> & { sort?: InputOf<typeof tabListInCompetitionSort>['sort'] },
): Promise<CallData<typeof tabListInCompetition>> {
  requireCompetition(await loadCatalog(db), input.competitionId);
  const season = await resolveSeason(db, input.competitionId, input.seasonId);
  const phase = input.tab === 'fixtures' ? 'upcoming' : input.tab === 'results' ? 'finished' : 'live';
  const rows = await findMatches(db, {
    seasonId: season.id,
    phases: [phase],
    order: input.tab === 'results' && input.sort === undefined ? 'desc' : 'asc',
  });
  if (input.sort === 'status') rows.sort(byStatus);
  return paged(rows, viewer, input.page, input.limit);
}

export async function competitionSeasons(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof seasonSelection>,
  now: Date,
): Promise<CallData<typeof seasonSelection>> {
  const catalog = await loadCatalog(db);
  const competition = requireCompetition(catalog, input.competitionId);
  const seasons = await seasonsOf(db, competition.id);
  const list = seasons.map((row) => seasonView(row, now));
  return {
    competition: summaryOf(catalog, competition, viewer.language),
    list,
    current: list.find((season) => season.current) ?? null,
  };
}

export async function seasonSchedule(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof seasonScheduleList>,
  now: Date,
): Promise<CallData<typeof seasonScheduleList>> {
  const season = await requireSeason(db, input.seasonId);
  const [rows, rounds] = await Promise.all([
    findMatches(db, { seasonId: season.id, ...(input.round === undefined ? {} : { round: input.round }) }),
    roundsOf(db, season.id),
  ]);
  if (input.round !== undefined && !rounds.includes(input.round)) {
    throw notFound(
      `Round ${input.round} not found in season ${season.id}`,
      `Rodada ${input.round} não encontrada na temporada ${season.id}`,
    );
  }
  return { season: seasonView(season, now), rounds, list: rows.map((row) => matchView(row, viewer)) };
}
