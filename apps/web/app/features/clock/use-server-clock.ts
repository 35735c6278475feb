import { CLOCK_TICK_MS } from '@placar/contract/constants';
import { systemTime } from '@placar/contract/calls/system';
import { useEffect } from 'react';
import { api } from '../../lib/api/api-client.ts';
import { serverClock } from '../../lib/time/server-clock.ts';
import { appStore } from '../../state/app-store.ts';

/**
 * Ticks the store's `clock` every second, corrected by the server time offset (`serverClock`).
 * The offset is measured on mount and whenever the page becomes visible again (a laptop waking up).
 */
export function useServerClock(): void {
  useEffect(() => {
    const clock = serverClock({
      serverTime: async () => (await api.get<{ now: number }>(systemTime.path))?.now,
      now: () => Date.now(),
      setClock: (now) => appStore.getState().setClock(now),
      every: (fn) => {
        const timer = setInterval(fn, CLOCK_TICK_MS);
        return () => clearInterval(timer);
      },
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void clock.sync();
    };
    void clock.sync();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clock.stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
