import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisServer, redisAvailable } from '../../test/redis-server.ts';
import { recordingLogger } from '../../test/recording-logger.ts';
import { ResilientSharedState } from './resilient-shared-state.ts';
import { InProcessEventHub, InProcessSharedState, InProcessSharedStore } from './shared-state.ts';
import type { SharedState } from './shared-state.ts';

const T = Date.parse('2026-11-22T23:50:00Z');
let run = 0;

/** Two instances sharing one state, a fresh key space per test. */
type Pair = {
  a: SharedState;
  b: SharedState;
  key: (name: string) => string;
  /** Resolves once an instance's subscription to `channel` is in force (a Redis SUBSCRIBE is sent in the background). */
  subscribed: (channel: string) => Promise<void>;
};

function contract(name: string, makePair: () => Promise<Pair>, skip = false) {
  describe.skipIf(skip)(`shared state contract: ${name}`, () => {
    it('counts hits in a window that starts at the first hit, from both instances, then starts again', async () => {
      const { a, b, key } = await makePair();
      const k = key('hits');
      expect(await a.store.hit(k, 30_000, T)).toEqual({ count: 1, resetAt: T + 30_000 });
      expect(await b.store.hit(k, 30_000, T + 20_000)).toEqual({ count: 2, resetAt: T + 30_000 });
      expect(await a.store.peek(k, T + 29_999)).toEqual({ count: 2, resetAt: T + 30_000 });
      expect(await b.store.peek(k, T + 30_000)).toBeUndefined();
      expect(await b.store.hit(k, 30_000, T + 30_000)).toEqual({ count: 1, resetAt: T + 60_000 });
    });

    it('counts every one of many hits at once exactly once', async () => {
      const { a, b, key } = await makePair();
      const k = key('burst');
      const counts = await Promise.all(
        Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? a : b).store.hit(k, 60_000, T)),
      );
      expect(counts.map((entry) => entry.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 60 }, (_, index) => index + 1),
      );
    });

    it('refunds a hit of the running window, never below zero, and nothing of an ended one', async () => {
      const { a, b, key } = await makePair();
      const k = key('refund');
      await a.store.hit(k, 10_000, T);
      await a.store.hit(k, 10_000, T);
      await b.store.refund(k, T + 1);
      expect((await a.store.peek(k, T + 1))?.count).toBe(1);
      await b.store.refund(k, T + 1);
      await b.store.refund(k, T + 1);
      expect((await a.store.peek(k, T + 1))?.count).toBe(0);
      await b.store.refund(k, T + 10_000);
      expect(await a.store.hit(k, 10_000, T + 10_000)).toEqual({ count: 1, resetAt: T + 20_000 });
    });

    it('keeps a value until its end (judged on the caller clock); Infinity never ends; delete removes it', async () => {
      const { a, b, key } = await makePair();
      await a.store.set(key('v'), 'x', T + 5000, T);
      await a.store.set(key('forever'), 'y', Infinity, T);
      expect(await b.store.get(key('v'), T + 4999)).toEqual({ value: 'x', until: T + 5000 });
      expect(await b.store.get(key('v'), T + 5000)).toBeUndefined();
      expect(await b.store.get(key('forever'), T + 10 ** 12)).toEqual({ value: 'y', until: Infinity });
      await b.store.set(key('v'), 'z', T + 9000, T);
      expect((await a.store.get(key('v'), T))?.value).toBe('z');
      await b.store.delete(key('forever'));
      expect(await a.store.get(key('forever'), T)).toBeUndefined();
    });

    it('setIfAbsent sets once across instances until the entry ends, answering the entry that holds', async () => {
      const { a, b, key } = await makePair();
      const k = key('once');
      const first = await Promise.all([
        a.store.setIfAbsent(k, '1', T + 10_000, T),
        b.store.setIfAbsent(k, '2', T + 10_000, T),
      ]);
      expect(first.filter((entry) => entry === undefined)).toHaveLength(1);
      const winner = first[0] === undefined ? '1' : '2';
      expect(await b.store.setIfAbsent(k, '3', T + 20_000, T + 5000)).toEqual({ value: winner, until: T + 10_000 });
      expect(await a.store.setIfAbsent(k, '4', T + 30_000, T + 10_000)).toBeUndefined();
      expect((await b.store.get(k, T + 10_000))?.value).toBe('4');
    });

    it('keeps values with any characters', async () => {
      const { a, b, key } = await makePair();
      const value = JSON.stringify({
        text: 'Olá\n"gol"\u0000 ⚽',
        bytes: Buffer.from([0, 255, 10]).toString('base64'),
      });
      await a.store.set(key('odd'), value, T + 1000, T);
      expect((await b.store.get(key('odd'), T))?.value).toBe(value);
    });

    it('keeps each member of an expiring set until its own end, counted alike on both instances', async () => {
      const { a, b, key } = await makePair();
      const k = key('room');
      const open = { onlyIfLive: false, max: 3 };
      expect(await a.store.memberTouch(k, 'v1', T + 15_000, T, open)).toEqual({ done: true, count: 1 });
      expect(await b.store.memberTouch(k, 'v2', T + 20_000, T + 5000, open)).toEqual({ done: true, count: 2 });
      // The same member touched on the other instance is one member.
      expect(await b.store.memberTouch(k, 'v1', T + 25_000, T + 10_000, { onlyIfLive: true, max: 3 })).toEqual({
        done: true,
        count: 2,
      });
      expect(await a.store.memberCounts([k, key('empty')], T + 19_999)).toEqual([2, 0]);
      expect(await a.store.memberCounts([k], T + 20_000)).toEqual([1]);
      // A member that ended is not refreshed by onlyIfLive, and made-up members are not added by it.
      expect(await a.store.memberTouch(k, 'v2', T + 40_000, T + 20_000, { onlyIfLive: true, max: 3 })).toEqual({
        done: false,
        count: 1,
      });
      expect(await a.store.memberTouch(k, 'made-up', T + 40_000, T + 20_000, { onlyIfLive: true, max: 3 })).toEqual({
        done: false,
        count: 1,
      });
      expect(await b.store.memberCounts([], T)).toEqual([]);
    });

    it('refuses a new member while the set holds max live ones, and makes room from ended ones', async () => {
      const { a, b, key } = await makePair();
      const k = key('full');
      const open = { onlyIfLive: false, max: 2 };
      await a.store.memberTouch(k, 'v1', T + 1000, T, open);
      await b.store.memberTouch(k, 'v2', T + 5000, T, open);
      expect(await a.store.memberTouch(k, 'v3', T + 5000, T, open)).toEqual({ done: false, count: 2 });
      expect(await b.store.memberTouch(k, 'v2', T + 6000, T + 500, open)).toEqual({ done: true, count: 2 });
      expect(await b.store.memberTouch(k, 'v3', T + 6000, T + 1000, open)).toEqual({ done: true, count: 2 });
    });

    it('removes a member once, and a whole set', async () => {
      const { a, b, key } = await makePair();
      const k = key('leave');
      const open = { onlyIfLive: false, max: 10 };
      await a.store.memberTouch(k, 'v1', T + 15_000, T, open);
      await a.store.memberTouch(k, 'v2', T + 15_000, T, open);
      expect(await b.store.memberRemove(k, 'v1', T)).toEqual({ done: true, count: 1 });
      expect(await a.store.memberRemove(k, 'v1', T)).toEqual({ done: false, count: 1 });
      await b.store.memberClear(k);
      expect(await a.store.memberCounts([k], T)).toEqual([0]);
      expect(await a.store.memberTouch(k, 'v2', T + 15_000, T, { onlyIfLive: true, max: 10 })).toEqual({
        done: false,
        count: 0,
      });
    });

    it('sweeps ended members once: only one of two instances sweeping at once hears of a set', async () => {
      const { a, b, key } = await makePair();
      const [k1, k2] = [key('s1'), key('s2')];
      const open = { onlyIfLive: false, max: 10 };
      await a.store.memberTouch(k1, 'gone', T + 1000, T, open);
      await a.store.memberTouch(k1, 'stays', T + 9000, T, open);
      await b.store.memberTouch(k2, 'stays', T + 9000, T, open);
      const swept = await Promise.all([a.store.memberSweep(T + 1000), b.store.memberSweep(T + 1000)]);
      expect(swept.flat().filter((swept) => swept === k1 || swept === k2)).toEqual([k1]);
      expect(await b.store.memberCounts([k1, k2], T + 1000)).toEqual([1, 1]);
      const later = await Promise.all([a.store.memberSweep(T + 9000), b.store.memberSweep(T + 9000)]);
      expect(
        later
          .flat()
          .filter((swept) => swept === k1 || swept === k2)
          .sort(),
      ).toEqual([k1, k2].sort());
      expect(await a.store.memberCounts([k1, k2], T + 9000)).toEqual([0, 0]);
    });

    it("keeps a set's member-milliseconds exactly, whichever instance sees each join, leave and end (decision 0154)", async () => {
      const { a, b, key } = await makePair();
      const k = key('area');
      const open = { onlyIfLive: false, max: 10 };
      // Already watching when the area starts: counted from the start, not from its join.
      await a.store.memberTouch(k, 'early', T + 15_000, T - 5000, open);
      await b.store.memberAreaStart(k, T);
      expect(await a.store.memberArea(k, T)).toBe(0);
      // Joins on b at +1 s, leaves through a at +4 s: 3 s.
      await b.store.memberTouch(k, 'v1', T + 16_000, T + 1000, open);
      await a.store.memberRemove(k, 'v1', T + 4000);
      // Joins on a at +2 s, refreshed on b, never leaves: its heartbeats stop and it ends at +12 s: 10 s.
      await a.store.memberTouch(k, 'v2', T + 7000, T + 2000, open);
      await b.store.memberTouch(k, 'v2', T + 12_000, T + 5000, { onlyIfLive: true, max: 10 });
      // 'early' ends at +15 s: 15 s. At +10 s: 3 + 8 + 10 seconds so far.
      expect(await b.store.memberArea(k, T + 10_000)).toBe(21_000);
      // Swept by either instance (or not at all), an ended member counts up to its end and no further.
      await a.store.memberSweep(T + 13_000);
      expect(await a.store.memberArea(k, T + 20_000)).toBe(3000 + 10_000 + 15_000);
      // Back after its end: a new interval from its return.
      await b.store.memberTouch(k, 'v1', T + 40_000, T + 30_000, open);
      expect(await a.store.memberArea(k, T + 31_000)).toBe(28_000 + 1000);
      // A new start begins again; a cleared set keeps none; a set never started keeps none.
      await a.store.memberAreaStart(k, T + 31_000);
      expect(await b.store.memberArea(k, T + 33_000)).toBe(2000);
      await b.store.memberClear(k);
      expect(await a.store.memberArea(k, T + 34_000)).toBe(0);
      const other = key('no-area');
      await a.store.memberTouch(other, 'v', T + 15_000, T, open);
      expect(await b.store.memberArea(other, T + 5000)).toBe(0);
    });

    it('delivers an event to the other instance, never back to its sender', async () => {
      const { a, b, key, subscribed } = await makePair();
      const channel = key('channel');
      const toA: string[] = [];
      a.events.subscribe(channel, (message) => toA.push(message));
      const toB = new Promise<string>((resolve) => b.events.subscribe(channel, resolve));
      await subscribed(channel);
      await a.events.publish(channel, 'goal\n1-0');
      expect(await toB).toBe('goal\n1-0');
      expect(toA).toEqual([]);
    });
  });
}

contract('in process (embedded default)', async () => {
  const peers = { store: new InProcessSharedStore(), hub: new InProcessEventHub() };
  run += 1;
  return {
    a: new InProcessSharedState(peers),
    b: new InProcessSharedState(peers),
    key: (name) => `t${run}:${name}`,
    subscribed: async () => {},
  };
});

let redis: RedisServer | undefined;
const opened: ResilientSharedState[] = [];
async function openRedisState(log = recordingLogger()): Promise<ResilientSharedState> {
  if (redis === undefined) throw new Error('redis-server not started');
  const state = new ResilientSharedState(redis.url, log.logger);
  opened.push(state);
  await state.ready();
  return state;
}

/** Waits on Redis itself (PUBSUB NUMSUB) until both instances of a pair subscribe to `channel`: an event, not a pause. */
async function bothSubscribed(channel: string): Promise<void> {
  const client = new Redis(redis!.url);
  try {
    await vi.waitFor(
      async () => {
        const [, count] = (await client.pubsub('NUMSUB', `placar:${channel}`)) as [string, number];
        if (count < 2) throw new Error(`${count} of 2 instances subscribed to ${channel}`);
      },
      { timeout: 15_000, interval: 20 },
    );
  } finally {
    client.disconnect();
  }
}

beforeAll(async () => {
  if (redisAvailable) redis = await RedisServer.start();
});
afterAll(async () => {
  await Promise.all(opened.map((state) => state.close()));
  await redis?.stop();
});

contract(
  'Redis (REDIS_URL)',
  async () => {
    run += 1;
    return {
      a: await openRedisState(),
      b: await openRedisState(),
      key: (name) => `t${run}:${name}`,
      subscribed: bothSubscribed,
    };
  },
  !redisAvailable,
);

describe.skipIf(!redisAvailable)('Redis restart', () => {
  it('keeps answering from local counters while Redis is down, logs it, and shares again once it is back', async () => {
    const log = recordingLogger();
    const a = await openRedisState(log);
    const b = await openRedisState();
    expect(await a.store.hit('restart', 60_000, T)).toMatchObject({ count: 1 });
    expect(await b.store.hit('restart', 60_000, T)).toMatchObject({ count: 2 });

    await redis!.stop();
    // Degraded mode: answers at once, from this instance's own store.
    expect(await a.store.hit('restart', 60_000, T)).toMatchObject({ count: 1 });
    expect(await a.store.hit('restart', 60_000, T)).toMatchObject({ count: 2 });
    expect(a.available()).toBe(false);
    await expect(a.events.publish('x', 'y')).rejects.toThrow();
    // Viewers too: this instance's own, until their end.
    expect(await a.store.memberTouch('restart-room', 'v1', T + 15_000, T, { onlyIfLive: false, max: 10 })).toEqual({
      done: true,
      count: 1,
    });
    expect(await a.store.memberCounts(['restart-room'], T)).toEqual([1]);
    expect(await a.store.memberSweep(T + 15_000)).toEqual(['restart-room']);
    expect(log.lines.filter((line) => line.level === 'warn' && /degraded mode/.test(line.message))).toHaveLength(1);

    await redis!.start();
    await expect.poll(() => a.available() && b.available(), { timeout: 10_000 }).toBe(true);
    expect(log.lines.some((line) => line.level === 'info' && /Redis is back/.test(line.message))).toBe(true);
    // Shared again (the restarted engine kept nothing: --save '').
    expect(await a.store.hit('restart', 60_000, T)).toMatchObject({ count: 1 });
    expect(await b.store.hit('restart', 60_000, T)).toMatchObject({ count: 2 });
  });
});
