import type { CallData } from '@placar/contract/call';
import type { lineups, playerDetail } from '@placar/contract/calls/players';
import { matchPhase } from '@placar/contract/match-status';
import type { PlayerFigureId } from '@placar/contract/sports/sport-rules';
import type { PlayerTally } from '@placar/contract/player-entities';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { Database } from '../../db/client.ts';
import type { InputOf } from '../schedule/call-types.ts';
import { notFound } from '../schedule/catalog.ts';
import { currentSeasonsOfTeam, findMatches } from '../schedule/match.repository.ts';
import type { MatchRow } from '../schedule/match.repository.ts';
import { matchView, teamView } from '../schedule/match-view.ts';
import { findTeam } from '../schedule/reference.repository.ts';
import type { Viewer } from '../schedule/match-view.ts';
import { buildSideLineup, matchLength } from './lineup-builder.ts';
import type { BoxEntry, SideIncident, SideLineup, SquadEntry } from './lineup-builder.ts';
import { boxLinesOfMatches, coachesOf, findPlayer, incidentsOfMatches, squadsOf } from './players.repository.ts';
import { lineupsOfMatches } from '../../feed/vendor-match-centre.repository.ts';

/** Line-ups are confirmed this long before kickoff; predicted before (decision 0141). */
const CONFIRMED_BEFORE_KICKOFF_MS = 60 * 60_000;
/** A season's matches of one team, live and finished: enough for any league and its cups. */
const SEASON_MATCHES = 200;

type Side = 'home' | 'away';
type Incident = Awaited<ReturnType<typeof incidentsOfMatches>>[number];
type BoxLine = Awaited<ReturnType<typeof boxLinesOfMatches>>[number];
type StoredLineup = Awaited<ReturnType<typeof lineupsOfMatches>>[number];

/** How far the match has gone, in minutes: 0 before kickoff, the running clock live, the periods it reached once over. */
function minutesPlayed(row: MatchRow, incidents: readonly Pick<Incident, 'period'>[], now: Date): number {
  const rules = sportRules(row.sport);
  const phase = matchPhase(row.sport, row.status);
  const reached = Math.max(row.homePeriods.length, ...incidents.map((incident) => incident.period ?? 0));
  const length = matchLength(rules.lineup, rules.periods.regular, rules.periods.overtime?.periods ?? 0, reached);
  if (phase === 'finished') return length;
  if (phase !== 'live' && phase !== 'interrupted') return 0;
  if (rules.clock.direction !== 'up' || row.clockSeconds === null) return 0;
  const running =
    row.clockRunning && row.clockAt !== null ? Math.max(0, now.getTime() - row.clockAt.getTime()) / 1000 : 0;
  return Math.min(length, Math.floor((row.clockSeconds + running) / 60));
}

/** What lines up one match's two sides: both squads, its incidents and box score by side. */
interface MatchFacts {
  squads: Map<number, SquadEntry[]>;
  incidents: Map<number, Incident[]>;
  box: Map<number, BoxLine[]>;
  /** A vendor's line-ups, by `matchId:side` (decision 0156). */
  stored: Map<string, StoredLineup>;
}

async function factsOf(db: Database, rows: readonly MatchRow[]): Promise<MatchFacts> {
  const ids = rows.map((row) => row.id);
  const [squadRows, incidentRows, boxRows, storedRows] = await Promise.all([
    squadsOf(db, [...new Set(rows.flatMap((row) => [row.home.id, row.away.id]))]),
    incidentsOfMatches(db, ids),
    boxLinesOfMatches(db, ids),
    lineupsOfMatches(db, ids),
  ]);
  const group = <T, K>(items: readonly T[], key: (item: T) => K) => {
    const map = new Map<K, T[]>();
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
    return map;
  };
  return {
    squads: group(squadRows, (row) => row.teamId),
    incidents: group(incidentRows, (row) => row.matchId),
    box: group(boxRows, (row) => row.matchId),
    stored: new Map(storedRows.map((row) => [`${row.matchId}:${row.side}`, row])),
  };
}

function sideLineup(row: MatchRow, side: Side, facts: MatchFacts, now: Date): SideLineup {
  const incidents = facts.incidents.get(row.id) ?? [];
  const own: SideIncident[] = incidents.filter((incident) => incident.side === side);
  const box: BoxEntry[] = (facts.box.get(row.id) ?? []).filter((line) => line.side === side);
  const squad = facts.squads.get(row[side].id) ?? [];
  return buildSideLineup(
    sportRules(row.sport).lineup,
    squad,
    own,
    box,
    minutesPlayed(row, incidents, now),
    facts.stored.get(`${row.id}:${side}`) ?? null,
  );
}

export async function matchLineups(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof lineups>,
  now: Date,
): Promise<CallData<typeof lineups>> {
  const [row] = await findMatches(db, { ids: [input.id] });
  if (row === undefined) throw notFound(`Match ${input.id} not found`, `Partida ${input.id} não encontrada`);
  const [facts, coaches] = await Promise.all([factsOf(db, [row]), coachesOf(db, [row.home.id, row.away.id])]);
  const phase = matchPhase(row.sport, row.status);
  const predicted = phase === 'upcoming' && now.getTime() < row.kickoff.getTime() - CONFIRMED_BEFORE_KICKOFF_MS;
  // The coach the vendor named for this match, else the team's.
  const team = (side: Side) => ({
    team: teamView(row[side], viewer.language),
    coach: facts.stored.get(`${row.id}:${side}`)?.coach ?? coaches.get(row[side].id) ?? null,
    ...sideLineup(row, side, facts, now),
  });
  return {
    matchId: row.id,
    sport: row.sport,
    state: predicted ? 'predicted' : 'confirmed',
    home: team('home'),
    away: team('away'),
  };
}

/** A season figure from the player's matches: a sum, or a sum per game played (one decimal). */
const FIGURES: Record<PlayerFigureId, (tallies: readonly PlayerTally[]) => number> = {
  appearances: (tallies) => tallies.length,
  minutes: (tallies) => sum(tallies, 'minutes'),
  goals: (tallies) => sum(tallies, 'goals'),
  assists: (tallies) => sum(tallies, 'assists'),
  yellowCards: (tallies) => sum(tallies, 'yellowCards'),
  redCards: (tallies) => sum(tallies, 'redCards'),
  points: (tallies) => sum(tallies, 'points'),
  rebounds: (tallies) => sum(tallies, 'rebounds'),
  pointsPerGame: (tallies) => perGame(tallies, 'points'),
  reboundsPerGame: (tallies) => perGame(tallies, 'rebounds'),
  assistsPerGame: (tallies) => perGame(tallies, 'assists'),
};

function sum(tallies: readonly PlayerTally[], key: keyof PlayerTally): number {
  return tallies.reduce((total, tally) => total + tally[key], 0);
}

function perGame(tallies: readonly PlayerTally[], key: keyof PlayerTally): number {
  return tallies.length === 0 ? 0 : Math.round((sum(tallies, key) / tallies.length) * 10) / 10;
}

/**
 * A player page: the matches of the team's current seasons the player played in (started, came
 * on, or has a box score line with minutes), newest first; the season figures count the finished
 * ones, so they hold still while a match is live.
 */
export async function playerPage(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof playerDetail>,
  now: Date,
): Promise<CallData<typeof playerDetail>> {
  const player = await findPlayer(db, input.id);
  if (player === undefined) throw notFound(`Player ${input.id} not found`, `Jogador ${input.id} não encontrado`);
  const [team, seasonIds, rows] = await Promise.all([
    findTeam(db, player.teamId),
    currentSeasonsOfTeam(db, player.teamId),
    findMatches(db, { teamId: player.teamId, phases: ['live', 'finished'], order: 'desc', limit: SEASON_MATCHES }),
  ]);
  if (team === undefined) throw notFound(`Player ${input.id} not found`, `Jogador ${input.id} não encontrado`);
  const current = new Set(seasonIds);
  const season = rows.filter((row) => current.has(row.seasonId));
  const facts = await factsOf(db, season);
  const played = season.flatMap((row) => {
    const side: Side = row.home.id === player.teamId ? 'home' : 'away';
    const lineup = sideLineup(row, side, facts, now);
    const started = lineup.starters.find((entry) => entry.id === player.id);
    const entry =
      started ?? lineup.bench.find((line) => line.id === player.id && (line.on !== null || line.tally.minutes > 0));
    return entry === undefined ? [] : [{ row, started: started !== undefined, tally: entry.tally }];
  });
  const finished = played
    .filter(({ row }) => matchPhase(row.sport, row.status) === 'finished')
    .map(({ tally }) => tally);
  const rules = sportRules(team.sport as Sport);
  return {
    player: {
      id: player.id,
      name: player.name,
      number: player.number,
      position: player.position,
      sport: team.sport as Sport,
      team: teamView(team, viewer.language),
    },
    figures: rules.lineup.figures.map((id) => ({ id, value: FIGURES[id](finished) })),
    matches: played.map(({ row, started, tally }) => ({ match: matchView(row, viewer), started, tally })),
  };
}
