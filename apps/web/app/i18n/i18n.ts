import type { Language } from '@placar/contract/languages';
import type { Catalogue } from './en.ts';

/**
 * The message catalogues a page has: the server provides both (entry.server.tsx); the browser
 * loads only the page's language before it hydrates and the other one when the user switches
 * (decision 0078). Lookup and `{{name}}` interpolation are all the app uses of i18next (0079).
 */
const loaded = new Map<Language, Catalogue>();
const loading = new Map<Language, Promise<Catalogue>>();

export function provideCatalogue(lang: Language, catalogue: Catalogue): void {
  loaded.set(lang, catalogue);
}

export function catalogueOf(lang: Language): Catalogue | undefined {
  return loaded.get(lang);
}

/** The language's catalogue, fetched once (its own chunk in the client build). */
export function loadCatalogue(lang: Language): Promise<Catalogue> {
  const ready = loaded.get(lang);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(lang);
  if (!pending) {
    // Each module provides its catalogue when it runs (en-catalogue.ts, br-catalogue.ts).
    pending = (lang === 'br' ? import('./br-catalogue.ts') : import('./en-catalogue.ts')).then(() => loaded.get(lang) as Catalogue);
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The text at a dotted key with its `{{name}}` placeholders filled; the key itself when there is none (as i18next did). */
export function lookup(catalogue: Catalogue | undefined, key: string, values?: Record<string, unknown>): string {
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
