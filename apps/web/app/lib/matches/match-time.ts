import type { Language } from '@placar/contract/languages';
import { clockTime, offsetAt } from '../time/zone-offsets.ts';

/** The locale dates are written in, per language. */
export const dateLocale = (lang: Language) => (lang === 'br' ? 'pt-BR' : 'en-GB');
const formatters = new Map<string, Intl.DateTimeFormat>();
// Options objects are mostly the constants below: their key is made once, not at every row's render.
const optionKeys = new WeakMap<Intl.DateTimeFormatOptions, string>();
/** A kickoff's HH:mm. */
export const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** A date with its time (a session's last use, a ban's end): 24 h like every time the site writes. */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' };

/** Intl's format for a language, zone and options, made once (its first one costs a page tens of ms: decision 0097). */
export function formatter(lang: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
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
