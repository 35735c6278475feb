import { isLanguage, type Language } from '@placar/contract/languages';

const AUTH_PAGES = /^\/[a-z]{2}\/(login|register|resetpassword)(\/|$)/;
const PROBE_ORIGIN = 'https://placar.invalid';

/** A path that stays on this site however a browser or router reads it: one leading slash, then no slash or backslash. */
const SAME_SITE_PATH = /^\/(?![/\\])/;

/**
 * The `redirect` query value made safe. It is normalised first (dot segments, percent-encoded
 * dots, backslashes, as a browser would), and only then checked: a path on this site (never
 * `//host`, `/\host`, `/..//host`, a scheme or control characters), and never an account page,
 * which would loop.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512 || !SAME_SITE_PATH.test(raw)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  // `/..//evil.com` normalises to `//evil.com`: a path no longer, a host.
  if (url.origin !== PROBE_ORIGIN || !SAME_SITE_PATH.test(target)) return null;
  if (new URL(target, PROBE_ORIGIN).origin !== PROBE_ORIGIN || !staysOnSiteDecoded(target)) return null;
  return AUTH_PAGES.test(url.pathname) ? null : target;
}

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** Read once more with its escapes decoded (as a careless router might), the path must still stay here. */
function staysOnSiteDecoded(target: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return false;
  }
  return (
    SAME_SITE_PATH.test(decoded) &&
    !CONTROL_OR_BACKSLASH.test(decoded) &&
    new URL(decoded, PROBE_ORIGIN).origin === PROBE_ORIGIN
  );
}

/** Pages only a logged-in user sees: /{lang}/me, the host area (but not a room as viewers see it) and the admin console. */
export function needsAccount(pathname: string): boolean {
  const [, lang, first, second] = pathname.split('/');
  return isLanguage(lang) && (first === 'me' || first === 'admin' || (first === 'host' && second !== 'liveUserRoom'));
}

/** An account page of the language, carrying where to go afterwards. */
export function accountPagePath(
  lang: Language,
  page: 'login' | 'register' | 'resetpassword',
  redirect: string | null | undefined,
): string {
  const target = safeRedirect(redirect);
  return `/${lang}/${page}${target ? `?redirect=${encodeURIComponent(target)}` : ''}`;
}

/** Pages a signed-in user has no use for (log in, register): they go to /{lang}/me instead. */
export function forVisitorsOnly(pathname: string): boolean {
  const [, lang, first] = pathname.split('/');
  return isLanguage(lang) && (first === 'login' || first === 'register');
}
