import { describe, expect, it } from 'vitest';
import { competitionTag, matchTag, ScheduleCache, STATUS_TAG } from './schedule-cache.ts';

const body = (text: string) => Buffer.from(text);
const computeOnce = (text: string, tags: string[]) => {
  let calls = 0;
  const compute = async () => {
    calls += 1;
    return { body: body(`${text}${calls}`), tags };
  };
  return { compute, calls: () => calls };
};

describe('ScheduleCache', () => {
  it('serves a stored answer until an update touches one of its tags', async () => {
    const cache = new ScheduleCache();
    const source = computeOnce('a', [matchTag(1), competitionTag(7)]);
    expect((await cache.get('k', source.compute)).toString()).toBe('a1');
    expect((await cache.get('k', source.compute)).toString()).toBe('a1');
    cache.invalidate({ id: 2, competitionId: 8, status: 2 });
    expect((await cache.get('k', source.compute)).toString()).toBe('a1');
    cache.invalidate({ id: 1, competitionId: 8, status: 2 });
    expect((await cache.get('k', source.compute)).toString()).toBe('a2');
    cache.invalidate({ id: 3, competitionId: 7, status: 2 });
    expect((await cache.get('k', source.compute)).toString()).toBe('a3');
  });

  it('drops status-dependent answers only when a status changes', async () => {
    const cache = new ScheduleCache();
    const source = computeOnce('s', [STATUS_TAG]);
    await cache.get('k', source.compute);
    cache.invalidate({ id: 5, competitionId: 1, status: 2 }); // first seen: counts as a change
    await cache.get('k', source.compute);
    expect(source.calls()).toBe(2);
    cache.invalidate({ id: 5, competitionId: 1, status: 2 }); // a score or clock change
    await cache.get('k', source.compute);
    expect(source.calls()).toBe(2);
    cache.invalidate({ id: 5, competitionId: 1, status: 3 });
    await cache.get('k', source.compute);
    expect(source.calls()).toBe(3);
  });

  it('never keeps an answer computed across an update', async () => {
    const cache = new ScheduleCache();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get('k', async () => {
      await gate;
      return { body: body('old'), tags: [matchTag(1)] };
    });
    cache.invalidate({ id: 9, competitionId: 9, status: 0 });
    release();
    expect((await slow).toString()).toBe('old');
    expect((await cache.get('k', async () => ({ body: body('new'), tags: [] }))).toString()).toBe('new');
  });

  it('joins a computation in flight for the same key', async () => {
    const cache = new ScheduleCache();
    const source = computeOnce('x', []);
    const [a, b] = await Promise.all([cache.get('k', source.compute), cache.get('k', source.compute)]);
    expect(a).toBe(b);
    expect(source.calls()).toBe(1);
  });

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = new ScheduleCache({ ttlMs: 1000, now: () => now });
    const source = computeOnce('t', []);
    await cache.get('k', source.compute);
    now = 999;
    await cache.get('k', source.compute);
    now = 1000;
    await cache.get('k', source.compute);
    expect(source.calls()).toBe(2);
  });

  it('is bounded in entries and bytes, evicting the least recently used', async () => {
    const cache = new ScheduleCache({ maxEntries: 2, maxBytes: 10 });
    await cache.get('a', async () => ({ body: body('1234'), tags: [] }));
    await cache.get('b', async () => ({ body: body('1234'), tags: [] }));
    await cache.get('a', async () => ({ body: body('xxxx'), tags: [] }));
    await cache.get('c', async () => ({ body: body('1234'), tags: [] }));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => ({ body: body('gone'), tags: [] }))).toString()).toBe('1234');
    await cache.get('d', async () => ({ body: body('1234567'), tags: [] }));
    expect(cache.size).toBe(1);
    await cache.get('huge', async () => ({ body: body('x'.repeat(11)), tags: [] }));
    expect(cache.size).toBe(1);
  });
});
