import { describe, expect, it } from 'vitest';
import { ClockMarks, readClockMark } from './true-delay.ts';

describe('the true delay', () => {
  it('is server time minus when the picture on screen was live, whatever the buffer holds', () => {
    const marks = new ClockMarks();
    expect(marks.delay(10, 1_000_000)).toBeNull();
    // The mark says media time 12.0 s (the buffered edge then) was live at 995,000 ms.
    marks.add(995_000, 12);
    // The playhead 0.1 s behind the edge, but the server's clock says 4.9 s went by: an uplink backlog.
    expect(marks.delay(11.9, 999_800)).toBeCloseTo(4.9, 5);
    expect(marks.delay(12.5, 996_000)).toBeCloseTo(0.5, 5);
  });

  it('reads only its own script tags', () => {
    expect(readClockMark({ onPlacarClock: { capturedAt: 5, delayMs: 0 } })).toEqual({ capturedAt: 5 });
    expect(readClockMark({ onMetaData: { width: 320 } })).toBeNull();
    expect(readClockMark({ onPlacarClock: { capturedAt: 'soon' } })).toBeNull();
    expect(readClockMark(null)).toBeNull();
  });
});
