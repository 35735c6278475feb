import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favorites } from '../../db/schema.ts';

export type FavoriteKind = 'match' | 'competition' | 'team';

export interface FavoriteKey {
  userId: number;
  kind: FavoriteKind;
  targetId: number;
}

function keyCondition(key: FavoriteKey) {
  return and(eq(favorites.userId, key.userId), eq(favorites.kind, key.kind), eq(favorites.targetId, key.targetId));
}

export async function isFavorite(db: Database, key: FavoriteKey): Promise<boolean> {
  const rows = await db.select({ id: favorites.targetId }).from(favorites).where(keyCondition(key)).limit(1);
  return rows.length > 0;
}

/**
 * Adds the favorite unless the user already has `max`; an existing one is left as it is.
 * 'added', 'exists' or 'full'. One statement, so parallel calls (the login merge) never fail on the key.
 */
export async function addFavorite(db: Database, key: FavoriteKey, max: number): Promise<'added' | 'exists' | 'full'> {
  const inserted = await db.execute(sql`
    insert into ${favorites} (user_id, kind, target_id)
    select ${key.userId}, ${key.kind}, ${key.targetId}
    where (select count(*) from ${favorites} where user_id = ${key.userId}) < ${max}
    on conflict do nothing
    returning target_id`);
  if (inserted.rows.length > 0) return 'added';
  return (await isFavorite(db, key)) ? 'exists' : 'full';
}

export async function removeFavorite(db: Database, key: FavoriteKey): Promise<boolean> {
  const removed = await db.delete(favorites).where(keyCondition(key)).returning({ targetId: favorites.targetId });
  return removed.length > 0;
}

/** The user's favorites of each kind, oldest first. */
export async function favoritesOf(db: Database, userId: number): Promise<Record<FavoriteKind, number[]>> {
  const rows = await db
    .select({ kind: favorites.kind, targetId: favorites.targetId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(favorites.createdAt, favorites.targetId);
  const byKind: Record<FavoriteKind, number[]> = { match: [], competition: [], team: [] };
  for (const row of rows) byKind[row.kind as FavoriteKind]?.push(row.targetId);
  return byKind;
}
