import { describe, expect, it } from 'vitest';
import { hashStreamKey, newStreamKey, PublishKeys } from './publish-keys.ts';

describe('the publish rule', () => {
  const key = newStreamKey();
  const keys = new PublishKeys();
  keys.set(7, { keyHash: hashStreamKey(key), allowed: true });
  keys.set(8, { keyHash: hashStreamKey(key), allowed: false });
  keys.set(9, { keyHash: null, allowed: true });

  it('lets the right key publish to its room only', () => {
    expect(keys.check(7, key)).toBeNull();
    expect(keys.check(7, `${key}x`)).toBe('wrong_key');
    expect(keys.check(7, key.slice(1))).toBe('wrong_key');
    expect(keys.check(7, '')).toBe('wrong_key');
    expect(keys.check(7, undefined)).toBe('wrong_key');
    expect(keys.check(70, key)).toBe('unknown_room');
  });

  it('refuses a suspended host even with the right key, and a room without a key', () => {
    expect(keys.check(8, key)).toBe('not_allowed');
    expect(keys.check(8, 'nope')).toBe('wrong_key');
    expect(keys.check(9, '')).toBe('no_key');
  });

  it('tells the key a reset replaced from a wrong one, and lets neither in', () => {
    const oldKey = newStreamKey();
    const rotated = new PublishKeys();
    rotated.set(3, {
      keyHash: hashStreamKey(key),
      previousKeyHash: hashStreamKey(oldKey),
      allowed: true,
      graceMs: 60_000,
    });
    expect(rotated.check(3, oldKey)).toBe('old_key');
    expect(rotated.check(3, 'something else')).toBe('wrong_key');
    expect(rotated.check(3, key)).toBeNull();
    expect(rotated.graceOf(3)).toBe(60_000);
    expect(keys.graceOf(7)).toBeNull();
  });

  it('makes long random keys and stores only their hash', () => {
    const other = newStreamKey();
    expect(other).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other).not.toBe(key);
    expect(hashStreamKey(other)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('forgets a room at once when replaced', () => {
    const fresh = new PublishKeys();
    fresh.set(1, { keyHash: hashStreamKey('a'), allowed: true });
    fresh.replaceAll([[2, { keyHash: hashStreamKey('b'), allowed: true }]]);
    expect(fresh.check(1, 'a')).toBe('unknown_room');
    expect(fresh.check(2, 'b')).toBeNull();
  });
});
