import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { competitions, matches, matchLineups, seasonGroups, seasons, teamPlayers, teams } from '../db/schema.ts';
import type { StoredLineupPlayer } from '../db/schema.ts';
import type { SeasonGroup, VendorLineup } from './provider.ts';
import { canonicalTeamCode } from './reference/team-aliases.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type VendorPlayer = VendorLineup['players'][number];

/** Where a vendor's players who are new to a squad go: after the squad the team had, so its order stays. */
const NEW_PLAYERS_FROM = 100;

/**
 * The squad rows of a line-up's players, found by the vendor's id first (a renamed player keeps
 * its row and page), then by name (a player a squad import named before gets the vendor id),
 * else added. Returns each player's row id by vendor ref.
 */
async function squadRowsOf(
  tx: Transaction,
  teamId: number,
  players: readonly VendorPlayer[],
): Promise<Map<string, number>> {
  const stored = await tx
    .select({ id: teamPlayers.id, name: teamPlayers.name, externalRef: teamPlayers.externalRef })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, teamId));
  const byRef = new Map(stored.flatMap((row) => (row.externalRef === null ? [] : [[row.externalRef, row] as const])));
  const byName = new Map(stored.map((row) => [row.name, row]));
  const ids = new Map<string, number>();
  for (const [index, player] of players.entries()) {
    const known = byRef.get(player.externalRef);
    const named = byName.get(player.name);
    const facts = { number: player.number, position: player.position, externalRef: player.externalRef };
    if (known !== undefined) {
      // A new spelling of the same player; kept as it was if another player of the team has that name.
      const rename = known.name !== player.name && named === undefined ? { name: player.name } : {};
      await tx
        .update(teamPlayers)
        .set({ ...facts, ...rename })
        .where(eq(teamPlayers.id, known.id));
      ids.set(player.externalRef, known.id);
    } else if (named !== undefined && (named.externalRef === null || named.externalRef === player.externalRef)) {
      await tx.update(teamPlayers).set(facts).where(eq(teamPlayers.id, named.id));
      ids.set(player.externalRef, named.id);
    } else {
      // Two players of one team with one name: the second is told apart by its shirt number.
      const name = named === undefined ? player.name : `${player.name} (${player.number ?? player.externalRef})`;
      const [row] = await tx
        .insert(teamPlayers)
        .values({ teamId, name, ...facts, sortOrder: NEW_PLAYERS_FROM + index })
        .returning({ id: teamPlayers.id });
      if (row !== undefined) ids.set(player.externalRef, row.id);
    }
  }
  return ids;
}

/**
 * A match's line-ups as the vendor hands them in (decision 0156): each player joins the team's
 * squad (the player page's row), the coach is the team's, and the match keeps its own XI and
 * bench. Returns false when no match has that ref (its fixture was left out).
 */
export async function saveVendorLineups(
  db: Database,
  externalRef: string,
  lineups: readonly VendorLineup[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ id: matches.id, homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId })
      .from(matches)
      .where(eq(matches.externalRef, externalRef));
    if (match === undefined) return false;
    for (const lineup of lineups) {
      const teamId = lineup.side === 'home' ? match.homeTeamId : match.awayTeamId;
      const ids = await squadRowsOf(tx, teamId, lineup.players);
      if (lineup.coach !== null) await tx.update(teams).set({ coach: lineup.coach }).where(eq(teams.id, teamId));
      const [before] = await tx
        .select({ players: matchLineups.players })
        .from(matchLineups)
        .where(and(eq(matchLineups.matchId, match.id), eq(matchLineups.side, lineup.side)));
      // Figures the vendor gave before stay when this answer has none (its player statistics were skipped).
      const counted = new Map((before?.players ?? []).map((player) => [player.playerId, player]));
      const players: StoredLineupPlayer[] = lineup.players.flatMap((player) => {
        const playerId = ids.get(player.externalRef);
        if (playerId === undefined) return [];
        const known = counted.get(playerId);
        return [
          {
            playerId,
            name: player.name,
            number: player.number,
            position: player.position,
            starter: player.starter,
            minutes: player.minutes ?? known?.minutes ?? null,
            rating: player.rating ?? known?.rating ?? null,
          },
        ];
      });
      await tx
        .insert(matchLineups)
        .values({ matchId: match.id, side: lineup.side, formation: lineup.formation, coach: lineup.coach, players })
        .onConflictDoUpdate({
          target: [matchLineups.matchId, matchLineups.side],
          set: { formation: lineup.formation, coach: lineup.coach, players },
        });
    }
    return true;
  });
}

/**
 * A season's groups from the vendor's standings, stored only into a season `source` owns (a
 * season has one source, decision 0115): each group's teams found as the fixtures name them.
 */
export async function saveSeasonGroups(
  db: Database,
  source: string,
  competitionCode: string,
  seasonName: string,
  groups: readonly SeasonGroup[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [season] = await tx
      .select({ id: seasons.id, source: seasons.source, sportId: competitions.sportId })
      .from(seasons)
      .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
      .where(and(eq(competitions.code, competitionCode), eq(seasons.name, seasonName)));
    if (season === undefined || season.source !== source) return false;
    const codes = groups.flatMap((group) =>
      group.teams.map((team) => ({ group: group.name, code: canonicalTeamCode(team) })),
    );
    const found =
      codes.length === 0
        ? []
        : await tx
            .select({ id: teams.id, code: teams.code })
            .from(teams)
            .where(
              and(
                eq(teams.sportId, season.sportId),
                inArray(
                  teams.code,
                  codes.map(({ code }) => code),
                ),
              ),
            );
    const idOf = new Map(found.map((row) => [row.code, row.id]));
    await tx.delete(seasonGroups).where(eq(seasonGroups.seasonId, season.id));
    const rows = codes.flatMap(({ group, code }) => {
      const teamId = idOf.get(code);
      return teamId === undefined ? [] : [{ seasonId: season.id, teamId, name: group }];
    });
    if (rows.length > 0) await tx.insert(seasonGroups).values(rows).onConflictDoNothing();
    return true;
  });
}

/** A season's stored groups: each team's group name by team id. */
export async function groupsOfSeason(db: Database, seasonId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ teamId: seasonGroups.teamId, name: seasonGroups.name })
    .from(seasonGroups)
    .where(eq(seasonGroups.seasonId, seasonId));
  return new Map(rows.map((row) => [row.teamId, row.name]));
}

/** The vendor line-ups of these matches, by match id and side. */
export async function lineupsOfMatches(db: Database, matchIds: readonly number[]) {
  if (matchIds.length === 0) return [];
  return db
    .select()
    .from(matchLineups)
    .where(inArray(matchLineups.matchId, [...matchIds]));
}
