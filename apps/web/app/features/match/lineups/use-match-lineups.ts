import { lineups as lineupsCall } from '@placar/contract/calls/players';
import type { MatchLineups } from '@placar/contract/player-entities';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api/contract-call.ts';
import { liveFeed } from '../../../lib/realtime/live-feed.ts';

/** At most one fetch per this long while incidents keep coming (a substitution, a card). */
const REFRESH_MS = 5_000;

/**
 * A match's line-ups, kept current: fetched when none were given (the upcoming-match preview
 * passes only the id), and again after the live message brings incidents.
 */
export function useMatchLineups(
  matchId: number,
  initial: MatchLineups | null | undefined,
): { lineups: MatchLineups | null; failed: boolean } {
  const [lineups, setLineups] = useState<MatchLineups | null>(initial ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const load = () => {
      last = Date.now();
      callApi(lineupsCall, { id: matchId }).then(
        (data) => {
          setLineups(data);
          setFailed(false);
        },
        () => setFailed(true),
      );
    };
    if (initial === undefined) load();
    const off = liveFeed.onUpdate((update) => {
      if (update.id !== matchId || update.incidents.length === 0 || timer) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          load();
        },
        Math.max(0, REFRESH_MS - (Date.now() - last)),
      );
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [matchId, initial]);
  return { lineups, failed };
}
