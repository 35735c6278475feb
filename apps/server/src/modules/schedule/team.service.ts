import type { Sport } from '@placar/contract/sports/served-sports';
import type { CallData } from '@placar/contract/call';
import type { teamDetail } from '@placar/contract/calls/schedule';
import type { Database } from '../../db/client.ts';
import { logoOrCrest } from '../crests/crest-url.ts';
import type { InputOf } from './call-types.ts';
import { countryOrWorld, loadCatalog, notFound, summaryOf } from './catalog.ts';
import type { Catalog } from './catalog.ts';
import { currentSeasonsOfTeam, findMatches } from './match.repository.ts';
import { byStatus, matchView, nameIn, seasonView, teamView } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import { findTeam, squadOfTeam } from './reference.repository.ts';
import type { TeamRow } from './reference.repository.ts';
import { standingsOf } from './season-table.service.ts';
import { sideOutcome } from './standings.service.ts';

/** A team as cards show it: names in the caller's language, its sport and country, a logo or crest. */
export function teamCard(team: TeamRow, catalog: Catalog, viewer: Viewer) {
  return {
    id: team.id,
    name: nameIn(viewer.language, team),
    shortName: team.shortName,
    logo: logoOrCrest('team', team.id, team.logo),
    sport: team.sport as Sport,
    country: team.countryId === null ? null : countryOrWorld(catalog, team.countryId, viewer.language),
  };
}

export async function teamPage(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof teamDetail>,
  now: Date,
): Promise<CallData<typeof teamDetail>> {
  const team = await findTeam(db, input.id);
  if (team === undefined) throw notFound(`Team ${input.id} not found`, `Time ${input.id} não encontrado`);
  const [catalog, upcoming, finished, seasonIds, squad] = await Promise.all([
    loadCatalog(db),
    findMatches(db, {
      teamId: team.id,
      phases: ['live', 'upcoming'],
      from: new Date(now.getTime() - 6 * 3_600_000),
      limit: input.limit * 2,
    }),
    findMatches(db, { teamId: team.id, phases: ['finished'], order: 'desc', limit: Math.max(input.limit, 5) }),
    currentSeasonsOfTeam(db, team.id),
    squadOfTeam(db, team.id),
  ]);
  const tables = [];
  for (const seasonId of seasonIds) {
    const { season, competition, standings, records, teams } = await standingsOf(db, seasonId);
    const row = standings.find((entry) => entry.teamId === team.id);
    const extra = records.get(team.id);
    const stored = teams.get(team.id);
    // A cup's knockout-only team has no table row: it is left out.
    if (row === undefined || extra === undefined || stored === undefined || row.played === 0) continue;
    const { home: _home, away: _away, teamId: _teamId, ...shown } = row;
    tables.push({
      competition: summaryOf(catalog, competition, viewer.language),
      season: seasonView(season, now),
      size: standings.length,
      row: { ...shown, ...extra, team: teamView(stored, viewer.language) },
    });
  }
  tables.sort(
    (a, b) =>
      (catalog.competitionById.get(a.competition.id)?.priority ?? 0) -
      (catalog.competitionById.get(b.competition.id)?.priority ?? 0),
  );
  const form = finished
    .slice(0, 5)
    .reverse()
    .flatMap((match) => {
      if (match.homeScore === null || match.awayScore === null) return [];
      return [
        sideOutcome(
          match.sport,
          { ...match, homeScore: match.homeScore, awayScore: match.awayScore },
          match.home.id === team.id ? 'home' : 'away',
        ).result,
      ];
    });
  return {
    team: teamCard(team, catalog, viewer),
    next: upcoming
      .sort(byStatus)
      .slice(0, input.limit)
      .map((match) => matchView(match, viewer)),
    last: finished.slice(0, input.limit).map((match) => matchView(match, viewer)),
    tables,
    form,
    squad,
  };
}
