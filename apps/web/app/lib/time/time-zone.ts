import { isIanaTimeZone } from '@placar/contract/header-names';
import { parseCookies } from '../session/cookies.ts';
import { CookieName } from '../../state/storage-keys.ts';
import { renderedZoneOffsets, runtimeMatches } from './zone-offsets.ts';

export const DEFAULT_TIME_ZONE = 'UTC';

let knownZone: string | undefined;

/**
 * The browser's IANA zone; UTC when the runtime cannot tell. Read once per page: making an
 * Intl.DateTimeFormat costs milliseconds on a phone, and every API call sends the zone.
 * The zone the page was rendered in (the tz cookie this browser saved, else UTC) is taken without
 * Intl while its offsets from the root loader (zone-offsets.ts) are Date's own local offsets over
 * their window, which is every time the page shows: the first Intl.DateTimeFormat of a page costs
 * tens of ms (decision 0097). A browser that has moved, or whose zone has another offset within
 * the window (a first visit outside UTC, London before its clocks go forward), asks Intl.
 */
export function browserTimeZone(): string {
  if (knownZone !== undefined) return knownZone;
  const rendered = renderedZoneOffsets();
  if (rendered !== undefined && runtimeMatches(rendered)) return (knownZone = rendered.zone);
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    knownZone = zone && isIanaTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    knownZone = DEFAULT_TIME_ZONE;
  }
  return knownZone;
}

/** The zone a server render uses: the `tz` cookie the browser saved, else UTC. */
export function requestTimeZone(cookieHeader: string | null): string {
  const zone = parseCookies(cookieHeader)[CookieName.tz];
  return zone && isIanaTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** yyyy-mm-dd of an instant in a zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day (yyyy-mm-dd) moved by whole days; calendar arithmetic, no zone involved. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** yyyymmdd (the schedule route's form) to yyyy-mm-dd, and back. */
export function routeDayToIso(day: string): string {
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

export function isoDayToRoute(day: string): string {
  return day.replaceAll('-', '');
}
