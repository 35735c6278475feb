import { love, loveSettingList } from '@placar/contract/calls/favorites';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { callApi } from '../api/contract-call.ts';
import { isSignedIn } from '../session/session.ts';
import {
  type Favorite,
  favoriteKey,
  mergeFavorites,
  readLocalFavorites,
  toggleFavorite,
  writeLocalFavorites,
} from './local-favorites.ts';

interface FavoritesState {
  /** `kind:id` of every favorite of the visitor (local) or the user (server). */
  keys: ReadonlySet<string>;
  source: 'none' | 'local' | 'account';
}

export const favoritesStore = createStore<FavoritesState>()(() => ({ keys: new Set(), source: 'none' }));

/**
 * Sets the favorites; the set already held is kept when the keys are the same, so a load that
 * changes nothing (a visitor without favorites, at every start) re-renders no star and no list:
 * a new empty set re-rendered home's whole list in one blocking task after hydration (issue 14).
 */
function setKeys(keys: Iterable<string>, source: FavoritesState['source']): void {
  const next = new Set(keys);
  const held = favoritesStore.getState().keys;
  const same = next.size === held.size && [...next].every((key) => held.has(key));
  favoritesStore.setState({ keys: same ? held : next, source });
}

/** The visitor's favorites from local storage, or the user's from the server. */
export async function loadFavorites(): Promise<void> {
  if (!isSignedIn()) {
    setKeys(readLocalFavorites().map(favoriteKey), 'local');
    return;
  }
  try {
    const data = await callApi(loveSettingList, {});
    setKeys(
      [
        ...data.matchIds.map((id) => favoriteKey({ kind: 'match', id })),
        ...data.competitions.map(({ id }) => favoriteKey({ kind: 'competition', id })),
        ...data.teams.map(({ id }) => favoriteKey({ kind: 'team', id })),
      ],
      'account',
    );
  } catch {
    // Keep what is shown; a refused session opens the Tips dialog on its own.
  }
}

/** A star pressed: a visitor's favorite stays in this browser, a user's goes to the account. */
export async function toggleFavoriteOf(favorite: Favorite): Promise<void> {
  const key = favoriteKey(favorite);
  const before = favoritesStore.getState();
  const loved = !before.keys.has(key);
  const next = new Set(before.keys);
  if (loved) next.add(key);
  else next.delete(key);
  if (!isSignedIn()) {
    writeLocalFavorites(toggleFavorite(readLocalFavorites(), favorite));
    setKeys(next, 'local');
    return;
  }
  setKeys(next, 'account');
  try {
    const answer = await callApi(love, { ...favorite, loved });
    const settled = new Set(favoritesStore.getState().keys);
    if (answer.loved) settled.add(key);
    else settled.delete(key);
    setKeys(settled, 'account');
  } catch {
    const reverted = new Set(favoritesStore.getState().keys);
    if (loved) reverted.delete(key);
    else reverted.add(key);
    setKeys(reverted, 'account');
  }
}

/** At login or register: the visitor's favorites move into the account, then the list is reloaded. */
export async function mergeLocalFavoritesIntoAccount(): Promise<void> {
  const local = readLocalFavorites();
  if (local.length > 0) {
    const { left } = await mergeFavorites(local, (favorite) => callApi(love, { ...favorite, loved: true }));
    writeLocalFavorites(left);
  }
  await loadFavorites();
}

export function useFavoriteKeys(): ReadonlySet<string> {
  return useStore(favoritesStore, (state) => state.keys);
}
