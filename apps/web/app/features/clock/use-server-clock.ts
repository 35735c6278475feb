import { CLOCK_TICK_MS } from '@placar/contract/constants';
import { systemTime } from '@placar/contract/calls/system';
import { useEffect } from 'react';
import { api } from '../../lib/api-client.ts';
import { clockOffset } from '../../lib/server-clock.ts';
import { appStore } from '../../state/app-store.ts';

interface ServerTime {
  now: number;
}

/**
 * Ticks the store's `clock` every second, corrected by the server time offset. The offset
 * is measured on mount and whenever the page becomes visible again (a laptop waking up).
 */
export function useServerClock(): void {
  useEffect(() => {
    let offset = 0;
    let disposed = false;
    const tick = () => appStore.getState().setClock(Date.now() + offset);

    const sync = async () => {
      const sentAt = Date.now();
      try {
        const time = await api.get<ServerTime>(systemTime.path);
        if (!disposed && typeof time?.now === 'number') {
          offset = clockOffset(time.now, sentAt, Date.now());
          tick();
        }
      } catch {
        // Keep the previous offset; the transport failure was already reported.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void sync();
    };

    tick();
    void sync();
    const timer = setInterval(tick, CLOCK_TICK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      disposed = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
