import type { CallData } from '@placar/contract/call';
import { isKnockoutRound } from '@placar/contract/knockout-rounds';
import type { Language } from '@placar/contract/languages';
import type { seasonTable, tableDetail } from '@placar/contract/calls/schedule';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { Database } from '../../db/client.ts';
import { groupZonesOf, LEAGUE_FORMATS, zonesOf } from '../../feed/reference/league-formats.ts';
import { groupsOfSeason } from '../../feed/vendor-match-centre.repository.ts';
import type { InputOf } from './call-types.ts';
import { loadCatalog, notFound, requireCompetition, summaryOf } from './catalog.ts';
import { requireSeason } from './competition-matches.service.ts';
import { findMatches, teamsOfSeason } from './match.repository.ts';
import type { MatchRow } from './match.repository.ts';
import { matchView, phaseOf, seasonView, teamView } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import { cardsOfMatches } from './standings.repository.ts';
import type { GroupLayout } from './league-groups.ts';
import { computeStandings } from './standings.service.ts';
import type { FinishedMatch, Table } from './standings.service.ts';
import type { Meeting } from './tie-break-criteria.ts';
import { parseTieBreak, tieBreakView } from './tie-break-rule.ts';
import { standingRecords } from './standing-records.ts';

/**
 * A table ranks a league phase: in a competition with knockout ties after it (the Champions
 * League), play-offs, rounds of 16 and finals do not count towards the table.
 */
export function countsInTable(round: string | null): boolean {
  return !isKnockoutRound(round);
}

async function finishedMatches(db: Database, rows: readonly MatchRow[]): Promise<FinishedMatch[]> {
  const counted = rows.filter(
    (row) =>
      phaseOf(row) === 'finished' && countsInTable(row.round) && row.homeScore !== null && row.awayScore !== null,
  );
  const cards = await cardsOfMatches(
    db,
    counted.map((row) => row.id),
  );
  return counted.map((row) => {
    const matchCards = cards.get(row.id);
    return {
      homeTeamId: row.home.id,
      awayTeamId: row.away.id,
      homeScore: row.homeScore ?? 0,
      awayScore: row.awayScore ?? 0,
      homePenalties: row.homePenalties,
      awayPenalties: row.awayPenalties,
      status: row.status,
      kickoff: row.kickoff,
      ...(matchCards === undefined ? {} : { cards: matchCards }),
    };
  });
}

/** Table matches still to be played; a canceled one never will be. */
function pendingMeetings(rows: readonly MatchRow[]): Meeting[] {
  return rows.flatMap((row) => {
    const phase = phaseOf(row);
    return phase !== 'finished' && phase !== 'canceled' && countsInTable(row.round)
      ? [{ homeTeamId: row.home.id, awayTeamId: row.away.id }]
      : [];
  });
}

/**
 * The league's conferences by team id, when its format has them and names every team of the
 * season; otherwise none, and the grouped tie-breaks stay open for want of data.
 */
function layoutOf(
  code: string,
  seasonName: string,
  teams: readonly { id: number; nameEn: string }[],
): GroupLayout | undefined {
  const conferences = LEAGUE_FORMATS[code]?.conferences;
  if (conferences === undefined) return undefined;
  const ids = new Map(teams.map((team) => [team.nameEn, team.id]));
  const named = conferences.flatMap((conference) => conference.divisions.flatMap((division) => division.teams));
  if (named.length !== teams.length || named.some((name) => !ids.has(name))) return undefined;
  const idsOf = (names: readonly string[]) => names.map((name) => ids.get(name) ?? 0);
  const playoffPlaces = zonesOf(code, seasonName).find((zone) => zone.kind === 'playoffs')?.to ?? 0;
  return {
    playoffPlaces,
    conferences: conferences.map((conference) => ({
      key: conference.key,
      teamIds: idsOf(conference.divisions.flatMap((division) => division.teams)),
      divisions: conference.divisions.map((division) => ({ key: division.key, teamIds: idsOf(division.teams) })),
    })),
  };
}

/** A vendor's group as a table group's key: "Group A" is `group-a`. */
const groupKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A vendor's group name in the caller's language: its words are English ("Group A"). */
function groupName(name: string, language: Language): string {
  return language === 'br' ? name.replace(/^Group\b/, 'Grupo') : name;
}

/**
 * The groups a vendor's standings put the season's teams in (season_groups, decision 0156),
 * each ranked on its own; none when it stored fewer than two. A team in no group (one that
 * went out in a qualifying round) is in the table's rows and in no group.
 */
function storedLayout(
  stored: ReadonlyMap<number, string>,
  teams: readonly { id: number }[],
): { layout: GroupLayout; names: Map<string, string> } | undefined {
  const names = new Map([...new Set(stored.values())].sort().map((name) => [groupKey(name), name]));
  if (names.size < 2) return undefined;
  const conferences = [...names].map(([key, name]) => ({
    key,
    teamIds: teams.filter((team) => stored.get(team.id) === name).map((team) => team.id),
    divisions: [],
  }));
  return { layout: { playoffPlaces: 0, conferences }, names };
}

export async function standingsOf(db: Database, seasonId: number) {
  const season = await requireSeason(db, seasonId);
  const catalog = await loadCatalog(db);
  const competition = requireCompetition(catalog, season.competitionId);
  const [rows, teams, stored] = await Promise.all([
    findMatches(db, { seasonId }),
    teamsOfSeason(db, seasonId),
    groupsOfSeason(db, seasonId),
  ]);
  const sport = competition.sport as Sport;
  const rule = parseTieBreak(sport, competition.tieBreak);
  const finished = await finishedMatches(db, rows);
  const vendor = storedLayout(stored, teams);
  const layout = vendor?.layout ?? layoutOf(competition.code, season.name, teams);
  const table = computeStandings(
    sport,
    rule,
    teams.map((team) => ({ id: team.id, sortName: team.nameEn })),
    finished,
    pendingMeetings(rows),
    layout,
  );
  const records = standingRecords(sport, table.rows, finished);
  return {
    season,
    catalog,
    competition,
    rule,
    standings: table.rows,
    records,
    unresolved: table.unresolved,
    conferences: table.conferences,
    layout,
    groupNames: vendor?.names,
    teams: new Map(teams.map((team) => [team.id, team])),
    rows,
  };
}

/** The conferences as the answer shows them: names in the caller's language, divisions in conference order. */
function groupsView(
  code: string,
  seasonName: string,
  conferences: Table['conferences'],
  layout: GroupLayout | undefined,
  language: Language,
  groupNames?: ReadonlyMap<string, string>,
): CallData<typeof seasonTable>['groups'] {
  const format = LEAGUE_FORMATS[code]?.conferences ?? [];
  if (layout === undefined) return [];
  if (groupNames !== undefined) {
    return conferences.map((ranked) => ({
      key: ranked.key,
      name: groupName(groupNames.get(ranked.key) ?? ranked.key, language),
      teamIds: ranked.teamIds,
      zones: [...groupZonesOf(code, seasonName)],
      divisions: [],
    }));
  }
  return conferences.flatMap((ranked) => {
    const named = format.find((conference) => conference.key === ranked.key);
    const laid = layout.conferences.find((conference) => conference.key === ranked.key);
    if (named === undefined || laid === undefined) return [];
    const order = new Map(ranked.teamIds.map((id, index) => [id, index]));
    return [
      {
        key: ranked.key,
        name: named.name[language],
        teamIds: ranked.teamIds,
        zones: [...zonesOf(code, seasonName)],
        divisions: laid.divisions.map((division) => ({
          key: division.key,
          name: named.divisions.find((entry) => entry.key === division.key)?.name[language] ?? division.key,
          teamIds: [...division.teamIds].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
        })),
      },
    ];
  });
}

export async function seasonStandings(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof seasonTable>,
  now: Date,
): Promise<CallData<typeof seasonTable>> {
  const { season, catalog, competition, rule, standings, records, unresolved, conferences, layout, groupNames, teams } =
    await standingsOf(db, input.seasonId);
  const groups = groupsView(competition.code, season.name, conferences, layout, viewer.language, groupNames);
  return {
    zones: groups.length > 0 ? [] : [...zonesOf(competition.code, season.name)],
    groups,
    competition: summaryOf(catalog, competition, viewer.language),
    season: seasonView(season, now),
    tieBreak: tieBreakView(rule),
    // A grouped table is read by conference: its open ties are those of each conference, at their places in it.
    unresolved: groups.length > 0 ? conferences.flatMap((conference) => conference.unresolved) : unresolved,
    rows: standings.flatMap(({ home: _home, away: _away, teamId, ...row }) => {
      const team = teams.get(teamId);
      const extra = records.get(teamId);
      if (team === undefined || extra === undefined) return [];
      return [{ ...row, ...extra, team: teamView(team, viewer.language) }];
    }),
  };
}

const LAST = 5;

export async function standingsDetail(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof tableDetail>,
  now: Date,
): Promise<CallData<typeof tableDetail>> {
  const { season, standings, teams, rows } = await standingsOf(db, input.seasonId);
  if (input.teamId !== undefined && !teams.has(input.teamId)) {
    throw notFound(
      `Team ${input.teamId} not found in season ${season.id}`,
      `Time ${input.teamId} não encontrado na temporada ${season.id}`,
    );
  }
  const finished = rows.filter((row) => phaseOf(row) === 'finished');
  return {
    season: seasonView(season, now),
    rows: standings
      .filter((row) => input.teamId === undefined || row.teamId === input.teamId)
      .flatMap((row) => {
        const team = teams.get(row.teamId);
        if (team === undefined) return [];
        const last = finished
          .filter((match) => match.home.id === row.teamId || match.away.id === row.teamId)
          .slice(-LAST);
        return [
          {
            position: row.position,
            team: teamView(team, viewer.language),
            home: row.home,
            away: row.away,
            form: row.form,
            last: last.map((match) => matchView(match, viewer)),
          },
        ];
      }),
  };
}
