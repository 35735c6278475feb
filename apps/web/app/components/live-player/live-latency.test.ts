import { describe, expect, it } from 'vitest';
import { bufferLatency, bufferedEdge, formatLatency, gapAhead, holdStep, readDelay } from './live-latency.ts';

const ranges = (...pairs: [number, number][]) => ({
  length: pairs.length,
  start: (index: number) => pairs[index]![0],
  end: (index: number) => pairs[index]![1],
});

describe('latency from the buffer', () => {
  it('is the distance from the playhead to the end of the last range', () => {
    expect(bufferLatency({ currentTime: 10, buffered: ranges([0, 5], [8, 11.2]) })).toBeCloseTo(1.2);
    expect(bufferedEdge({ currentTime: 0, buffered: ranges() })).toBeNull();
    expect(bufferLatency({ currentTime: 0, buffered: ranges() })).toBeNull();
  });

  it('finds the next range when the playhead sits in a hole', () => {
    expect(gapAhead({ currentTime: 5.1, buffered: ranges([0, 5], [6, 9]) })).toBe(6);
    expect(gapAhead({ currentTime: 4, buffered: ranges([0, 5], [6, 9]) })).toBeNull();
    // A hole far ahead of the playhead is not a stall.
    expect(gapAhead({ currentTime: 5.1, buffered: ranges([0, 5], [20, 25]) })).toBeNull();
  });
});

describe('holding a chosen delay', () => {
  it('pauses while the buffer is short of the delay, and resumes only once reached', () => {
    expect(holdStep(1, 5, false)).toEqual({ kind: 'hold' });
    expect(holdStep(4.9, 5, true)).toEqual({ kind: 'hold' });
    expect(holdStep(5, 5, true)).toEqual({ kind: 'play', rate: 1 });
    // Once playing, small dips do not pause again.
    expect(holdStep(4.85, 5, false)).toEqual({ kind: 'play', rate: 1 });
  });

  it('catches up gently when a little behind, and jumps when far behind', () => {
    expect(holdStep(5.6, 5, false)).toEqual({ kind: 'play', rate: 1.1 });
    expect(holdStep(7.5, 5, false)).toEqual({ kind: 'seek', behindEdge: 5 });
  });

  it('reads the delay from ?delay=, bounded', () => {
    expect(readDelay('?delay=5')).toBe(5);
    expect(readDelay('?delay=-3')).toBe(0);
    expect(readDelay('?delay=abc')).toBe(0);
    expect(readDelay('?delay=999')).toBe(30);
    expect(readDelay('')).toBe(0);
  });

  it('formats seconds for the badge', () => {
    expect(formatLatency(0.94)).toBe('0.9');
    expect(formatLatency(12.4)).toBe('12');
    expect(formatLatency(0.44, 'br')).toBe('0,4');
    expect(formatLatency(12.4, 'br')).toBe('12');
  });
});
