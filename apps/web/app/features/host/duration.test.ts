import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

const units = { h: 'h', min: 'min', s: 's' };

describe('durations', () => {
  it('reads as hours and minutes, minutes, or seconds', () => {
    expect(formatDuration(3900, units)).toBe('1 h 05 min');
    expect(formatDuration(720, units)).toBe('12 min');
    expect(formatDuration(45, units)).toBe('45 s');
    expect(formatDuration(-3, units)).toBe('0 s');
  });
});
