import { isLanguage, type Language } from '@placar/contract/languages';

const AUTH_PAGES = /^\/[a-z]{2}\/(login|register|resetpassword)(\/|$)/;
const PROBE_ORIGIN = 'https://placar.invalid';

/**
 * The `redirect` query value made safe: only a path on this site (never `//host`, `/\host`,
 * a scheme or control characters), and never an account page, which would loop.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return AUTH_PAGES.test(url.pathname) ? null : target;
}

/** Pages only a logged-in user sees: /{lang}/me, the host area and the admin console. */
export function needsAccount(pathname: string): boolean {
  const [, lang, first] = pathname.split('/');
  return isLanguage(lang) && (first === 'me' || first === 'host' || first === 'admin');
}

/** An account page of the language, carrying where to go afterwards. */
export function accountPagePath(lang: Language, page: 'login' | 'register' | 'resetpassword', redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  return `/${lang}/${page}${target ? `?redirect=${encodeURIComponent(target)}` : ''}`;
}
