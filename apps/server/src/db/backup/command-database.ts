import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { EMBEDDED_DATABASE, openDatabase } from '../open-database.ts';

export interface CommandDatabase {
  client: pg.Client;
  /** Where it is, for the command's one line: the URL without its password, and whose it is. */
  description: string;
  close(): Promise<void>;
}

/**
 * The port of the PostgreSQL running in DATA_DIR/pg (a running server's), from the file
 * PostgreSQL keeps there (line 4 of postmaster.pid), or null when none runs there.
 */
export async function runningPostgresPort(dataDir: string): Promise<number | null> {
  const lines = (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return port;
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
export async function openCommandDatabase(config: Config, { besideServer }: { besideServer: 'use' | 'refuse' }): Promise<CommandDatabase> {
  if (config.databaseUrl !== undefined) return connected(config.databaseUrl, `PostgreSQL ${hidePassword(config.databaseUrl)}`, async () => {});
  const port = await runningPostgresPort(config.dataDir);
  if (port !== null) {
    if (besideServer === 'refuse') throw new Error(`a server is running on DATA_DIR ${config.dataDir}: stop it first, or restore into another DATA_DIR and start the server there`);
    const password = (await readFile(join(config.dataDir, 'pg-password'), 'utf8')).trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
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
