import { steamRecord } from '@placar/contract/calls/live';
import type { StreamRecord } from '@placar/contract/live-entities';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api/contract-call.ts';

const EVERY_MS = 10_000;

/** The live in progress (its peak and average viewers so far), refreshed every 10 s. */
export function useCurrentRecord(open: boolean): StreamRecord | null {
  const [record, setRecord] = useState<StreamRecord | null>(null);
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const load = () =>
      callApi(steamRecord, { page: 1, limit: 1 }).then(
        (answer) => !cancelled && setRecord(answer.list.find((item) => item.endedAt === null) ?? null),
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), EVERY_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [open]);
  return record;
}
