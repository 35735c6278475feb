import { isLanguage } from '@placar/contract/languages';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountPagePath, needsAccount } from '../../lib/redirect-target.ts';
import { isSignedIn } from '../../lib/session.ts';
import { useAppStore } from '../../state/app-store.ts';

/**
 * /me and /host/* send a visitor to login with the way back. Checked when a page is
 * entered (after hydration: loggedness is client-side), not when the session ends on the
 * page, so a dismissed re-login dialog leaves the visitor where they were.
 */
export function useAuthGuard(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useAppStore((state) => state.hydrated);
  useEffect(() => {
    if (!hydrated || !needsAccount(pathname) || isSignedIn()) return;
    const lang = pathname.split('/')[1];
    if (!isLanguage(lang)) return;
    void navigate(accountPagePath(lang, 'login', pathname + search), { replace: true });
    // Deliberately not re-run on session changes: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, pathname]);
}
