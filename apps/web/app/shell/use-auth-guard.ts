import { isLanguage } from '@placar/contract/languages';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountPagePath, forVisitorsOnly, needsAccount, safeRedirect } from '../lib/page/redirect-target.ts';
import { isSignedIn } from '../lib/session/session.ts';
import { useHydrated } from '../state/app-store.ts';

/**
 * /me and /host/* send a visitor to login with the way back; login and register send a
 * signed-in user to /me (or where the link meant to go after logging in). Checked when a page is
 * entered (after hydration: loggedness is client-side), not when the session ends on the
 * page, so a dismissed re-login dialog leaves the visitor where they were.
 */
export function useAuthGuard(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const lang = pathname.split('/')[1];
    if (!isLanguage(lang)) return;
    if (forVisitorsOnly(pathname) && isSignedIn()) {
      void navigate(safeRedirect(new URLSearchParams(search).get('redirect')) ?? `/${lang}/me`, { replace: true });
      return;
    }
    if (!needsAccount(pathname) || isSignedIn()) return;
    void navigate(accountPagePath(lang, 'login', pathname + search), { replace: true });
    // Deliberately not re-run on session changes: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, pathname]);
}
