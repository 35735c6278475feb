import { and, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { matchIncidents, matchPlayerStats, matchStats, teamPlayers } from '../db/schema.ts';
import { fromExcluded } from '../db/upsert.ts';
import { LINE_FIELDS, playerLineRow } from './ingestion/ingestion.repository.ts';
import type { Fixture, FixtureTeam } from './provider.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Result = NonNullable<Fixture['result']>;

const CHUNK = 1000;

async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) await write(items.slice(start, start + CHUNK));
}

/** Each team's squad as the source gives it: players added or updated, those gone removed (a vendor's players stay). */
export async function saveSquads(
  tx: Transaction,
  squads: { teamId: number; squad: NonNullable<FixtureTeam['squad']> }[],
): Promise<void> {
  if (squads.length === 0) return;
  const rows = squads.flatMap(({ teamId, squad }) =>
    squad.map((player, index) => ({
      teamId,
      name: player.name,
      number: player.number,
      position: player.position,
      sortOrder: index,
    })),
  );
  await inChunks(rows, (chunk) =>
    tx
      .insert(teamPlayers)
      .values(chunk)
      .onConflictDoUpdate({
        target: [teamPlayers.teamId, teamPlayers.name],
        set: fromExcluded(teamPlayers, ['number', 'position', 'sortOrder']),
        setWhere: sql`(${teamPlayers.number}, ${teamPlayers.position}, ${teamPlayers.sortOrder}) is distinct from (excluded.number, excluded.position, excluded.sort_order)`,
      }),
  );
  for (const { teamId, squad } of squads) {
    // A vendor's player (one with a vendor id) stays: its real line-ups name it, whatever a simulated squad says.
    await tx.delete(teamPlayers).where(
      and(
        eq(teamPlayers.teamId, teamId),
        isNull(teamPlayers.externalRef),
        notInArray(
          teamPlayers.name,
          squad.map((player) => player.name),
        ),
      ),
    );
  }
}

/**
 * What happened in finished matches, stored without announcing it (the match is over): the
 * incidents not stored yet (a match half played before a restart keeps its first ones), the
 * statistics and the box score.
 */
export async function saveResultDetails(
  tx: Transaction,
  results: { matchId: number; result: Result }[],
): Promise<void> {
  const detailed = results.filter(
    ({ result }) =>
      (result.incidents?.length ?? 0) > 0 || (result.stats?.length ?? 0) > 0 || (result.players?.length ?? 0) > 0,
  );
  if (detailed.length === 0) return;
  const stored = new Map<number, number>();
  await inChunks(detailed, async (chunk) => {
    const rows = await tx
      .select({ matchId: matchIncidents.matchId, n: count() })
      .from(matchIncidents)
      .where(
        inArray(
          matchIncidents.matchId,
          chunk.map(({ matchId }) => matchId),
        ),
      )
      .groupBy(matchIncidents.matchId);
    for (const row of rows) stored.set(row.matchId, row.n);
  });
  // A match whose incidents are all stored was stored whole before: a restart writes nothing again.
  const fresh = detailed.filter(
    ({ matchId, result }) =>
      (stored.get(matchId) ?? 0) < (result.incidents?.length ?? 0) || (stored.get(matchId) ?? 0) === 0,
  );
  const incidents = fresh.flatMap(({ matchId, result }) =>
    (result.incidents ?? []).slice(stored.get(matchId) ?? 0).map((incident) => ({
      matchId,
      kind: incident.kind,
      minute: incident.minute ?? null,
      extraMinute: incident.extraMinute ?? null,
      period: incident.period ?? null,
      side: incident.side ?? null,
      player: incident.player ?? null,
      assist: incident.assist ?? null,
      detail: incident.detail ?? null,
      homeScore: incident.homeScore ?? null,
      awayScore: incident.awayScore ?? null,
    })),
  );
  await inChunks(incidents, (chunk) => tx.insert(matchIncidents).values(chunk));
  const stats = fresh.flatMap(({ matchId, result }) => (result.stats ?? []).map((stat) => ({ matchId, ...stat })));
  await inChunks(stats, (chunk) =>
    tx
      .insert(matchStats)
      .values(chunk)
      .onConflictDoUpdate({
        target: [matchStats.matchId, matchStats.key],
        set: fromExcluded(matchStats, ['home', 'away']),
      }),
  );
  const lines = fresh.flatMap(({ matchId, result }) => {
    const order = { home: 0, away: 0 };
    return (result.players ?? []).map((line) => playerLineRow(matchId, line, order[line.side]++));
  });
  await inChunks(lines, (chunk) =>
    tx
      .insert(matchPlayerStats)
      .values(chunk)
      .onConflictDoUpdate({
        target: [matchPlayerStats.matchId, matchPlayerStats.side, matchPlayerStats.name],
        set: fromExcluded(matchPlayerStats, [...LINE_FIELDS]),
      }),
  );
}
