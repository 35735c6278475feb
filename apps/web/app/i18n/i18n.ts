import { isLanguage, type Language } from '@placar/contract/languages';
import type { Catalogue } from './en.ts';
import type { StaffCatalogue } from './en-staff.ts';

/** A language's texts as loaded: every page's catalogue, plus the host and admin texts once those pages load them (0082). */
type Messages = Catalogue & Partial<StaffCatalogue>;

/**
 * The message catalogues a page has: the server provides both (entry.server.tsx); the browser
 * loads only the page's language before it hydrates and the other one when the user switches
 * (decision 0078). Lookup and `{{name}}` interpolation are all the app uses of i18next (0079).
 */
const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<Messages>>();
const staffLoading = new Map<Language, Promise<Messages>>();
/** Languages whose whole catalogue is here, not only home's first-screen part (decision 0089). */
const whole = new Set<Language>();

/** Adds texts to a language's catalogue (a new object, so `useTranslation` sees the change). */
export function provideCatalogue(lang: Language, catalogue: Catalogue | StaffCatalogue): void {
  loaded.set(lang, { ...loaded.get(lang), ...catalogue } as Messages);
  if ('app' in catalogue) whole.add(lang);
}

/** Adds the first-screen part of a catalogue (en-first-catalogue.ts): enough for home to hydrate, not the whole. */
export function provideFirstCatalogue(lang: Language, part: Partial<Catalogue>): void {
  loaded.set(lang, { ...part, ...loaded.get(lang) } as Messages);
}

/** Whether the language's whole catalogue is here (else at most home's first-screen part). */
export function hasWholeCatalogue(lang: Language): boolean {
  return whole.has(lang);
}

export function catalogueOf(lang: Language): Messages | undefined {
  return loaded.get(lang);
}

/** The language's catalogue, fetched once (its own chunk in the client build). */
export function loadCatalogue(lang: Language): Promise<Messages> {
  const ready = loaded.get(lang);
  if (ready && whole.has(lang)) return Promise.resolve(ready);
  let pending = loading.get(lang);
  if (!pending) {
    // Each module provides its catalogue when it runs (en-catalogue.ts, br-catalogue.ts).
    pending = (lang === 'br' ? import('./br-catalogue.ts') : import('./en-catalogue.ts')).then(() => loaded.get(lang) as Messages);
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Whether the language's host and admin texts are here. */
export function hasStaffCatalogue(lang: Language): boolean {
  return Boolean(whole.has(lang) && loaded.get(lang)?.host);
}

/** The language's catalogue with the host and admin texts (their own chunk, decision 0082), fetched once. */
export function loadStaffCatalogue(lang: Language): Promise<Messages> {
  if (hasStaffCatalogue(lang)) return Promise.resolve(loaded.get(lang) as Messages);
  let pending = staffLoading.get(lang);
  if (!pending) {
    const staff = lang === 'br' ? import('./br-staff-catalogue.ts') : import('./en-staff-catalogue.ts');
    pending = Promise.all([loadCatalogue(lang), staff]).then(() => loaded.get(lang) as Messages);
    pending.catch(() => staffLoading.delete(lang));
    staffLoading.set(lang, pending);
  }
  return pending;
}

/** Host and admin pages: their texts are in the staff catalogue. A fan's view of a live room (`host/liveUserRoom`) is not one. */
export function isStaffPath(pathname: string): boolean {
  const [, lang, area, page] = pathname.split('/');
  return isLanguage(lang) && ((area === 'host' && page !== 'liveUserRoom') || area === 'admin');
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The text at a dotted key with its `{{name}}` placeholders filled; the key itself when there is none (as i18next did). */
export function lookup(catalogue: Messages | undefined, key: string, values?: Record<string, unknown>): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return key;
  if (!values) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => (values[name] === undefined || values[name] === null ? '' : String(values[name])));
}

/** Translate outside React (api client, meta). */
export function translate(lang: Language, key: string, values?: Record<string, unknown>): string {
  return lookup(loaded.get(lang), key, values);
}
