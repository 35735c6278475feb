import { join } from 'node:path';
import { createDatabaseClient } from './client.ts';
import { findRunningPostgres } from './embedded.ts';
import type { RunningPostgres } from './embedded.ts';
import { EMBEDDED_DATABASE, openDatabase } from './open-database.ts';
import type { OpenDatabase } from './open-database.ts';

/** Why a command cannot run, in one line for the person who ran it: printed as it is, never with a stack. */
export class CommandError extends Error {
  override name = 'CommandError';
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

async function attach(running: RunningPostgres, dataDir: string): Promise<OpenDatabase> {
  const where = `127.0.0.1:${running.port}`;
  if (running.status !== 'ready') {
    throw new CommandError(
      `The server's database in ${dataDir} is ${running.status || 'not ready'}: run the command again once the server has started (or stopped).`,
    );
  }
  const client = createDatabaseClient(running.urlFor(EMBEDDED_DATABASE), { max: 2 });
  try {
    await client.pool.query('select 1');
  } catch (error) {
    await client.pool.end().catch(() => {});
    // 3D000: no database "placar" yet; the server creates it while it starts.
    if (errorCode(error) === '3D000')
      throw new CommandError(`The server in ${dataDir} is still starting: run the command again in a few seconds.`);
    throw new CommandError(`Cannot connect to the running server's database (${where}): ${firstLine(error)}`);
  }
  return {
    ...client,
    description: `the running server's embedded PostgreSQL ${where}/${EMBEDDED_DATABASE}`,
    // The database is the server's: the command ends its own connections and leaves it running.
    close: () => client.pool.end().catch(() => {}),
  };
}

/**
 * The database a command (admin:create, feed:import) works on: DATABASE_URL; else, while a
 * server runs on DATA_DIR, the embedded PostgreSQL that server started (decision 0116); else
 * an embedded PostgreSQL of its own, stopped when the command ends. Every failure is a
 * CommandError that says in one line what to do.
 */
export async function openCommandDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<OpenDatabase> {
  if (options.databaseUrl === undefined) {
    let running: RunningPostgres | undefined;
    try {
      running = await findRunningPostgres(options.dataDir);
    } catch (error) {
      throw new CommandError(
        `A server runs on ${options.dataDir}, but its database password (${join(options.dataDir, 'pg-password')}) cannot be read (${errorCode(error) ?? firstLine(error)}): run the command as the user that runs the server.`,
      );
    }
    if (running !== undefined) return attach(running, options.dataDir);
  }
  try {
    return await openDatabase(options);
  } catch (error) {
    const where =
      options.databaseUrl === undefined
        ? `the embedded PostgreSQL in ${options.dataDir}`
        : 'the database of DATABASE_URL';
    throw new CommandError(`Cannot open ${where}: ${firstLine(error)}`);
  }
}
