import type { DatabaseProbe } from '../../db/database-probe.ts';
import type { Startup } from '../../http/startup-gate.ts';

interface ServerTime {
  now: number;
  iso: string;
  tz: string;
}

/** The server clock, with the caller's time zone echoed (UTC when the tz header is absent). */
export function serverTime(tz: string | undefined, now: Date): ServerTime {
  return { now: now.getTime(), iso: now.toISOString(), tz: tz ?? 'UTC' };
}

/**
 * What keeps the server from serving fully: start-up steps under way, a database that does not
 * answer. Empty: ready. Anyone may ask, so the database's own error (its address, a user name)
 * is not told here: the log has it, and the admin console's health page.
 */
export async function notReady(startup: Startup, databaseProbe: DatabaseProbe): Promise<string[]> {
  const missing = startup.pending();
  if (!(await databaseProbe.check()).ok) missing.push('database: not answering');
  return missing;
}
