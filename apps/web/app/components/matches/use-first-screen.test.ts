import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MATCHES, firstScreenGroups, moreGroups } from './use-first-screen.ts';

const group = (size: number) => ({ matches: Array.from({ length: size }, (_, index) => index) });

describe('first screen of a match list', () => {
  it('keeps the leading groups until they hold the first screen of matches', () => {
    expect(firstScreenGroups([group(6), group(6), group(6), group(6)])).toBe(3);
    expect(firstScreenGroups([group(FIRST_SCREEN_MATCHES), group(1)])).toBe(1);
  });

  it('keeps every group of a short list, and one group however long', () => {
    expect(firstScreenGroups([group(2), group(3)])).toBe(2);
    expect(firstScreenGroups([group(40), group(3)])).toBe(1);
    expect(firstScreenGroups([])).toBe(0);
  });

  it('adds the rest a screen of matches at a time, then the whole list', () => {
    const day = [group(6), group(6), group(6), group(6), group(6), group(6), group(6)];
    expect(moreGroups(day, 3)).toBe(6);
    expect(moreGroups(day, 6)).toBe(Number.POSITIVE_INFINITY);
    expect(moreGroups([group(40), group(40), group(1)], 1)).toBe(2);
  });
});
