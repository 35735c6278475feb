import type { Language } from '@placar/contract/languages';
import { createContext, type ReactNode, use, useContext, useEffect, useMemo } from 'react';
import { whenIdle } from '../lib/browser/when-idle.ts';
import { isFirstScreenPath } from './first-sections.ts';
import { catalogueOf, hasWholeCatalogue } from './catalogue-store.ts';
import { hasStaffCatalogue, isStaffPath, loadCatalogue, loadStaffCatalogue, lookup, type Translate } from './i18n.ts';

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
  return useMemo(
    () => ({ t: (key, values) => lookup(catalogue, key, values), i18n: { language: lang } }),
    [catalogue, lang],
  );
}

/**
 * Host and admin pages (`isStaffPath`, the one list of them) have their texts in a chunk of their
 * own (decision 0082). The head loads it with such a page; on a navigation to one, the language
 * route suspends until it is here (navigations are transitions: the previous page stays meanwhile).
 */
export function useStaffCatalogue(pathname: string): void {
  const lang = useContext(LanguageContext);
  if (isStaffPath(pathname) && !hasStaffCatalogue(lang)) use(loadStaffCatalogue(lang));
}

/**
 * Home's first load has only its first screen's texts (decision 0089). Any other page waits for the
 * whole catalogue (a navigation is a transition: home stays meanwhile); home fetches it when idle.
 */
export function useWholeCatalogue(pathname: string): void {
  const lang = useContext(LanguageContext);
  const first = isFirstScreenPath(pathname);
  if (!first && !hasWholeCatalogue(lang)) use(loadCatalogue(lang));
  useEffect(() => {
    if (hasWholeCatalogue(lang)) return;
    whenIdle(() => void loadCatalogue(lang));
  }, [lang]);
}
