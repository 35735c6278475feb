import { describe, expect, it } from 'vitest';
import { shareEqual } from './share-equal.ts';

const match = (id: number, score: number) => ({
  id,
  home: { team: { id: id * 10, name: `T${id}` }, score },
  status: { code: 2 },
});

describe('shareEqual', () => {
  it('gives back the previous value when the new one is equal everywhere', () => {
    const before = { tab: 'all', groups: [{ competition: { id: 1 }, matches: [match(1, 0), match(2, 1)] }] };
    const after = structuredClone(before);
    expect(shareEqual(before, after)).toBe(before);
  });

  it('keeps the unchanged matches, and makes new objects only on the path to the one that changed', () => {
    const before = {
      tab: 'all',
      groups: [
        { competition: { id: 1 }, matches: [match(1, 0), match(2, 1)] },
        { competition: { id: 2 }, matches: [match(3, 0)] },
      ],
    };
    const after = structuredClone(before);
    after.groups[0]!.matches[1]!.home.score = 2;
    const shared = shareEqual(before, after);
    expect(shared).toEqual(after);
    expect(shared).not.toBe(before);
    expect(shared.groups[0]).not.toBe(before.groups[0]);
    expect(shared.groups[0]!.matches[0]).toBe(before.groups[0]!.matches[0]);
    expect(shared.groups[0]!.matches[1]).not.toBe(before.groups[0]!.matches[1]);
    expect(shared.groups[0]!.matches[1]!.home.team).toBe(before.groups[0]!.matches[1]!.home.team);
    expect(shared.groups[1]).toBe(before.groups[1]);
  });

  it('pairs list items by id, so a match that moved keeps its object', () => {
    const before = [match(1, 0), match(2, 0), match(3, 0)];
    const after = [structuredClone(before[2]!), structuredClone(before[0]!)];
    const shared = shareEqual(before, after);
    expect(shared).toEqual(after);
    expect(shared[0]).toBe(before[2]);
    expect(shared[1]).toBe(before[0]);
    expect(shared).not.toBe(before);
  });

  it('takes added keys, removed keys, other types and null as changes', () => {
    expect(shareEqual({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    const dropped = { a: 1, b: 2 };
    expect(shareEqual(dropped, { a: 1 })).toEqual({ a: 1 });
    expect(shareEqual({ a: { b: 1 } }, { a: null })).toEqual({ a: null });
    expect(shareEqual([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareEqual({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
  });
});
