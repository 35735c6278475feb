import { describe, expect, it } from 'vitest';
import { IMAGE_LAZY_LOAD } from '@placar/contract/constants';
import { createLazyLoader, preloadMargin } from './lazy-loader.ts';
import type { LoadState } from './lazy-loader.ts';

/** The preload distance of requirement lazy-images over boxes: the element's top within 1.3 viewport heights, or its bottom not further above. */
function nearByBox(viewportHeight: () => number, preloadFactor: number = IMAGE_LAZY_LOAD.preloadFactor) {
  return (element: { getBoundingClientRect(): { top: number; bottom: number } }): boolean => {
    const box = element.getBoundingClientRect();
    return box.top < viewportHeight() * preloadFactor && box.bottom > -viewportHeight() * (preloadFactor - 1);
  };
}

/** A page of height 800 with a fake clock and a timer queue run by hand. */
function page(load: (src: string) => Promise<void>) {
  let now = 0;
  const timers: { at: number; fn: () => void }[] = [];
  const loader = createLazyLoader({
    load,
    isNear: nearByBox(() => 800),
    schedule: (fn, ms) => void timers.push({ at: now + ms, fn }),
    now: () => now,
  });
  const flush = async () => {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const due = timers.filter((timer) => timer.at <= now);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      for (const timer of due) timer.fn();
    }
  };
  const advance = async (ms: number) => {
    now += ms;
    await flush();
  };
  return { loader, flush, advance, timers };
}

const at = (top: number) => ({ getBoundingClientRect: () => ({ top, bottom: top + 40 }) });

describe('image lazy-loading (requirement lazy-images constants)', () => {
  it('tries a failing image 3 times in all, then gives up and remembers it', async () => {
    const tries: string[] = [];
    const p = page(async (src) => {
      tries.push(src);
      throw new Error('404');
    });
    const states: LoadState[] = [];
    p.loader.watch({ element: at(10), src: '/crest.png', onState: (state) => states.push(state) });
    for (let step = 0; step < 5; step += 1) await p.advance(1000);
    expect(tries).toEqual(['/crest.png', '/crest.png', '/crest.png']);
    expect(states).toEqual(['failed']);
    expect(p.loader.cached('/crest.png')).toBe('failed');
  });

  it('succeeds on a retry', async () => {
    let calls = 0;
    const p = page(async () => {
      calls += 1;
      if (calls < 3) throw new Error('flaky');
    });
    const states: LoadState[] = [];
    p.loader.watch({ element: at(10), src: '/cover.webp', onState: (state) => states.push(state) });
    for (let step = 0; step < 5; step += 1) await p.advance(1000);
    expect([calls, states]).toEqual([3, ['loaded']]);
  });

  it('keeps at most 200 sources, forgetting the oldest', async () => {
    const p = page(async () => {});
    for (let index = 0; index < 250; index += 1)
      p.loader.watch({ element: at(0), src: `/img/${index}.png`, onState: () => {} });
    await p.flush();
    expect(p.loader.size()).toBe(200);
    expect(p.loader.cached('/img/49.png')).toBeUndefined();
    expect(p.loader.cached('/img/50.png')).toBe('loaded');
    expect(p.loader.cached('/img/249.png')).toBe('loaded');
  });

  it('loads an image once it is within 1.3 viewport heights, checking at most every 200 ms while scrolling', async () => {
    const loaded: string[] = [];
    const p = page(async (src) => void loaded.push(src));
    let top = 1100;
    const element = { getBoundingClientRect: () => ({ top, bottom: top + 40 }) };
    p.loader.watch({ element, src: '/far.png', onState: () => {} });
    await p.flush();
    expect(loaded).toEqual([]);
    top = 1030; // 1.3 x 800 = 1040: near enough.
    p.loader.check();
    await p.flush();
    expect(loaded).toEqual(['/far.png']);

    const second = { top: 5000 };
    p.loader.watch({
      element: { getBoundingClientRect: () => ({ top: second.top, bottom: second.top + 40 }) },
      src: '/later.png',
      onState: () => {},
    });
    second.top = 100;
    p.loader.check();
    p.loader.check();
    await p.flush();
    // Within 200 ms of the last check: held back until the period ends.
    expect(loaded).toEqual(['/far.png']);
    await p.advance(200);
    expect(loaded).toEqual(['/far.png', '/later.png']);
  });

  it('shows an image seen before at once, and loads a source once for many images', async () => {
    let calls = 0;
    const p = page(async () => void (calls += 1));
    p.loader.watch({ element: at(0), src: '/same.png', onState: () => {} });
    p.loader.watch({ element: at(0), src: '/same.png', onState: () => {} });
    await p.flush();
    expect(calls).toBe(1);
    const states: LoadState[] = [];
    p.loader.watch({ element: at(9000), src: '/same.png', onState: (state) => states.push(state) });
    expect(states).toEqual(['loaded']);
  });

  it('asks the page whether an element is near only when checking, and stops following an image once it starts loading', async () => {
    const loaded: string[] = [];
    const near = new Set<string>();
    const followed = new Set<string>();
    const loader = createLazyLoader<string>({
      load: async (src) => void loaded.push(src),
      isNear: (element) => near.has(element),
      follow: (element) => {
        followed.add(element);
        return () => followed.delete(element);
      },
      schedule: () => {},
      now: () => 0,
    });
    const stopB = loader.watch({ element: 'b', src: '/b.png', onState: () => {} });
    loader.watch({ element: 'a', src: '/a.png', onState: () => {} });
    expect([...followed]).toEqual(['b', 'a']);
    near.add('a');
    loader.check();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(['/a.png']);
    expect([...followed]).toEqual(['b']);
    stopB();
    expect([...followed]).toEqual([]);
  });

  it("gives the observer the preload distance of requirement lazy-images: 0.3 of the viewport's height above and below", () => {
    expect(preloadMargin()).toBe('30% 0px');
  });
});
