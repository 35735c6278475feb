import { FAVORITE_KINDS } from '@placar/contract/calls/favorites';
import type { MatchSummary } from '@placar/contract/schedule-entities';

export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export interface Favorite {
  kind: FavoriteKind;
  id: number;
}

/** Local storage key of a visitor's favorites. */
export const LOCAL_FAVORITES_KEY = 'favorites';

export const favoriteKey = (favorite: Favorite) => `${favorite.kind}:${favorite.id}`;

function isFavorite(value: unknown): value is Favorite {
  const item = value as Favorite | null;
  return (
    item !== null &&
    typeof item === 'object' &&
    (FAVORITE_KINDS as readonly unknown[]).includes(item.kind) &&
    Number.isInteger(item.id) &&
    item.id > 0
  );
}

/** Stored favorites, tolerant of anything another version or a user left there. */
export function parseFavorites(raw: string | null): Favorite[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const out: Favorite[] = [];
  for (const item of parsed) {
    if (!isFavorite(item) || seen.has(favoriteKey(item))) continue;
    seen.add(favoriteKey(item));
    out.push({ kind: item.kind, id: item.id });
  }
  return out;
}

export function toggleFavorite(list: Favorite[], favorite: Favorite): Favorite[] {
  const key = favoriteKey(favorite);
  return list.some((item) => favoriteKey(item) === key)
    ? list.filter((item) => favoriteKey(item) !== key)
    : [...list, favorite];
}

export function readLocalFavorites(): Favorite[] {
  try {
    return parseFavorites(localStorage.getItem(LOCAL_FAVORITES_KEY));
  } catch {
    return [];
  }
}

export function writeLocalFavorites(list: Favorite[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(LOCAL_FAVORITES_KEY);
    else localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify(list));
  } catch {
    // Storage unavailable: the favorites live for this page only.
  }
}

/**
 * A visitor's favorites into the account after login: each is set (not toggled, so an
 * existing one stays), and only those the server refused stay local.
 */
export async function mergeFavorites(
  local: Favorite[],
  setLoved: (favorite: Favorite) => Promise<unknown>,
): Promise<{ merged: Favorite[]; left: Favorite[] }> {
  const results = await Promise.allSettled(local.map((favorite) => setLoved(favorite)));
  const merged: Favorite[] = [];
  const left: Favorite[] = [];
  results.forEach((result, index) => (result.status === 'fulfilled' ? merged : left).push(local[index] as Favorite));
  return { merged, left };
}

/** A match is a favorite itself, or through its competition or one of its teams. */
export function isFavoriteMatch(
  match: Pick<MatchSummary, 'id' | 'competition' | 'home' | 'away'>,
  keys: ReadonlySet<string>,
): boolean {
  return (
    keys.has(favoriteKey({ kind: 'match', id: match.id })) ||
    keys.has(favoriteKey({ kind: 'competition', id: match.competition.id })) ||
    keys.has(favoriteKey({ kind: 'team', id: match.home.team.id })) ||
    keys.has(favoriteKey({ kind: 'team', id: match.away.team.id }))
  );
}
