import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MATCHES, STEP_MATCHES, firstScreenGroups, moreRows, rowsOf } from './use-first-screen.ts';

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

  it('adds the rest a few rows at a time, then the whole list', () => {
    expect(STEP_MATCHES).toBe(8);
    const day = [group(6), group(6), group(6), group(6), group(6)];
    expect(moreRows(day, 18)).toBe(26);
    expect(moreRows(day, 26)).toBe(Number.POSITIVE_INFINITY);
    // A competition of 40 matches is no longer one step of 40 rows.
    expect(moreRows([group(15), group(40), group(1)], 15)).toBe(23);
  });

  it('cuts the last group reached to the rows drawn of it, so a long competition is drawn across steps', () => {
    const day = [group(15), group(40), group(1)];
    expect(rowsOf(day, 15).map((shown) => [shown.group.matches.length, shown.drawn])).toEqual([[15, undefined]]);
    expect(rowsOf(day, 23).map((shown) => [shown.group.matches.length, shown.drawn])).toEqual([
      [15, undefined],
      [40, 8],
    ]);
    expect(rowsOf(day, 55).map((shown) => shown.drawn)).toEqual([undefined, undefined]);
    expect(rowsOf(day, 56).map((shown) => shown.drawn)).toEqual([undefined, undefined, undefined]);
    expect(rowsOf(day, 0)).toEqual([]);
  });
});
