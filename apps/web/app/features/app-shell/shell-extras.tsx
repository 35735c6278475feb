import { Analytics } from '../analytics/analytics.tsx';
import { useFavoriteNotifications } from '../favorite-alerts/use-favorite-notifications.ts';
import { MiniPlayer } from '../mini-player/mini-player.tsx';

/** What the app shell shows over every page (issue 13): the floating mini-player and the analytics consent. */
export function ShellExtras() {
  useFavoriteNotifications();
  return (
    <>
      <MiniPlayer />
      <Analytics />
    </>
  );
}
