import { type Language, LANGUAGES } from '@placar/contract/languages';
import { createInstance, type i18n as I18n } from 'i18next';
import { br } from './br.ts';
import { en } from './en.ts';

const catalogues = { en, br } as const;
const instances = new Map<Language, I18n>();

/**
 * One initialised i18next instance per language, created synchronously. Server renders
 * share them safely because a render never switches an instance's language.
 */
export function getI18n(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      resources: { [lang]: { translation: catalogues[lang] } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** Translate outside React (api client, meta). */
export function translate(lang: Language, key: string, options?: Record<string, unknown>): string {
  return getI18n(lang).t(key, options ?? {});
}
