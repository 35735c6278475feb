import { describe, expect, it } from 'vitest';
import { InProcessExpiringStore } from './expiring-store.ts';

describe('InProcessExpiringStore', () => {
  it('counts hits in a window that starts at the first hit, then starts again', () => {
    const store = new InProcessExpiringStore();
    expect(store.hit('k', 30_000, 1000)).toEqual({ count: 1, resetAt: 31_000 });
    expect(store.hit('k', 30_000, 20_000)).toEqual({ count: 2, resetAt: 31_000 });
    expect(store.hit('k', 30_000, 31_000)).toEqual({ count: 1, resetAt: 61_000 });
  });

  it('keeps a value until its end; Infinity never ends', () => {
    const store = new InProcessExpiringStore();
    store.set('a', 'x', 5000);
    store.set('b', 'y', Infinity);
    expect(store.get('a', 4999)).toEqual({ value: 'x', until: 5000 });
    expect(store.get('a', 5000)).toBeUndefined();
    expect(store.get('b', Number.MAX_SAFE_INTEGER)).toEqual({ value: 'y', until: Infinity });
    store.delete('b');
    expect(store.get('b', 0)).toBeUndefined();
  });

  it('setIfAbsent sets once until the entry ends, answering the entry that holds meanwhile', () => {
    const store = new InProcessExpiringStore();
    expect(store.setIfAbsent('s', '1', 10_000, 0)).toBeUndefined();
    expect(store.setIfAbsent('s', '2', 20_000, 5000)).toEqual({ value: '1', until: 10_000 });
    expect(store.setIfAbsent('s', '3', 30_000, 10_000)).toBeUndefined();
    expect(store.get('s', 10_000)?.value).toBe('3');
  });

  it('stays within maxKeys: expired keys go first, then the oldest', () => {
    const store = new InProcessExpiringStore({ maxKeys: 3 });
    store.hit('old', 1000, 0);
    store.hit('a', 60_000, 0);
    store.hit('b', 60_000, 0);
    store.hit('c', 60_000, 2000);
    expect(store.size(2000)).toBe(3);
    expect(store.get('a', 2000)).toBeDefined();
    store.hit('d', 60_000, 2000);
    expect(store.get('a', 2000)).toBeUndefined();
    expect(store.size(2000)).toBe(3);
  });

  it('with no bound, a flood of keys drops nothing (holds must never be freed by pressure)', () => {
    const store = new InProcessExpiringStore({ maxKeys: Infinity });
    store.set('ban', '', Infinity);
    for (let index = 0; index < 50_000; index += 1) store.hit(`flood${index}`, 60_000, 0);
    expect(store.get('ban', 0)).toBeDefined();
  });
});
