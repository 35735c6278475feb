/**
 * The life of a bench's server process: a fresh data directory, an embedded PostgreSQL migrated
 * in it, and cleanups run in reverse on SIGTERM, SIGINT or when the parent goes away (our stdin
 * closes), after which the directory is deleted and the process exits.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabaseClient, type Database, migrateDatabase } from '@placar/server/testing';
import { startEmbeddedPostgres } from '@placar/server/processes';

export interface BenchServerProcess {
  dataDir: string;
  /** Runs at stop, before what was added earlier. */
  onStop(cleanup: () => Promise<unknown>): void;
  stop(code: number): Promise<void>;
  /** Starts the embedded PostgreSQL in the data directory and migrates it. */
  database(): Promise<Database>;
}

export async function benchServerProcess(name: string): Promise<BenchServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), `placar-bench-${name}-`));
  const cleanups: (() => Promise<unknown>)[] = [async () => rm(dataDir, { recursive: true, force: true })];
  let stopping: Promise<void> | undefined;
  const stop = (code: number): Promise<void> => {
    stopping ??= (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
      process.exit(code);
    })();
    return stopping;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
  // The parent going away closes our stdin: never outlive it.
  process.stdin.on('end', () => void stop(0));
  process.stdin.resume();
  return {
    dataDir,
    onStop: (cleanup) => void cleanups.push(cleanup),
    stop,
    async database() {
      const postgres = await startEmbeddedPostgres({ dataDir, database: 'placar' });
      cleanups.push(() => postgres.stop());
      const client = createDatabaseClient(postgres.urlFor('placar'));
      cleanups.push(() => client.pool.end());
      await migrateDatabase(client.db);
      return client.db;
    },
  };
}
