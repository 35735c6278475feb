import type { Database } from '../../db/client.ts';
import { pingDatabase } from './system.repository.ts';

export interface ServerTime {
  now: number;
  iso: string;
  tz: string;
}

/** The server clock, with the caller's time zone echoed (UTC when the tz header is absent). */
export function serverTime(tz: string | undefined, now: Date): ServerTime {
  return { now: now.getTime(), iso: now.toISOString(), tz: tz ?? 'UTC' };
}

/** Ready means every dependency answers; today that is the database. */
export async function isReady(db: Database): Promise<boolean> {
  try {
    await pingDatabase(db);
    return true;
  } catch {
    return false;
  }
}
