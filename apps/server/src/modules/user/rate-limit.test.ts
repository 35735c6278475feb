import { describe, expect, it } from 'vitest';
import { RateLimit } from './rate-limit.ts';

describe('RateLimit', () => {
  it('allows the limit per window, then refuses until the window ends', () => {
    const limit = new RateLimit({ limit: 2, windowMs: 1000 });
    expect([limit.hit('a', 0), limit.hit('a', 10), limit.hit('a', 20)]).toEqual([true, true, false]);
    expect(limit.hit('b', 20)).toBe(true);
    expect(limit.retryAfter('a', 500)).toBe(1);
    expect(limit.hit('a', 1000)).toBe(true);
  });

  it('keeps at most maxKeys keys', () => {
    const limit = new RateLimit({ limit: 1, windowMs: 1000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) limit.hit(key, 0);
    // 'a' was dropped to make room: it starts a fresh window.
    expect(limit.hit('a', 1)).toBe(true);
    expect(limit.hit('d', 1)).toBe(false);
  });
});
