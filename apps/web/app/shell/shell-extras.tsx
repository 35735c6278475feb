import { Analytics } from '../features/analytics/analytics.tsx';
import { useFavoriteNotifications } from '../features/favorite-alerts/use-favorite-notifications.ts';
import { useEffect } from 'react';
import { registerServiceWorker } from '../lib/pwa/service-worker.ts';
import { MiniPlayer } from '../features/mini-player/mini-player.tsx';
import { OfflineNotice } from '../features/offline/offline-notice.tsx';

/**
 * What the app shell shows over every page (issue 13): the floating mini-player, the analytics
 * consent and the offline notice; and the service worker, registered after hydration (decision 0161).
 */
export function ShellExtras() {
  useFavoriteNotifications();
  useEffect(registerServiceWorker, []);
  return (
    <>
      <OfflineNotice />
      <MiniPlayer />
      <Analytics />
    </>
  );
}
