import { describe, expect, it, vi } from 'vitest';
import { addDays, dayInZone, requestTimeZone } from '../time/time-zone.ts';
import { knowZoneOffsets, zoneOffsets } from '../time/zone-offsets.ts';
import { dayLabel, kickoffDate, kickoffDateWithYear } from './match-date.ts';
import { DATE_TIME, formatter, kickoffTime } from './match-time.ts';

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

describe('dates with their time (sessions in /me, bans in the chat)', () => {
  it('write 24 h in both languages, in the visitor zone, as kick-offs do', () => {
    const at = new Date('2026-11-28T15:05:00Z');
    expect(formatter('en', 'UTC', DATE_TIME).format(at)).toBe('28 Nov 2026, 15:05');
    expect(formatter('br', 'America/Sao_Paulo', DATE_TIME).format(at)).toBe('28 de nov. de 2026, 12:05');
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

describe('dates from the name tables (decision 0097)', () => {
  // Every option set the pages use, every day of 2026 and 2027, both languages: the tables write what Intl writes.
  const shapes: Intl.DateTimeFormatOptions[] = [
    { weekday: 'short' },
    { day: 'numeric', month: 'short' },
    { day: 'numeric', month: 'numeric' },
    { weekday: 'long', day: 'numeric', month: 'long' },
    { weekday: 'short', day: 'numeric', month: 'short' },
    { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  ];

  it('write what Intl writes for every day of two years', () => {
    const wrong: string[] = [];
    for (const lang of ['en', 'br'] as const) {
      for (const options of shapes) {
        const format = new Intl.DateTimeFormat(lang === 'br' ? 'pt-BR' : 'en-GB', { ...options, timeZone: 'UTC' });
        for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
          const iso = new Date(day).toISOString().slice(0, 10);
          if (dayLabel(iso, lang, options) !== format.format(day + 43_200_000))
            wrong.push(`${lang} ${JSON.stringify(options)} ${iso}: ${dayLabel(iso, lang, options)}`);
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('pin the strings a reader sees', () => {
    expect(dayLabel('2026-09-09', 'en')).toBe('Wed 9 Sept');
    expect(dayLabel('2026-03-14', 'br')).toBe('sáb., 14 de mar.');
    expect(dayLabel('2026-03-14', 'br', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      'sábado, 14 de março',
    );
    expect(dayLabel('2026-03-04', 'br', { day: 'numeric', month: 'numeric' })).toBe('04/03');
  });

  it('date past meetings with their year (issue 33: "Wed 15 Jul" said nothing of which season)', () => {
    knowZoneOffsets(zoneOffsets('America/Sao_Paulo', Date.parse('2025-07-15T12:00:00Z')));
    expect(kickoffDateWithYear('2025-07-15T22:00:00Z', 'America/Sao_Paulo', 'en')).toBe('Tue, 15 Jul 2025');
    expect(kickoffDateWithYear('2025-07-15T22:00:00Z', 'America/Sao_Paulo', 'br')).toBe('ter., 15 de jul. de 2025');
  });

  it("give a kickoff's date in the user's zone, across midnight", () => {
    knowZoneOffsets(zoneOffsets('Asia/Tokyo', Date.parse('2026-03-14T12:00:00Z')));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(kickoffDate('2026-03-14T16:00:00Z', 'Asia/Tokyo', 'en')).toBe('Sun 15 Mar');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
    // Outside the window: Intl, same text.
    expect(kickoffDate('2020-03-14T16:00:00Z', 'Asia/Tokyo', 'en')).toBe('Sun 15 Mar');
  });

  it('leave other options to Intl', () => {
    expect(dayLabel('2026-03-14', 'en', { year: 'numeric', month: 'long' })).toBe('March 2026');
  });
});
