import { describe, expect, it } from 'vitest';
import {
  htmlLang,
  LANGUAGE_SECTIONS,
  languageFallbackPath,
  pathInLanguage,
  requestLanguage,
  savedLanguage,
} from './language.ts';

describe('language rules', () => {
  it('maps languages to html lang', () => {
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('br')).toBe('pt-BR');
  });

  it('sends two-letter unknown prefixes to en, keeps the rest of the path', () => {
    expect(languageFallbackPath('/es/schedule/league')).toBe('/en/schedule/league');
    expect(languageFallbackPath('/pt')).toBe('/en');
    expect(languageFallbackPath('/PT/')).toBe('/en/');
    expect(languageFallbackPath('/en/nope')).toBeNull();
    expect(languageFallbackPath('/br')).toBeNull();
    expect(languageFallbackPath('/esp/x')).toBeNull();
    expect(languageFallbackPath('/e1/x')).toBeNull();
    expect(languageFallbackPath('/')).toBeNull();
  });

  it("keeps a path that is not a language whole: the visitor's language before a page it lacks, else the 404 page (decision 0155)", () => {
    // "no" is a word here, not Norwegian: no page is /such/page.
    expect(languageFallbackPath('/no/such/page', 'br')).toBeNull();
    expect(languageFallbackPath('/schedule/league', 'br')).toBe('/br/schedule/league');
    expect(languageFallbackPath('/player/kyle-bowen/7', 'en')).toBe('/en/player/kyle-bowen/7');
    expect(languageFallbackPath('/es/schedule/league', 'br')).toBe('/en/schedule/league');
    expect(languageFallbackPath('/definitely-not-a-page', 'br')).toBeNull();
  });

  it('knows every first segment of the pages under {lang}', async () => {
    const { default: routes } = await import('../../routes.ts');
    type Entry = { path?: string; children?: Entry[] };
    const firstSegments = (entries: readonly Entry[]): string[] =>
      entries.flatMap((entry) => [
        ...(entry.path === undefined ? [] : [entry.path.split('/')[0] ?? '']),
        ...(entry.path === undefined ? firstSegments(entry.children ?? []) : []),
      ]);
    const underLang = (routes as Entry[]).find((entry) => entry.path === ':lang')?.children ?? [];
    expect(new Set(firstSegments(underLang))).toEqual(new Set(LANGUAGE_SECTIONS));
  });

  it('reads the saved language from the cookie first, then Accept-Language', () => {
    expect(savedLanguage('language=br', 'en-US')).toBe('br');
    expect(savedLanguage('language=xx', 'pt-BR,en;q=0.8')).toBe('br');
    expect(savedLanguage(null, 'pt-PT')).toBe('br');
    expect(savedLanguage(null, 'pt')).toBe('br');
    expect(savedLanguage(null, 'es-ES,pt;q=0.9')).toBe('en');
    expect(savedLanguage(null, null)).toBe('en');
  });

  it('prefers a valid route language', () => {
    const request = new Request('http://x/br', { headers: { cookie: 'language=en' } });
    expect(requestLanguage(request, 'br')).toBe('br');
    expect(requestLanguage(request, 'zz')).toBe('en');
  });

  it('switches the language of a prefixed path and keeps the query', () => {
    expect(pathInLanguage('/en/schedule/league', '?a=1', 'br')).toBe('/br/schedule/league?a=1');
    expect(pathInLanguage('/br', '', 'en')).toBe('/en');
    expect(pathInLanguage('/about/terms', '', 'br')).toBe('/about/terms');
  });
});
