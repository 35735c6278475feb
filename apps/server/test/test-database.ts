import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabaseClient } from '../src/db/client.ts';
import type { DatabaseClient } from '../src/db/client.ts';

export interface TestDatabase extends DatabaseClient {
  name: string;
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file: a clone of the migrated template, or empty with `{ empty: true }`. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? 'template0' : inject('templateDatabase');
  await admin((client) =>
    client.query(`create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`),
  );
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  const client = createDatabaseClient(url.href, { max: 4 });
  return {
    ...client,
    name,
    url: url.href,
    async drop() {
      await client.pool.end();
      await admin((c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`));
    },
  };
}
