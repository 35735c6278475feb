import { describe, expect, it } from 'vitest';
import { HOME_KEEP_ALIVE_MS, KeptPages } from './home-keep-alive.ts';

function kept() {
  let now = 1_000;
  const pages = new KeptPages<{ tab: string; rows: number }>(HOME_KEEP_ALIVE_MS, () => now);
  return { pages, pass: (ms: number) => void (now += ms) };
}

describe('the home kept alive', () => {
  it('gives back what was last shown, per language', () => {
    const { pages } = kept();
    expect(pages.recall('en')).toBeUndefined();
    pages.remember('en', { tab: 'all', rows: 3 });
    pages.update('en', (data) => ({ ...data, tab: 'finished' }));
    expect(pages.recall('en')).toEqual({ tab: 'finished', rows: 3 });
    expect(pages.recall('br')).toBeUndefined();
  });

  it('updates nothing it does not keep', () => {
    const { pages } = kept();
    pages.update('br', () => ({ tab: 'hot', rows: 1 }));
    expect(pages.recall('br')).toBeUndefined();
  });

  it('forgets data older than the keep-alive time, counted from its last change', () => {
    const { pages, pass } = kept();
    pages.remember('en', { tab: 'all', rows: 3 });
    pass(HOME_KEEP_ALIVE_MS - 1);
    pages.update('en', (data) => ({ ...data, rows: 4 }));
    pass(HOME_KEEP_ALIVE_MS);
    expect(pages.recall('en')).toEqual({ tab: 'all', rows: 4 });
    pass(1);
    expect(pages.recall('en')).toBeUndefined();
    // Once forgotten, a live update cannot bring it back half-made.
    pages.update('en', (data) => ({ ...data, rows: 5 }));
    expect(pages.recall('en')).toBeUndefined();
  });
});
