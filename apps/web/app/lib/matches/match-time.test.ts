import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, requestTimeZone } from '../time-zone.ts';
import { dayLabel, kickoffTime } from './match-time.ts';

describe('kickoff times in the user zone', () => {
  it('shows the same instant in three zones', () => {
    const kickoff = '2026-03-14T19:00:00Z';
    expect(kickoffTime(kickoff, 'America/Sao_Paulo', 'en')).toBe('16:00');
    expect(kickoffTime(kickoff, 'Europe/London', 'en')).toBe('19:00');
    expect(kickoffTime(kickoff, 'Asia/Tokyo', 'br')).toBe('04:00');
  });

  it('stays right across the London DST change (29 March 2026)', () => {
    expect(kickoffTime('2026-03-28T15:00:00Z', 'Europe/London', 'en')).toBe('15:00');
    expect(kickoffTime('2026-03-29T15:00:00Z', 'Europe/London', 'en')).toBe('16:00');
    expect(kickoffTime('2026-10-25T15:00:00Z', 'Europe/London', 'en')).toBe('15:00');
  });

  it('gives the local day of an instant', () => {
    expect(dayInZone(new Date('2026-03-14T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-03-13');
    expect(dayInZone(new Date('2026-03-14T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-15');
  });
});

describe('calendar days', () => {
  it('move across months and a DST weekend', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('label a day in the page language', () => {
    expect(dayLabel('2026-03-14', 'en')).toBe('Sat 14 Mar');
    expect(dayLabel('2026-03-14', 'br')).toMatch(/^sáb\.?,? 14/);
  });

  it('reads a valid tz cookie only', () => {
    expect(requestTimeZone('tz=America%2FSao_Paulo; a=b')).toBe('America/Sao_Paulo');
    expect(requestTimeZone('tz=Mars%2FOlympus')).toBe('UTC');
    expect(requestTimeZone(null)).toBe('UTC');
  });
});
