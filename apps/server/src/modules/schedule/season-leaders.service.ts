import { and, eq, gt, inArray } from 'drizzle-orm';
import type { CallData } from '@placar/contract/call';
import type { seasonLeaders } from '@placar/contract/calls/schedule';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { Database } from '../../db/client.ts';
import { matches, matchIncidents, matchPlayerStats } from '../../db/schema.ts';
import type { InputOf } from './call-types.ts';
import { loadCatalog, requireCompetition } from './catalog.ts';
import { requireSeason } from './competition-matches.service.ts';
import { squadsOf } from '../players/players.repository.ts';
import { teamsOfSeason } from './match.repository.ts';
import { seasonView, teamView } from './match-view.ts';
import type { Viewer } from './match-view.ts';

/** One player's running total. */
interface Tally {
  player: string;
  teamId: number;
  value: number;
  matches: Set<number>;
  penalties: number | null;
}

/** A contribution to a tally: a goal, an assist, a box-score line. */
interface Contribution {
  player: string;
  teamId: number;
  matchId: number;
  value: number;
  penalty?: boolean;
}

/** Totals per player and team, best first; level totals by fewer matches, then name, so the order never depends on the database. */
function rankLeaders(contributions: readonly Contribution[], limit: number, countsPenalties: boolean): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const item of contributions) {
    const key = `${item.teamId}\u0000${item.player}`;
    const tally = tallies.get(key) ?? {
      player: item.player,
      teamId: item.teamId,
      value: 0,
      matches: new Set<number>(),
      penalties: countsPenalties ? 0 : null,
    };
    tally.value += item.value;
    tally.matches.add(item.matchId);
    if (item.penalty === true && tally.penalties !== null) tally.penalties += 1;
    tallies.set(key, tally);
  }
  return [...tallies.values()]
    .filter((tally) => tally.value > 0)
    .sort(
      (a, b) =>
        b.value - a.value ||
        a.matches.size - b.matches.size ||
        a.player.localeCompare(b.player, 'en') ||
        a.teamId - b.teamId,
    )
    .slice(0, limit);
}

const teamOfSide = (side: string | null, home: number, away: number) =>
  side === 'home' ? home : side === 'away' ? away : null;

/** Goals and assists from the season's goal incidents: the scorer is the incident's player, the assist its `assist` (migration 0014), else its detail. */
async function fromIncidents(db: Database, seasonId: number, goals: readonly string[], penalties: readonly string[]) {
  const rows = await db
    .select({
      matchId: matches.id,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      kind: matchIncidents.kind,
      side: matchIncidents.side,
      player: matchIncidents.player,
      assist: matchIncidents.assist,
      detail: matchIncidents.detail,
    })
    .from(matchIncidents)
    .innerJoin(matches, eq(matches.id, matchIncidents.matchId))
    .where(and(eq(matches.seasonId, seasonId), inArray(matchIncidents.kind, [...goals])));
  const scorers: Contribution[] = [];
  const assists: Contribution[] = [];
  for (const row of rows) {
    const teamId = teamOfSide(row.side, row.home, row.away);
    if (teamId === null) continue;
    if (row.player !== null && row.player !== '')
      scorers.push({
        player: row.player,
        teamId,
        matchId: row.matchId,
        value: 1,
        penalty: penalties.includes(row.kind),
      });
    const assist = row.assist ?? row.detail;
    if (assist !== null && assist !== '' && !penalties.includes(row.kind))
      assists.push({ player: assist, teamId, matchId: row.matchId, value: 1 });
  }
  return { scorers, assists };
}

/** Points and assists from the season's box scores; a line counts as a match played when the player was on the court. */
async function fromBoxScores(db: Database, seasonId: number) {
  const rows = await db
    .select({
      matchId: matches.id,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      side: matchPlayerStats.side,
      name: matchPlayerStats.name,
      points: matchPlayerStats.points,
      assists: matchPlayerStats.assists,
    })
    .from(matchPlayerStats)
    .innerJoin(matches, eq(matches.id, matchPlayerStats.matchId))
    .where(and(eq(matches.seasonId, seasonId), gt(matchPlayerStats.minutes, 0)));
  const lines = rows.flatMap((row) => {
    const teamId = teamOfSide(row.side, row.home, row.away);
    return teamId === null ? [] : [{ ...row, teamId }];
  });
  return {
    scorers: lines.map((line) => ({
      player: line.name,
      teamId: line.teamId,
      matchId: line.matchId,
      value: line.points,
    })),
    assists: lines.map((line) => ({
      player: line.name,
      teamId: line.teamId,
      matchId: line.matchId,
      value: line.assists,
    })),
  };
}

export async function seasonLeadersOf(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof seasonLeaders>,
  now: Date,
): Promise<CallData<typeof seasonLeaders>> {
  const season = await requireSeason(db, input.seasonId);
  const competition = requireCompetition(await loadCatalog(db), season.competitionId);
  const rule = sportRules(competition.sport as Sport).leaders;
  const { scorers, assists } =
    rule.source === 'incidents'
      ? await fromIncidents(db, season.id, rule.goals, rule.penalties)
      : await fromBoxScores(db, season.id);
  const teams = new Map((await teamsOfSeason(db, season.id)).map((team) => [team.id, team]));
  const countsPenalties = rule.source === 'incidents';
  const [topScorers, topAssists] = [
    rankLeaders(scorers, input.limit, countsPenalties),
    rankLeaders(assists, input.limit, false),
  ];
  // Each name opens its player page: the squad entry of that team with that name.
  const squads = await squadsOf(db, [...new Set([...topScorers, ...topAssists].map((tally) => tally.teamId))]);
  const playerIds = new Map(squads.map((entry) => [`${entry.teamId}\u0000${entry.name}`, entry.id]));
  const view = (tallies: Tally[]) =>
    tallies.flatMap((tally) => {
      const team = teams.get(tally.teamId);
      const playerId = playerIds.get(`${tally.teamId}\u0000${tally.player}`) ?? null;
      return team === undefined
        ? []
        : [
            {
              player: tally.player,
              playerId,
              team: teamView(team, viewer.language),
              value: tally.value,
              matches: tally.matches.size,
              penalties: tally.penalties,
            },
          ];
    });
  return { season: seasonView(season, now), scorers: view(topScorers), assists: view(topAssists) };
}
