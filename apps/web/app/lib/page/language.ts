import { type Language, isLanguage, languageFromBrowser } from '@placar/contract/languages';
import { parseCookies } from '../session/cookies.ts';
import { CookieName } from '../../state/storage-keys.ts';

/** The value of `<html lang>` for a language. */
export function htmlLang(lang: Language): string {
  return lang === 'br' ? 'pt-BR' : 'en';
}

/** The first segments of the pages under `{lang}` (routes.ts; a test keeps them in step). */
export const LANGUAGE_SECTIONS: ReadonlySet<string> = new Set([
  'schedule',
  'team',
  'player',
  'live',
  'me',
  'host',
  'admin',
  'login',
  'register',
  'resetpassword',
]);

/**
 * Where a path that matched no page goes (decision 0155), or null for the 404 page:
 * - a first segment of exactly two letters that is not a language, before a page we have
 *   (`/es/schedule/league`, `/pt`), falls back to en on the same page (the specification's rule);
 * - a path that only lacks its language (`/schedule/league`) gets the visitor's, whole;
 * - anything else is not a page (`/no/such/page` is a path, not Norwegian): the 404 page shows
 *   it as typed, in the visitor's language.
 */
export function languageFallbackPath(pathname: string, visitor: Language = 'en'): string | null {
  const match = /^\/([A-Za-z]{2})(\/.*)?$/.exec(pathname);
  if (match && !isLanguage(match[1])) {
    const tail = match[2] ?? '';
    const next = tail.split('/')[1] ?? '';
    return next === '' || LANGUAGE_SECTIONS.has(next) ? `/en${tail}` : null;
  }
  return LANGUAGE_SECTIONS.has(pathname.split('/')[1] ?? '') ? `/${visitor}${pathname}` : null;
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
