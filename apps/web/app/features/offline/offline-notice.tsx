import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { kickoffTime } from '../../lib/matches/match-time.ts';
import { pageSavedAt } from '../../lib/pwa/service-worker.ts';
import { useTimeZone } from '../../lib/time/use-time-zone.ts';

/**
 * "Offline: last updated 14:05" while the browser has no network: the page is the copy the
 * service worker kept (home and the schedule), and the fan must see how old it is.
 */
export function OfflineNotice() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const timeZone = useTimeZone();
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (!offline) return;
    let current = true;
    void pageSavedAt(pathname + search).then((saved) => {
      if (current) setSavedAt(saved);
    });
    return () => {
      current = false;
    };
  }, [offline, pathname, search]);

  if (!offline) return null;
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="fixed inset-x-0 top-2 z-50 mx-auto w-fit max-w-[90vw] rounded-full bg-amber-300 px-4 py-1.5 text-sm font-semibold text-ink-950 shadow-lg"
    >
      {savedAt
        ? t('offline.notice', { time: kickoffTime(savedAt.toISOString(), timeZone, i18n.language) })
        : t('offline.noticeNoTime')}
    </div>
  );
}
