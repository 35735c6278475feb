import { describe, expect, it } from 'vitest';
import { htmlLang, languageFallbackPath, pathInLanguage, requestLanguage, savedLanguage } from './language.ts';

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
