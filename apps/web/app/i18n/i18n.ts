import { isLanguage, type Language } from '@placar/contract/languages';
import { catalogueOf, hasWholeCatalogue, type Messages } from './catalogue-store.ts';

const loading = new Map<Language, Promise<Messages>>();
const staffLoading = new Map<Language, Promise<Messages>>();

/** The language's catalogue, fetched once (its own chunk in the client build). */
export function loadCatalogue(lang: Language): Promise<Messages> {
  const ready = catalogueOf(lang);
  if (ready && hasWholeCatalogue(lang)) return Promise.resolve(ready);
  let pending = loading.get(lang);
  if (!pending) {
    // Each module provides its catalogue when it runs (en-catalogue.ts, br-catalogue.ts).
    pending = (lang === 'br' ? import('./br-catalogue.ts') : import('./en-catalogue.ts')).then(
      () => catalogueOf(lang) as Messages,
    );
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Whether the language's host and admin texts are here. */
export function hasStaffCatalogue(lang: Language): boolean {
  return Boolean(hasWholeCatalogue(lang) && catalogueOf(lang)?.host);
}

/** The language's catalogue with the host and admin texts (their own chunk, decision 0082), fetched once. */
export function loadStaffCatalogue(lang: Language): Promise<Messages> {
  if (hasStaffCatalogue(lang)) return Promise.resolve(catalogueOf(lang) as Messages);
  let pending = staffLoading.get(lang);
  if (!pending) {
    const staff = lang === 'br' ? import('./br-staff-catalogue.ts') : import('./en-staff-catalogue.ts');
    pending = Promise.all([loadCatalogue(lang), staff]).then(() => catalogueOf(lang) as Messages);
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
  for (const part of key.split('.'))
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return key;
  if (!values) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) =>
    values[name] === undefined || values[name] === null ? '' : String(values[name]),
  );
}

/** Translate outside React (api client, meta). */
export function translate(lang: Language, key: string, values?: Record<string, unknown>): string {
  return lookup(catalogueOf(lang), key, values);
}
