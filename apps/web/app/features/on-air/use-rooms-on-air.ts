import { liveList } from '@placar/contract/calls/live';
import { useEffect, useState } from 'react';
import { quietCall } from '../../lib/api/quiet-call.ts';

const COUNT_EVERY_MS = 60_000;

/**
 * How many rooms are on air (their host's stream is coming in), asked once a minute while the page
 * is visible and again when it comes back to view. 0 on the server and until the first answer.
 */
export function useRoomsOnAir(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let stopped = false;
    const ask = async () => {
      if (document.visibilityState !== 'visible') return;
      // An open room still waiting for its host's encoder is not on air ("Live now (1)" counted it).
      // Offline or refused: the entry keeps its last count.
      const answer = await quietCall(liveList, { page: 1, limit: 1, liveState: 'live' });
      if (!stopped && answer !== null) setCount(answer.total);
    };
    void ask();
    const timer = window.setInterval(() => void ask(), COUNT_EVERY_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, []);
  return count;
}
