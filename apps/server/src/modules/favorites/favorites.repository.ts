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

/** Changes a favorite's notification switches; false when the user has no such favorite. */
export async function setFavoriteAlerts(
  db: Database,
  key: FavoriteKey,
  alerts: { notifyStart?: boolean | undefined; notifyGoals?: boolean | undefined },
): Promise<boolean> {
  const set = {
    ...(alerts.notifyStart === undefined ? {} : { notifyStart: alerts.notifyStart }),
    ...(alerts.notifyGoals === undefined ? {} : { notifyGoals: alerts.notifyGoals }),
  };
  if (Object.keys(set).length === 0) return isFavorite(db, key);
  const updated = await db
    .update(favorites)
    .set(set)
    .where(keyCondition(key))
    .returning({ targetId: favorites.targetId });
  return updated.length > 0;
}

export async function alertsOf(db: Database, userId: number) {
  return db
    .select({
      kind: favorites.kind,
      id: favorites.targetId,
      notifyStart: favorites.notifyStart,
      notifyGoals: favorites.notifyGoals,
    })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(favorites.createdAt, favorites.targetId);
}

export async function alertsOfOne(db: Database, key: FavoriteKey) {
  const [row] = await db
    .select({ notifyStart: favorites.notifyStart, notifyGoals: favorites.notifyGoals })
    .from(favorites)
    .where(keyCondition(key));
  return row;
}

/**
 * Users to tell about a match: those with the match, its competition or one of its teams as a
 * favorite, with whether any of those favorites asks for the start and for goals.
 */
export async function alertSubscribers(
  db: Database,
  match: { matchId: number; competitionId: number; teamIds: readonly number[] },
) {
  const teams =
    match.teamIds.length === 0
      ? sql`false`
      : sql`(f.kind = 'team' and f.target_id in (${sql.join(
          match.teamIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
  const result = await db.execute<{
    user_id: number;
    language: string;
    notify_match_start: boolean;
    start: boolean;
    goals: boolean;
  }>(sql`
    select f.user_id, u.language, u.notify_match_start, bool_or(f.notify_start) as start, bool_or(f.notify_goals) as goals
    from ${favorites} f join users u on u.id = f.user_id
    where (f.kind = 'match' and f.target_id = ${match.matchId})
       or (f.kind = 'competition' and f.target_id = ${match.competitionId})
       or ${teams}
    group by f.user_id, u.language, u.notify_match_start`);
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    language: row.language === 'br' ? ('br' as const) : ('en' as const),
    start: row.start && row.notify_match_start,
    goals: row.goals,
  }));
}
