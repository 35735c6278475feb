// Issue 33 item 7: the preview's countdown to kick-off, read from the clock it is given (no wall clock).
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/i18n.ts';
import { kickoffCountdown } from './kickoff-countdown.ts';

const KICKOFF = '2026-03-14T19:00:00.000Z';
const before = (ms: number) => Date.parse(KICKOFF) - ms;
const en = (now: number) => kickoffCountdown(KICKOFF, now, (key, values) => translate('en', key, values));
const br = (now: number) => kickoffCountdown(KICKOFF, now, (key, values) => translate('br', key, values));

describe('the kick-off countdown', () => {
  it('counts days and hours, then hours and minutes, then minutes', () => {
    expect(en(before((3 * 24 + 5) * 3_600_000 + 20 * 60_000))).toBe('Starts in 3d 5h');
    expect(en(before(2 * 3_600_000 + 5 * 60_000))).toBe('Starts in 2h 05min');
    expect(en(before(12 * 60_000))).toBe('Starts in 12 min');
    expect(br(before(2 * 3_600_000 + 5 * 60_000))).toBe('Começa em 2h05min');
    expect(br(before(12 * 60_000))).toBe('Começa em 12min');
  });

  it('rounds a part-minute up, so it never says 0 before kick-off', () => {
    expect(en(before(30_000))).toBe('Starts in 1 min');
    expect(en(before(60 * 60_000 + 1))).toBe('Starts in 1h 01min');
  });

  it('says the match is due once kick-off time has come, and after it while the feed is late', () => {
    expect(en(before(0))).toBe('Starting any moment');
    expect(br(before(-5 * 60_000))).toBe('Começa a qualquer momento');
  });
});
