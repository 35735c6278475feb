import { describe, expect, it } from 'vitest';
import { autoRendition, firstRendition, ThroughputMeter } from './auto-quality.ts';

const steady = { onItMs: 60_000, recentStalls: 0, sourceKbps: 3000, slowNetwork: false };

describe('auto quality', () => {
  it('measures capacity by the bursts and the rate by the average', () => {
    const meter = new ThroughputMeter();
    expect(meter.capacityKbps()).toBeNull();
    // A 300 KB cached GOP in 100 ms, then 3 Mb/s of live pace (93.75 KB per 250 ms).
    meter.add(300_000, 0);
    for (let at = 250; at <= 20_000; at += 250) meter.add(93_750, at);
    expect(meter.capacityKbps()).toBe(9600);
    expect(meter.rateKbps(20_000)).toBeCloseTo(3000, -2);
  });

  it('keeps the source while the network carries it, and goes down when it does not', () => {
    expect(autoRendition({ ...steady, current: 'source', capacityKbps: 20_000 })).toBe('source');
    expect(autoRendition({ ...steady, current: 'source', capacityKbps: 2500 })).toBe('low');
    expect(autoRendition({ ...steady, current: 'source', capacityKbps: 20_000, recentStalls: 2 })).toBe('low');
  });

  it('goes back up only after a while without stalls, with room to spare', () => {
    expect(autoRendition({ ...steady, current: 'low', capacityKbps: 6000 })).toBe('source');
    expect(autoRendition({ ...steady, current: 'low', capacityKbps: 4000 })).toBe('low');
    expect(autoRendition({ ...steady, current: 'low', capacityKbps: 6000, onItMs: 10_000 })).toBe('low');
    expect(autoRendition({ ...steady, current: 'low', capacityKbps: 6000, recentStalls: 1 })).toBe('low');
    expect(autoRendition({ ...steady, current: 'low', capacityKbps: 6000, slowNetwork: true })).toBe('low');
  });

  it('starts low on a network the browser calls slow', () => {
    expect(firstRendition(true)).toBe('low');
    expect(firstRendition(false)).toBe('source');
  });
});
