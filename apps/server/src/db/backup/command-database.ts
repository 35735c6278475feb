import pg from 'pg';
import type { Config } from '../../config.ts';
import { findRunningPostgres } from '../embedded.ts';
import { EMBEDDED_DATABASE, openDatabase } from '../open-database.ts';

interface CommandDatabase {
  client: pg.Client;
  /** Where it is, for the command's one line: the URL without its password, and whose it is. */
  description: string;
  close(): Promise<void>;
}

function hidePassword(url: string): string {
  const where = new URL(url);
  where.password = '';
  return `${where.host}${where.pathname}`;
}

/**
 * The database a backup or restore works on, as one client: DATABASE_URL; else the embedded
 * PostgreSQL of DATA_DIR, the running server's when one runs there (a backup beside a running
 * server reads its database as it is), or one started for the command and stopped after.
 */
export async function openCommandDatabase(
  config: Config,
  { besideServer }: { besideServer: 'use' | 'refuse' },
): Promise<CommandDatabase> {
  if (config.databaseUrl !== undefined)
    return connected(config.databaseUrl, `PostgreSQL ${hidePassword(config.databaseUrl)}`, async () => {});
  // The server's PostgreSQL as admin:create and feed:import find it (decision 0116): only a live
  // postgres process, child of a running server, gets the password.
  const running = await findRunningPostgres(config.dataDir);
  if (running !== undefined) {
    if (besideServer === 'refuse')
      throw new Error(
        `a server is running on DATA_DIR ${config.dataDir}: stop it first, or restore into another DATA_DIR and start the server there`,
      );
    const url = running.urlFor(EMBEDDED_DATABASE);
    return connected(url, `the running server's embedded PostgreSQL ${hidePassword(url)}`, async () => {});
  }
  const opened = await openDatabase(config);
  // The pool's settings name the database; the command wants one plain client of its own.
  await opened.pool.end();
  const url = opened.pool.options.connectionString as string;
  return connected(url, `embedded PostgreSQL in ${config.dataDir}`, () => opened.close());
}

async function connected(url: string, description: string, after: () => Promise<void>): Promise<CommandDatabase> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    await after();
    throw error;
  }
  return {
    client,
    description,
    async close() {
      await client.end().catch(() => {});
      await after();
    },
  };
}
