import type { Language } from '@placar/contract/languages';
import { clockTime, offsetAt } from '../zone-offsets.ts';
import { namedDate } from './date-names.ts';

/** The locale dates are written in, per language. */
export const dateLocale = (lang: Language) => (lang === 'br' ? 'pt-BR' : 'en-GB');
const formatters = new Map<string, Intl.DateTimeFormat>();
// Options objects are mostly the constants below: their key is made once, not at every row's render.
const optionKeys = new WeakMap<Intl.DateTimeFormatOptions, string>();
/** A kickoff's HH:mm. */
export const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

function formatter(lang: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let optionKey = optionKeys.get(options);
  if (optionKey === undefined) {
    optionKey = JSON.stringify(options);
    optionKeys.set(options, optionKey);
  }
  const key = `${lang}|${timeZone}|${optionKey}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(lang), { timeZone, ...options });
    formatters.set(key, format);
  }
  return format;
}

/**
 * HH:mm of an instant in the user's zone, DST included: from the zone's offsets the server sent
 * when they cover the instant (no Intl on the first load, decision 0097), else with Intl.
 */
export function kickoffTime(iso: string, timeZone: string, lang: Language): string {
  const at = Date.parse(iso);
  const offset = offsetAt(timeZone, at);
  return offset === undefined ? formatter(lang, timeZone, TIME).format(at) : clockTime(at, offset);
}

/** A short date of an instant in the user's zone, e.g. "Sat 14 Mar" (from tables and the zone's offsets when they cover it). */
export function kickoffDate(iso: string, timeZone: string, lang: Language): string {
  const at = Date.parse(iso);
  const offset = offsetAt(timeZone, at);
  return (offset === undefined ? undefined : namedDate(at + offset * 60_000, lang, SHORT_DATE)) ?? formatter(lang, timeZone, SHORT_DATE).format(at);
}

/** A calendar day (yyyy-mm-dd) as weekday and day, e.g. "Sat 14"; no zone shift (it is already a local day). */
export function dayLabel(day: string, lang: Language, options: Intl.DateTimeFormatOptions = SHORT_DATE): string {
  const noon = Date.parse(`${day}T12:00:00Z`);
  return (Number.isNaN(noon) ? undefined : namedDate(noon, lang, options)) ?? formatter(lang, 'UTC', options).format(noon);
}
