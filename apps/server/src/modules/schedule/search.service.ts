import type { CallData } from '@placar/contract/call';
import type { search } from '@placar/contract/calls/schedule';
import type { Database } from '../../db/client.ts';
import type { InputOf } from './call-types.ts';
import { loadCatalog, summaryOf } from './catalog.ts';
import { localDayRange, todayIn } from './day-range.ts';
import { findMatches } from './match.repository.ts';
import { matchView } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import { allPlayers } from '../players/players.repository.ts';
import { allTeams } from './reference.repository.ts';
import type { TeamRow } from './reference.repository.ts';
import { teamCard } from './team.service.ts';

/** Lower case, accents and punctuation gone, spaces collapsed: "São Paulo" and "sao  paulo" meet. */
function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How well names answer a query, 0 for not at all: a whole name first, then a name that
 * starts with the query, then names whose words start with each query word, then any part.
 */
function matchScore(query: string, names: readonly (string | null)[]): number {
  const words = query.split(' ');
  let best = 0;
  for (const name of names) {
    if (name === null || name === '') continue;
    const key = searchKey(name);
    const keyWords = key.split(' ');
    if (key === query) best = Math.max(best, 4);
    else if (key.startsWith(query)) best = Math.max(best, 3);
    else if (words.every((word) => keyWords.some((keyWord) => keyWord.startsWith(word)))) best = Math.max(best, 2);
    else if (query.length >= 3 && key.includes(query)) best = Math.max(best, 1);
  }
  return best;
}

const TEAMS_TTL_MS = 60_000;

type PlayerRow = Awaited<ReturnType<typeof allPlayers>>[number];

/** Teams and players are read once a minute at most: typing a name sends a call per pause. */
export class TeamIndex {
  private teams: TeamRow[] = [];
  private players: PlayerRow[] = [];
  private readAt = -Infinity;
  private readonly db: Database;
  private readonly now: () => number;

  constructor(db: Database, now: () => number) {
    this.db = db;
    this.now = now;
  }

  async list(): Promise<TeamRow[]> {
    if (this.now() - this.readAt > TEAMS_TTL_MS) {
      [this.teams, this.players] = await Promise.all([allTeams(this.db), allPlayers(this.db)]);
      this.readAt = this.now();
    }
    return this.teams;
  }

  /** Every player, read with the teams. */
  async playerList(): Promise<PlayerRow[]> {
    await this.list();
    return this.players;
  }
}

function ranked<T>(items: readonly T[], score: (item: T) => number, name: (item: T) => string, limit: number): T[] {
  return items
    .map((item) => ({ item, score: score(item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || name(a.item).localeCompare(name(b.item), 'en'))
    .slice(0, limit)
    .map((entry) => entry.item);
}

export async function searchAll(
  db: Database,
  index: TeamIndex,
  viewer: Viewer,
  input: InputOf<typeof search>,
  now: Date,
): Promise<CallData<typeof search>> {
  const query = searchKey(input.q);
  if (query === '') return { teams: [], players: [], competitions: [], matches: [] };
  const [catalog, teams, players] = await Promise.all([loadCatalog(db), index.list(), index.playerList()]);
  const teamScore = (team: TeamRow) => matchScore(query, [team.nameEn, team.nameBr, team.shortName]);
  const found = ranked(teams, teamScore, (team) => team.nameEn, input.limit);
  const competitions = ranked(
    catalog.competitions,
    (row) => matchScore(query, [row.nameEn, row.nameBr, row.shortName, row.code]),
    (row) => row.nameEn,
    input.limit,
  );
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const foundPlayers = ranked(
    players,
    (player) => matchScore(query, [player.name]),
    (player) => player.name,
    input.limit,
  ).flatMap((player) => {
    const team = teamById.get(player.teamId);
    return team === undefined
      ? []
      : [{ id: player.id, name: player.name, position: player.position, team: teamCard(team, catalog, viewer) }];
  });
  // Today's matches of any team the query names (not only the few teams listed above).
  const named = new Set(teams.filter((team) => teamScore(team) > 0).map((team) => team.id));
  const range = localDayRange(todayIn(viewer.tz, now), viewer.tz);
  const today = named.size === 0 ? [] : await findMatches(db, { from: range.start, to: range.end });
  const matches = today.filter((match) => named.has(match.home.id) || named.has(match.away.id)).slice(0, input.limit);
  return {
    teams: found.map((team) => teamCard(team, catalog, viewer)),
    players: foundPlayers,
    competitions: competitions.map((row) => summaryOf(catalog, row, viewer.language)),
    matches: matches.map((match) => matchView(match, viewer)),
  };
}
