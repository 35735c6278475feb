import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { rememberNavigation, searchToReencode } from './navigation-memory.ts';

/**
 * On every navigation (the first render included): re-encode a non-canonical query in
 * place (history replace, no reload), then remember the page unless it is login,
 * register or reset password.
 */
export function useNavigationMemory(): void {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const routeName = matches[matches.length - 1]?.id ?? '';

  useEffect(() => {
    const reencoded = searchToReencode(location.search);
    if (reencoded !== null) {
      void navigate(
        { pathname: location.pathname, search: reencoded, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    try {
      rememberNavigation(localStorage, routeName, location.pathname, location.search);
    } catch {
      // Storage can be unavailable (private mode, quota); memory is a convenience.
    }
  }, [location.pathname, location.search, location.hash, routeName, navigate]);
}
