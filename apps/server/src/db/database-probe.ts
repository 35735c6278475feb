import pg from 'pg';
import type { Database } from './client.ts';
import { poolOf } from './client.ts';

export type ProbeResult = { ok: true; ms: number } | { ok: false; reason: string };

export interface DatabaseProbe {
  /** Asks the database a trivial question on the probe's own connection; callers at the same time share one question. */
  check(): Promise<ProbeResult>;
  close(): Promise<void>;
}

/**
 * The readiness check's way to the database (issue 38 item 1, decision 0121): a connection of its
 * own, made with the pool's settings, so a loaded server whose pool is busy with requests still
 * answers /readyz at once instead of queueing for a pooled connection (a load balancer then took
 * a working instance out of rotation). One that does not answer within timeoutMs is dropped and
 * made again at the next check.
 */
export function createDatabaseProbe(
  db: Database,
  {
    timeoutMs = 3000,
    now = () => performance.now(),
    onChange,
  }: { timeoutMs?: number; now?: () => number; onChange?: (result: ProbeResult) => void } = {},
): DatabaseProbe {
  const { connectionString, host, port, user, password, database, ssl } = poolOf(db).options;
  let client: pg.Client | undefined;
  let inFlight: Promise<ProbeResult> | undefined;
  let closed = false;
  let wasOk: boolean | undefined;

  function drop() {
    const dropped = client;
    client = undefined;
    dropped?.end().catch(() => {});
  }

  async function connection(): Promise<pg.Client> {
    if (client !== undefined) return client;
    const made = new pg.Client({
      connectionString,
      host,
      port,
      user,
      password,
      database,
      ssl,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    // A connection lost later (the database restarted) is made again at the next check.
    made.on('error', () => {
      if (client === made) client = undefined;
    });
    client = made;
    try {
      await made.connect();
    } catch (error) {
      if (client === made) client = undefined;
      throw error;
    }
    return made;
  }

  async function ask(): Promise<ProbeResult> {
    const started = now();
    try {
      await (await connection()).query('select 1');
      return { ok: true, ms: Math.round(now() - started) };
    } catch (error) {
      drop();
      // A refused connection can come as an AggregateError with no message of its own, only a code.
      const reason =
        error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code || error.name : String(error);
      return { ok: false, reason };
    }
  }

  return {
    check() {
      if (closed) return Promise.resolve({ ok: false, reason: 'the server is stopping' });
      inFlight ??= ask()
        .then((result) => {
          // Told when the answer changes (the first one when it is bad): the log says when the database went and came back.
          if (result.ok !== (wasOk ?? true)) onChange?.(result);
          wasOk = result.ok;
          return result;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
    async close() {
      closed = true;
      await inFlight;
      drop();
    },
  };
}
