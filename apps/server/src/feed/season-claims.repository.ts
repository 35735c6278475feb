import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { competitions, matches, seasons } from '../db/schema.ts';
import { deliversSeasons, SeasonOwnedError, seasonKey, SIMULATOR_SOURCE } from './season-owner.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A season a save wants to write into, as its fixtures describe it. */
export interface SeasonClaim {
  competitionId: number;
  /** For messages: "Premier League 2025/26". */
  label: string;
  name: string;
  startsOn: string;
  endsOn: string;
  source: string;
}

export interface ClaimedSeasons {
  /** The season id of each claim the writer may write into, by `competitionId:name`. */
  ids: Map<string, number>;
  created: number[];
  /** Seasons another source owns, which the simulator may not write: their fixtures are dropped. */
  refused: { label: string; owner: string }[];
  /** Simulated seasons a real source took over, and how many simulated matches left them. */
  takenOver: { label: string; removed: number }[];
}

export const claimKey = (competitionId: number, name: string) => `${competitionId}:${name}`;

/**
 * Decides, under a lock on the seasons concerned, where each claim may write. A season has one
 * source (decision 0115): a new one is its writer's; its own source extends its dates; the
 * simulator never writes into another's; a real source that delivers whole seasons (an import,
 * a vendor) takes a simulated season over, removing the simulated matches from it, and is
 * refused a season another real source owns; fixtures announced through the feed call join the
 * season they name, as they always have.
 */
export async function claimSeasons(tx: Transaction, unordered: readonly SeasonClaim[]): Promise<ClaimedSeasons> {
  const claimed: ClaimedSeasons = { ids: new Map(), created: [], refused: [], takenOver: [] };
  if (unordered.length === 0) return claimed;
  // One order for every save, so two saves never wait on each other's seasons in a cycle.
  const claims = [...unordered].sort(
    (a, b) => a.competitionId - b.competitionId || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  // New seasons first: one a concurrent save is creating makes this insert wait for it, then
  // skip it, so every claimed season exists below and is locked before it is judged.
  const inserted = await tx
    .insert(seasons)
    .values(
      claims.map(({ competitionId, name, startsOn, endsOn, source }) => ({
        competitionId,
        name,
        startsOn,
        endsOn,
        source,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: seasons.id, competitionId: seasons.competitionId, name: seasons.name });
  const created = new Set(inserted.map((row) => claimKey(row.competitionId, row.name)));
  for (const row of inserted) {
    claimed.ids.set(claimKey(row.competitionId, row.name), row.id);
    claimed.created.push(row.id);
  }
  const existing = claims.filter((claim) => !created.has(claimKey(claim.competitionId, claim.name)));
  if (existing.length === 0) return claimed;
  const stored = await tx
    .select({ id: seasons.id, competitionId: seasons.competitionId, name: seasons.name, source: seasons.source })
    .from(seasons)
    .where(
      or(...existing.map((claim) => and(eq(seasons.competitionId, claim.competitionId), eq(seasons.name, claim.name)))),
    )
    .orderBy(seasons.competitionId, sql`${seasons.name} collate "C"`)
    .for('update');
  const storedOf = new Map(stored.map((row) => [claimKey(row.competitionId, row.name), row]));
  for (const claim of existing) {
    const key = claimKey(claim.competitionId, claim.name);
    const season = storedOf.get(key);
    if (season === undefined) throw new Error(`season ${claim.label} vanished`);
    if (season.source !== claim.source && claim.source === SIMULATOR_SOURCE) {
      claimed.refused.push({ label: claim.label, owner: season.source });
      continue;
    }
    if (season.source !== claim.source && deliversSeasons(claim.source)) {
      if (season.source !== SIMULATOR_SOURCE) throw new SeasonOwnedError(claim.label, season.source);
      const removed = await tx
        .delete(matches)
        .where(and(eq(matches.seasonId, season.id), like(matches.externalRef, 'sim:%')))
        .returning({ id: matches.id });
      await tx
        .update(seasons)
        .set({ source: claim.source, startsOn: claim.startsOn, endsOn: claim.endsOn })
        .where(eq(seasons.id, season.id));
      claimed.takenOver.push({ label: claim.label, removed: removed.length });
    } else {
      await tx
        .update(seasons)
        .set({
          startsOn: sql`least(${seasons.startsOn}, ${claim.startsOn})`,
          endsOn: sql`greatest(${seasons.endsOn}, ${claim.endsOn})`,
        })
        .where(eq(seasons.id, season.id));
    }
    claimed.ids.set(key, season.id);
  }
  return claimed;
}

/** The source of every stored season, by seasonKey (competition code and season name). */
export async function seasonOwners(db: Database | Transaction): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: competitions.code, name: seasons.name, source: seasons.source })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId));
  return new Map(rows.map((row) => [seasonKey(row.code, row.name), row.source]));
}
