import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { writeCookie } from '../lib/session/cookies.ts';
import { CookieName } from '../state/storage-keys.ts';
import { browserTimeZone } from '../lib/time/time-zone.ts';
import { nextTask } from '../lib/browser/when-idle.ts';
import { useTimeZone } from '../lib/time/use-time-zone.ts';

/**
 * Saves the browser's zone in the tz cookie for the next server render; when this render
 * used another zone (first visit: UTC), the loaders run again with the real one.
 */
export function useBrowserTimeZone(): void {
  const rendered = useTimeZone();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    // In a task after hydration's (issue 14).
    let current = true;
    void nextTask(() => {
      if (!current) return;
      const zone = browserTimeZone();
      writeCookie(CookieName.tz, zone);
      if (zone !== rendered) void revalidate();
    });
    return () => {
      current = false;
    };
  }, [rendered, revalidate]);
}
