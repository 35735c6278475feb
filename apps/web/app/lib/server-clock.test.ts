import { describe, expect, it } from 'vitest';
import { clockOffset } from './server-clock.ts';

describe('clockOffset', () => {
  it('is zero when the clocks agree', () => {
    expect(clockOffset(1_050, 1_000, 1_100)).toBe(0);
  });
  it('is positive when this device is behind, negative when ahead', () => {
    expect(clockOffset(61_050, 1_000, 1_100)).toBe(60_000);
    expect(clockOffset(1_050, 61_000, 61_100)).toBe(-60_000);
  });
});
