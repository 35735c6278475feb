import { describe, expect, it } from 'vitest';
import { clockOffset, serverClock } from './server-clock.ts';

describe('clockOffset', () => {
  it('is zero when the clocks agree', () => {
    expect(clockOffset(1_050, 1_000, 1_100)).toBe(0);
  });
  it('is positive when this device is behind, negative when ahead', () => {
    expect(clockOffset(61_050, 1_000, 1_100)).toBe(60_000);
    expect(clockOffset(1_050, 61_000, 61_100)).toBe(-60_000);
  });
});

describe('serverClock', () => {
  const DAY = 86_400_000;
  /** A device clock run by hand, a server answer the test releases, and the ticks. */
  function setup() {
    let device = 10 * DAY;
    const set: number[] = [];
    const ticks: (() => void)[] = [];
    let answer: { resolve: (now: number | undefined) => void; reject: (error: Error) => void } | undefined;
    const clock = serverClock({
      serverTime: () => new Promise((resolve, reject) => (answer = { resolve, reject })),
      now: () => device,
      setClock: (now) => void set.push(now),
      every: (fn) => {
        ticks.push(fn);
        return () => ticks.splice(ticks.indexOf(fn), 1);
      },
    });
    const tick = () => ticks.forEach((fn) => fn());
    return { clock, set, tick, answer: () => answer!, advance: (ms: number) => (device += ms) };
  }

  it('sets nothing before the server answers, then the server time, ticking on from it (a device 3 days ahead)', async () => {
    const s = setup();
    const synced = s.clock.sync();
    s.tick();
    expect(s.set).toEqual([]);
    s.answer().resolve(7 * DAY);
    await synced;
    expect(s.set).toEqual([7 * DAY]);
    s.advance(1000);
    s.tick();
    expect(s.set).toEqual([7 * DAY, 7 * DAY + 1000]);
  });

  it("uses the device's clock when the server does not answer, and keeps the last offset when a later sync fails", async () => {
    const s = setup();
    let synced = s.clock.sync();
    s.answer().reject(new Error('offline'));
    await synced;
    expect(s.set).toEqual([10 * DAY]);

    synced = s.clock.sync();
    s.answer().resolve(7 * DAY);
    await synced;
    synced = s.clock.sync();
    s.answer().resolve(undefined);
    await synced;
    expect(s.set).toEqual([10 * DAY, 7 * DAY, 7 * DAY]);
  });

  it('sets nothing once stopped, even when the answer comes after', async () => {
    const s = setup();
    const synced = s.clock.sync();
    s.clock.stop();
    s.answer().resolve(7 * DAY);
    await synced;
    s.tick();
    expect(s.set).toEqual([]);
  });
});
