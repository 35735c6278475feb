import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseClient {
  db: Database;
  pool: pg.Pool;
}

/** A pooled connection; a dead database fails requests quickly instead of hanging them. */
export function createDatabaseClient(url: string, options: { max?: number } = {}): DatabaseClient {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema }) };
}

/** The pool behind a Database made by createDatabaseClient (drizzle keeps it as $client). */
export function poolOf(db: Database): pg.Pool {
  return (db as Database & { $client: pg.Pool }).$client;
}
