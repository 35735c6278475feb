import { describe, expect, it } from 'vitest';
import { localDate, localDayRange, localTime, offsetAt, todayIn } from './day-range.ts';

const hours = (range: { start: Date; end: Date }) => (range.end.getTime() - range.start.getTime()) / 3_600_000;

describe('local days across DST', () => {
  it('Europe/London spring forward 2026-03-29 is 23 hours, from GMT midnight to BST midnight', () => {
    const range = localDayRange('2026-03-29', 'Europe/London');
    expect(range.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(hours(range)).toBe(23);
  });

  it('Europe/London fall back 2026-10-25 is 25 hours', () => {
    const range = localDayRange('2026-10-25', 'Europe/London');
    expect(range.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(hours(range)).toBe(25);
  });

  it('America/New_York 2026-03-08 is 23 hours', () => {
    const range = localDayRange('2026-03-08', 'America/New_York');
    expect(range.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('America/Sao_Paulo (no DST since 2019) and Asia/Tokyo are fixed offsets', () => {
    expect(localDayRange('2026-03-29', 'America/Sao_Paulo').start.toISOString()).toBe('2026-03-29T03:00:00.000Z');
    expect(localDayRange('2026-03-29', 'Asia/Tokyo').start.toISOString()).toBe('2026-03-28T15:00:00.000Z');
    expect(hours(localDayRange('2026-10-25', 'Asia/Tokyo'))).toBe(24);
  });

  it('a zone whose DST starts at midnight starts the day at 01:00 (America/Santiago 2026-09-06)', () => {
    const range = localDayRange('2026-09-06', 'America/Santiago');
    expect(localTime(range.start, 'America/Santiago')).toBe('01:00');
    expect(localDate(range.start, 'America/Santiago')).toBe('2026-09-06');
    expect(hours(range)).toBe(23);
  });

  it('UTC days are plain', () => {
    expect(localDayRange('2026-01-01', 'UTC')).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-01-02T00:00:00Z'),
    });
  });

  it('formats one kickoff in three zones around the London change', () => {
    const kickoff = new Date('2026-03-29T14:30:00Z');
    expect([localDate(kickoff, 'Europe/London'), localTime(kickoff, 'Europe/London')]).toEqual(['2026-03-29', '15:30']);
    expect([localDate(kickoff, 'America/Sao_Paulo'), localTime(kickoff, 'America/Sao_Paulo')]).toEqual([
      '2026-03-29',
      '11:30',
    ]);
    expect([localDate(kickoff, 'Asia/Tokyo'), localTime(kickoff, 'Asia/Tokyo')]).toEqual(['2026-03-29', '23:30']);
    const before = new Date('2026-03-28T14:30:00Z');
    expect(localTime(before, 'Europe/London')).toBe('14:30');
  });

  it('offsets at an instant', () => {
    expect(offsetAt(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(3_600_000);
    expect(offsetAt(new Date('2026-07-01T12:00:00Z'), 'America/Sao_Paulo')).toBe(-3 * 3_600_000);
  });

  it('today in a zone turns at the local midnight, also on a DST day', () => {
    expect(todayIn('Europe/London', new Date('2026-03-29T22:59:59Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/London', new Date('2026-03-29T23:00:00Z'))).toBe('2026-03-30');
    expect(todayIn('Europe/London', new Date('2026-03-29T12:00:00Z'))).toBe('2026-03-29');
    expect(todayIn('Asia/Tokyo', new Date('2026-03-29T15:00:00Z'))).toBe('2026-03-30');
  });
});

describe('local dates and times from the quarter-hour offset cache', () => {
  const zones = [
    'America/Sao_Paulo',
    'Europe/London',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'America/St_Johns',
    'Pacific/Chatham',
    'UTC',
  ];
  it.each(zones)('agree with Intl at every 23 minutes 17 seconds of 2026 in %s', (tz) => {
    const direct = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const from = Date.UTC(2026, 0, 1);
    const until = Date.UTC(2027, 0, 1);
    let checked = 0;
    for (let at = from; at < until; at += (23 * 60 + 17) * 1000) {
      const instant = new Date(at);
      const parts = Object.fromEntries(direct.formatToParts(instant).map((part) => [part.type, part.value]));
      expect(`${localDate(instant, tz)} ${localTime(instant, tz)}`).toBe(
        `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(22_000);
  });
});
