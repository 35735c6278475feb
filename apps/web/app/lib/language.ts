import { type Language, isLanguage, languageFromBrowser } from '@placar/contract/languages';
import { parseCookies } from './cookies.ts';
import { CookieName } from './storage-keys.ts';

/** The value of `<html lang>` for a language. */
export function htmlLang(lang: Language): string {
  return lang === 'br' ? 'pt-BR' : 'en';
}

/**
 * A first path segment of exactly two letters that is not a language (/es/..., /pt) falls
 * back to en: the same path with `en` in its place. Anything else gives null.
 */
export function languageFallbackPath(pathname: string): string | null {
  const match = /^\/([A-Za-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || isLanguage(match[1])) return null;
  return `/en${match[2] ?? ''}`;
}

/** The saved language of a request: the `language` cookie, else Accept-Language. */
export function savedLanguage(cookieHeader: string | null, acceptLanguage: string | null): Language {
  const cookie = parseCookies(cookieHeader)[CookieName.language];
  if (isLanguage(cookie)) return cookie;
  return languageFromBrowser(acceptLanguage ?? '');
}

/** The language of a request: the route's {lang} when valid, else a `lang` query (pages without a prefix), else the saved language. */
export function requestLanguage(request: Request, langParam: string | undefined): Language {
  if (isLanguage(langParam)) return langParam;
  const asked = new URL(request.url).searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  return savedLanguage(request.headers.get('cookie'), request.headers.get('accept-language'));
}

/** The same page in another language: prefixed paths swap their first segment. */
export function pathInLanguage(pathname: string, search: string, lang: Language): string {
  const segments = pathname.split('/');
  if (isLanguage(segments[1])) {
    segments[1] = lang;
    return segments.join('/') + search;
  }
  return pathname + search;
}
