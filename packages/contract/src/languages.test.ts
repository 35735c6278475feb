import { describe, expect, it } from 'vitest';
import { languageFromBrowser, parseAcceptLanguage, toLanguage } from './languages.ts';

describe('toLanguage', () => {
  it('keeps en and br and falls back to en for anything else', () => {
    expect(toLanguage('en')).toBe('en');
    expect(toLanguage('br')).toBe('br');
    for (const other of ['pt', 'BR', 'es', '', undefined, null, 3, ['br']]) expect(toLanguage(other)).toBe('en');
  });
});

describe('languageFromBrowser', () => {
  it('selects br for pt, pt-BR and pt-PT, in any case', () => {
    for (const tag of ['pt', 'pt-BR', 'pt-PT', 'PT-br']) expect(languageFromBrowser([tag, 'en'])).toBe('br');
  });
  it('selects en for every other first language', () => {
    for (const tag of ['en-US', 'es', 'pt-AO', 'fr']) expect(languageFromBrowser([tag, 'pt-BR'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
  });
  it('reads an Accept-Language header by weight', () => {
    expect(languageFromBrowser('pt-BR,pt;q=0.9,en;q=0.8')).toBe('br');
    expect(languageFromBrowser('en;q=0.5, pt-BR;q=0.9')).toBe('br');
    expect(languageFromBrowser('en-GB,en;q=0.9')).toBe('en');
    expect(languageFromBrowser('')).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('drops wildcards and zero weights and keeps order for equal weights', () => {
    expect(parseAcceptLanguage('fr;q=0, *, es, de;q=0.7, it')).toEqual(['es', 'it', 'de']);
  });
});
