// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  isFavoriteMatch,
  LOCAL_FAVORITES_KEY,
  mergeFavorites,
  parseFavorites,
  readLocalFavorites,
  toggleFavorite,
  writeLocalFavorites,
} from './local-favorites.ts';

beforeEach(() => localStorage.clear());

describe('local favorites', () => {
  it('parse only well-formed, distinct entries', () => {
    const raw = JSON.stringify([
      { kind: 'match', id: 1 },
      { kind: 'match', id: 1 },
      { kind: 'team', id: -2 },
      { kind: 'player', id: 3 },
      'x',
      { kind: 'competition', id: 7 },
    ]);
    expect(parseFavorites(raw)).toEqual([
      { kind: 'match', id: 1 },
      { kind: 'competition', id: 7 },
    ]);
    expect(parseFavorites('not json')).toEqual([]);
    expect(parseFavorites('{"kind":"match"}')).toEqual([]);
    expect(parseFavorites(null)).toEqual([]);
  });

  it('toggle adds then removes', () => {
    const once = toggleFavorite([], { kind: 'match', id: 5 });
    expect(once).toEqual([{ kind: 'match', id: 5 }]);
    expect(toggleFavorite(once, { kind: 'match', id: 5 })).toEqual([]);
  });

  it('are written under the favorites key and the key is removed when empty', () => {
    writeLocalFavorites([{ kind: 'team', id: 2 }]);
    expect(JSON.parse(localStorage.getItem(LOCAL_FAVORITES_KEY) ?? '[]')).toEqual([{ kind: 'team', id: 2 }]);
    expect(readLocalFavorites()).toEqual([{ kind: 'team', id: 2 }]);
    writeLocalFavorites([]);
    expect(localStorage.getItem(LOCAL_FAVORITES_KEY)).toBeNull();
  });

  it('merge sets each favorite and keeps only the refused ones', async () => {
    const sent: unknown[] = [];
    const local = [
      { kind: 'match', id: 1 },
      { kind: 'competition', id: 2 },
      { kind: 'team', id: 3 },
    ] as const;
    const result = await mergeFavorites([...local], async (favorite) => {
      sent.push(favorite);
      if (favorite.id === 2) throw new Error('refused');
    });
    expect(sent).toHaveLength(3);
    expect(result.merged).toEqual([local[0], local[2]]);
    expect(result.left).toEqual([local[1]]);
  });

  it('a match is a favorite through itself, its competition or a team', () => {
    const match = {
      id: 10,
      competition: { id: 20 },
      home: { team: { id: 30 } },
      away: { team: { id: 31 } },
    } as Parameters<typeof isFavoriteMatch>[0];
    expect(isFavoriteMatch(match, new Set(['match:10']))).toBe(true);
    expect(isFavoriteMatch(match, new Set(['competition:20']))).toBe(true);
    expect(isFavoriteMatch(match, new Set(['team:31']))).toBe(true);
    expect(isFavoriteMatch(match, new Set(['match:11', 'team:20']))).toBe(false);
  });
});
