import type { Language } from '@placar/contract/languages';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { catalogueOf, hasStaffCatalogue, loadCatalogue, loadStaffCatalogue, lookup, type Translate } from './i18n.ts';

const LanguageContext = createContext<Language>('en');

/** The page's language for useTranslation below; its catalogue is loaded before (entry.client, root clientLoader). */
export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <LanguageContext value={lang}>{children}</LanguageContext>;
}

/** `t` in the page's language: react-i18next's hook, as much of it as the app uses (decision 0079). */
export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const lang = useContext(LanguageContext);
  // Loaded before any render that needs it; if one ever is not, suspend until it is rather than show keys.
  const catalogue = catalogueOf(lang) ?? use(loadCatalogue(lang));
  return useMemo(() => ({ t: (key, values) => lookup(catalogue, key, values), i18n: { language: lang } }), [catalogue, lang]);
}

/**
 * Host and admin routes call it first: their texts are a chunk of their own (decision 0082). The
 * head loads it with such a page; on a navigation to one, the route suspends until it is here
 * (navigations are transitions, so the previous page stays on screen meanwhile).
 */
export function useStaffCatalogue(): void {
  const lang = useContext(LanguageContext);
  if (!hasStaffCatalogue(lang)) use(loadStaffCatalogue(lang));
}
