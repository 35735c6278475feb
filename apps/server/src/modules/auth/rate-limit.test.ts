import { describe, expect, it } from 'vitest';
import { InProcessSharedStore } from '../../shared-state/shared-state.ts';
import { RateLimit } from './rate-limit.ts';

describe('RateLimit', () => {
  it('allows the limit per window, then refuses until the window ends', async () => {
    const limit = new RateLimit({ limit: 2, windowMs: 1000 });
    expect([await limit.hit('a', 0), await limit.hit('a', 10), await limit.hit('a', 20)]).toEqual([true, true, false]);
    expect(await limit.hit('b', 20)).toBe(true);
    expect(await limit.retryAfter('a', 500)).toBe(1);
    expect(await limit.hit('a', 1000)).toBe(true);
  });

  it('keeps at most maxKeys keys', async () => {
    const limit = new RateLimit({ limit: 1, windowMs: 1000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await limit.hit(key, 0);
    // 'a' was dropped to make room: it starts a fresh window.
    expect(await limit.hit('a', 1)).toBe(true);
    expect(await limit.hit('d', 1)).toBe(false);
  });

  it('keeps limits that share one store apart by name', async () => {
    const store = new InProcessSharedStore();
    const login = new RateLimit({ limit: 1, windowMs: 1000, store, name: 'login' });
    const code = new RateLimit({ limit: 1, windowMs: 1000, store, name: 'code' });
    expect(await login.hit('1.2.3.4', 0)).toBe(true);
    expect(await code.hit('1.2.3.4', 0)).toBe(true);
    expect(await login.hit('1.2.3.4', 0)).toBe(false);
  });
});
