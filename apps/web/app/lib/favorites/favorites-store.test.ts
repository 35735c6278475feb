// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { favoritesStore, loadFavorites, toggleFavoriteOf } from './favorites-store.ts';

describe("a visitor's favorites", () => {
  afterEach(() => {
    localStorage.clear();
    favoritesStore.setState({ keys: new Set(), source: 'none' });
  });

  it('loaded again unchanged keep the same set, so no star or list re-renders; a change gives a new one', async () => {
    const start = favoritesStore.getState().keys;
    await loadFavorites();
    expect(favoritesStore.getState()).toEqual({ keys: start, source: 'local' });
    expect(favoritesStore.getState().keys).toBe(start);

    await toggleFavoriteOf({ kind: 'team', id: 7 });
    const loved = favoritesStore.getState().keys;
    expect(loved).not.toBe(start);
    expect([...loved]).toEqual(['team:7']);
    await loadFavorites();
    expect(favoritesStore.getState().keys).toBe(loved);
  });
});
