import type { Language } from '@placar/contract/languages';
import { offsetAt } from '../time/zone-offsets.ts';
import { namedDate } from './date-names.ts';
import { formatter } from './match-time.ts';

/**
 * Dates, apart from kickoff times (match-time.ts) so that home, which shows times only, does not
 * load the name tables.
 */
const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** A short date of an instant in the user's zone, e.g. "Sat 14 Mar" (from tables and the zone's offsets when they cover it). */
export function kickoffDate(iso: string, timeZone: string, lang: Language): string {
  const at = Date.parse(iso);
  const offset = offsetAt(timeZone, at);
  return (
    (offset === undefined ? undefined : namedDate(at + offset * 60_000, lang, SHORT_DATE)) ??
    formatter(lang, timeZone, SHORT_DATE).format(at)
  );
}

const DATE_WITH_YEAR: Intl.DateTimeFormatOptions = { ...SHORT_DATE, year: 'numeric' };

/** A short date with its year, e.g. "Wed 15 Jul 2026": past meetings reach back seasons. */
export function kickoffDateWithYear(iso: string, timeZone: string, lang: Language): string {
  const at = Date.parse(iso);
  const offset = offsetAt(timeZone, at);
  return (
    (offset === undefined ? undefined : namedDate(at + offset * 60_000, lang, DATE_WITH_YEAR)) ??
    formatter(lang, timeZone, DATE_WITH_YEAR).format(at)
  );
}

/** A calendar day (yyyy-mm-dd) as weekday and day, e.g. "Sat 14"; no zone shift (it is already a local day). */
export function dayLabel(day: string, lang: Language, options: Intl.DateTimeFormatOptions = SHORT_DATE): string {
  const noon = Date.parse(`${day}T12:00:00Z`);
  return (
    (Number.isNaN(noon) ? undefined : namedDate(noon, lang, options)) ?? formatter(lang, 'UTC', options).format(noon)
  );
}
