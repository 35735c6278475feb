import type { CallData } from '@placar/contract/call';
import type { h2hList, scheduleOne, statsData } from '@placar/contract/calls/schedule';
import type { Database } from '../../db/client.ts';
import { SIMULATOR_SOURCE } from '../../feed/season-owner.ts';
import type { InputOf } from './call-types.ts';
import { countryOrWorld, loadCatalog, notFound } from './catalog.ts';
import { findMatches, incidentsOf, playerLinesOf, statsOf } from './match.repository.ts';
import type { MatchRow } from './match.repository.ts';
import { matchView } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import { findSeason } from './reference.repository.ts';
import { byStatOrder, statLabel, statUnit } from './stat-labels.ts';

async function requireMatch(db: Database, id: number): Promise<MatchRow> {
  const [row] = await findMatches(db, { ids: [id] });
  if (row === undefined) throw notFound(`Match ${id} not found`, `Partida ${id} não encontrada`);
  return row;
}

export async function matchDetail(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof scheduleOne>,
): Promise<CallData<typeof scheduleOne>> {
  const row = await requireMatch(db, input.id);
  const [incidents, season, catalog] = await Promise.all([
    incidentsOf(db, row.id),
    findSeason(db, row.seasonId),
    loadCatalog(db),
  ]);
  return {
    ...matchView(row, viewer),
    venue: row.venue,
    season: season?.name ?? '',
    country:
      row.competition.countryId === null ? null : countryOrWorld(catalog, row.competition.countryId, viewer.language),
    incidents: incidents.map((incident) => ({
      id: incident.id,
      kind: incident.kind as CallData<typeof scheduleOne>['incidents'][number]['kind'],
      minute: incident.minute,
      extraMinute: incident.extraMinute,
      period: incident.period,
      side: incident.side === 'home' || incident.side === 'away' ? incident.side : null,
      player: incident.player,
      assist: incident.assist,
      detail: incident.detail,
      homeScore: incident.homeScore,
      awayScore: incident.awayScore,
    })),
    // Live rooms arrive with the rooms issue.
    rooms: [],
  };
}

const FINISHED = ['finished'] as const;

/**
 * A match's meetings of the same two teams and each team's form. A real match (of a season an
 * import, a vendor or the feed call owns) reads only real matches: simulated results never mix
 * into real history (decision 0115). A simulated match may show real history (decision 0044).
 */
export async function headToHead(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof h2hList>,
): Promise<CallData<typeof h2hList>> {
  const row = await requireMatch(db, input.id);
  const season = await findSeason(db, row.seasonId);
  const realOnly = season !== undefined && season.source !== SIMULATOR_SOURCE;
  const before = { exceptId: row.id, phases: FINISHED, order: 'desc' as const, limit: input.limit, realOnly };
  const [meetings, homeForm, awayForm] = await Promise.all([
    findMatches(db, { ...before, pair: [row.home.id, row.away.id] }),
    findMatches(db, { ...before, teamId: row.home.id }),
    findMatches(db, { ...before, teamId: row.away.id }),
  ]);
  const summary = { homeWins: 0, draws: 0, awayWins: 0 };
  for (const meeting of meetings) {
    const homeGoals = meeting.home.id === row.home.id ? meeting.homeScore : meeting.awayScore;
    const awayGoals = meeting.home.id === row.home.id ? meeting.awayScore : meeting.homeScore;
    if (homeGoals === null || awayGoals === null) continue;
    if (homeGoals > awayGoals) summary.homeWins += 1;
    else if (homeGoals < awayGoals) summary.awayWins += 1;
    else summary.draws += 1;
  }
  const view = (rows: MatchRow[]) => rows.map((match) => matchView(match, viewer));
  return { meetings: view(meetings), summary, homeForm: view(homeForm), awayForm: view(awayForm) };
}

export async function matchStatistics(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof statsData>,
): Promise<CallData<typeof statsData>> {
  await requireMatch(db, input.id);
  const [rows, lines] = await Promise.all([statsOf(db, input.id), playerLinesOf(db, input.id)]);
  const stats = rows
    .sort((a, b) => byStatOrder(a.key, b.key))
    .map((stat) => ({
      key: stat.key,
      label: statLabel(stat.key, viewer.language),
      home: stat.home,
      away: stat.away,
      unit: statUnit(stat.key),
    }));
  const line = ({
    name,
    number,
    starter,
    minutes,
    points,
    fgm,
    fga,
    tpm,
    tpa,
    ftm,
    fta,
    rebounds,
    assists,
    steals,
    blocks,
    turnovers,
    fouls,
    plusMinus,
  }: (typeof lines)[number]) => ({
    name,
    number,
    starter,
    minutes,
    points,
    fgm,
    fga,
    tpm,
    tpa,
    ftm,
    fta,
    rebounds,
    assists,
    steals,
    blocks,
    turnovers,
    fouls,
    plusMinus,
  });
  const boxScore =
    lines.length === 0
      ? null
      : {
          home: lines.filter((entry) => entry.side === 'home').map(line),
          away: lines.filter((entry) => entry.side === 'away').map(line),
        };
  return { id: input.id, stats, boxScore };
}
