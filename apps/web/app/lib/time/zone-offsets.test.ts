import { afterEach, describe, expect, it, vi } from 'vitest';
import { kickoffTime, TIME } from '../matches/match-time.ts';
import { clockTime, knowZoneOffsets, offsetAt, runtimeMatches, WINDOW_DAYS, zoneOffsets } from './zone-offsets.ts';

const DAY = 86_400_000;
// Zones with DST both ways, half and quarter hours, a 30-minute DST (Lord Howe) and none (Sao Paulo since 2019).
const ZONES = [
  'UTC',
  'America/Sao_Paulo',
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];
// Nows whose windows hold changes: Europe (29 March, 25 October 2026), the US (1 November), the south (5 April).
const NOWS = ['2026-03-20T12:00:00Z', '2026-04-01T23:59:00Z', '2026-10-30T06:00:00Z', '2026-11-21T16:20:00Z'].map(
  (iso) => Date.parse(iso),
);

const intl = (lang: string, zone: string, at: number) =>
  new Intl.DateTimeFormat(lang, { ...TIME, timeZone: zone }).format(at);

describe('kickoff times from the server offsets (decision 0097)', () => {
  it('write what Intl writes, in both languages, every 7 minutes over the window, DST changes included', () => {
    for (const zone of ZONES) {
      const formats = ['en-GB', 'pt-BR'].map((lang) => new Intl.DateTimeFormat(lang, { ...TIME, timeZone: zone }));
      for (const now of NOWS) {
        const table = zoneOffsets(zone, now)!;
        knowZoneOffsets(table);
        const mismatches: string[] = [];
        for (let at = now - WINDOW_DAYS * DAY; at < now + WINDOW_DAYS * DAY; at += 7 * 60_000 + 13_000) {
          const offset = offsetAt(zone, at);
          if (offset === undefined) mismatches.push(`${new Date(at).toISOString()} not covered`);
          else
            for (const format of formats)
              if (clockTime(at, offset) !== format.format(at))
                mismatches.push(
                  `${zone} ${new Date(at).toISOString()} ${clockTime(at, offset)} != ${format.format(at)}`,
                );
        }
        expect(mismatches.slice(0, 5)).toEqual([]);
      }
    }
  });

  it('finds each change to the minute', () => {
    const london = zoneOffsets('Europe/London', Date.parse('2026-03-20T12:00:00Z'))!;
    expect(london.spans.map(([from, offset]) => [new Date(from).toISOString(), offset]).slice(1)).toEqual([
      ['2026-03-29T01:00:00.000Z', 60],
    ]);
    const lordHowe = zoneOffsets('Australia/Lord_Howe', Date.parse('2026-04-01T23:59:00Z'))!;
    expect(lordHowe.spans.slice(1).map(([, offset]) => offset)).toEqual([630]);
  });

  it('leaves instants outside the window, and unparsable dates, to Intl', () => {
    const now = Date.parse('2026-11-21T16:20:00Z');
    knowZoneOffsets(zoneOffsets('Asia/Kolkata', now));
    expect(offsetAt('Asia/Kolkata', now)).toBe(330);
    expect(offsetAt('Asia/Kolkata', now + (WINDOW_DAYS + 2) * DAY)).toBeUndefined();
    expect(offsetAt('Asia/Kolkata', Number.NaN)).toBeUndefined();
    expect(offsetAt('Asia/Tokyo', now)).toBeUndefined();
    // Far from the window the time still comes out right, through Intl.
    expect(kickoffTime('2020-06-01T18:35:00Z', 'Asia/Kolkata', 'en')).toBe(
      intl('en-GB', 'Asia/Kolkata', Date.parse('2020-06-01T18:35:00Z')),
    );
    expect(() => kickoffTime('not a date', 'Asia/Kolkata', 'en')).toThrow(RangeError);
  });

  it('makes no Intl.DateTimeFormat for a time the table covers', () => {
    const now = Date.parse('2026-11-21T16:20:00Z');
    knowZoneOffsets(zoneOffsets('America/St_Johns', now));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(kickoffTime('2026-11-21T19:05:00Z', 'America/St_Johns', 'br')).toBe('15:35');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('keeps the table that reaches further', () => {
    const later = zoneOffsets('America/New_York', Date.parse('2026-11-21T16:20:00Z'))!;
    const earlier = zoneOffsets('America/New_York', Date.parse('2026-10-01T00:00:00Z'))!;
    knowZoneOffsets(later);
    knowZoneOffsets(earlier);
    expect(offsetAt('America/New_York', Date.parse('2026-12-20T00:00:00Z'))).toBe(-300);
  });
});

describe("the browser's own zone against a table (no Intl)", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('matches its own zone, and UTC only where UTC has the same offsets all through the window', () => {
    process.env.TZ = 'America/Sao_Paulo';
    const now = Date.parse('2026-11-21T16:20:00Z');
    expect(runtimeMatches(zoneOffsets('America/Sao_Paulo', now)!)).toBe(true);
    expect(runtimeMatches(zoneOffsets('UTC', now)!)).toBe(false);
    process.env.TZ = 'Europe/London';
    // 21 November: the window reaches back past 25 October, when London was at +1.
    expect(runtimeMatches(zoneOffsets('UTC', now)!)).toBe(false);
    expect(runtimeMatches(zoneOffsets('Europe/London', now)!)).toBe(true);
    // Mid December: London is at UTC all through the window.
    expect(runtimeMatches(zoneOffsets('UTC', Date.parse('2026-12-15T12:00:00Z'))!)).toBe(true);
  });
});

describe("the browser's zone for API calls and the tz cookie", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    vi.resetModules();
    vi.restoreAllMocks();
  });

  async function freshModules() {
    vi.resetModules();
    return { offsets: await import('./zone-offsets.ts'), timeZone: await import('./time-zone.ts') };
  }

  it("is the page's zone without any Intl.DateTimeFormat while its offsets are the browser's", async () => {
    process.env.TZ = 'America/Sao_Paulo';
    const { offsets, timeZone } = await freshModules();
    offsets.knowZoneOffsets(offsets.zoneOffsets('America/Sao_Paulo', Date.parse('2026-11-21T16:20:00Z')));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(timeZone.browserTimeZone()).toBe('America/Sao_Paulo');
    expect(made).not.toHaveBeenCalled();
  });

  it('asks Intl when the browser is elsewhere (a first visit rendered in UTC, or a fan who travelled)', async () => {
    process.env.TZ = 'Asia/Tokyo';
    const { offsets, timeZone } = await freshModules();
    offsets.knowZoneOffsets(offsets.zoneOffsets('UTC', Date.parse('2026-11-21T16:20:00Z')));
    expect(timeZone.browserTimeZone()).toBe('Asia/Tokyo');
  });
});
