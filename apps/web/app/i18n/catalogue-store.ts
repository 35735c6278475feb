import type { Language } from '@placar/contract/languages';
import type { Catalogue } from './en.ts';
import type { StaffCatalogue } from './en-staff.ts';

/**
 * A language's texts as loaded: every page's catalogue, plus the host and admin texts once
 * those pages load them (0082).
 */
export type Messages = Catalogue & Partial<StaffCatalogue>;

/**
 * The message catalogues a page has: the server provides both (entry.server.tsx); the browser
 * loads only the page's language before it hydrates and the other one when the user switches
 * (decision 0078). Its own module so the catalogue chunks, which provide their texts when they
 * run, import it and not i18n.ts, which imports them (decision 0170: no circles).
 */
const loaded = new Map<Language, Messages>();
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
