import { isLanguage } from '@placar/contract/languages';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { setAppNavigator } from '../lib/page/app-navigation.ts';
import { ensureClientId } from '../lib/session/client-id.ts';
import { writeCookie } from '../lib/session/cookies.ts';
import { patientComponent } from '../lib/boot/patient-import.ts';
import { CookieName, StorageKey } from '../state/storage-keys.ts';
import { appStore, rehydrateAppStore, useHydrated } from '../state/app-store.ts';
import { useServerClock } from '../features/clock/use-server-clock.ts';
import { useNavigationMemory } from '../features/navigation/use-navigation-memory.ts';
import { useAuthGuard } from './use-auth-guard.ts';
import { useBrowserTimeZone } from './use-browser-time-zone.ts';
import { useSessionUpkeep } from './use-session-upkeep.ts';
import { useVisitTracking } from './use-visit-tracking.ts';

// Drawn only after hydration and a network answer (fixed overlays, no layout shift): out of the first load (issue 14).
// A failed fetch is tried again (patientComponent): until then the page goes on without them.
const ShellExtras = lazy(() => patientComponent(() => import('./shell-extras.tsx'), 'ShellExtras'));

/** Browser-only start-up work of the app shell, and what floats over every page (ShellExtras, after hydration). */
export function ClientBootstrap() {
  const navigate = useNavigate();
  const { lang } = useParams();

  useEffect(() => {
    ensureClientId();
    // <html data-hydrated> says React handles clicks and the stored session is read (tests wait on it).
    void rehydrateAppStore().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);

  useEffect(() => setAppNavigator((to) => void navigate(to)), [navigate]);

  // The language of a prefixed page becomes the saved language (storage, cookie, store).
  useEffect(() => {
    if (!isLanguage(lang)) return;
    try {
      localStorage.setItem(StorageKey.language, lang);
    } catch {
      // Storage unavailable: the cookie still carries the choice.
    }
    writeCookie(CookieName.language, lang);
    // Runs after the rehydration effect above, which is synchronous with localStorage.
    appStore.getState().patch({ chooseLang: lang });
  }, [lang]);

  useServerClock();
  useNavigationMemory();
  useBrowserTimeZone();
  useAuthGuard();
  useSessionUpkeep();
  // After ensureClientId above: every record carries the myCookie identifier.
  useVisitTracking();
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <ShellExtras />
    </Suspense>
  ) : null;
}
