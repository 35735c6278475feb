import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabaseClient } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'placar_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the `postgres` database of the run's PostgreSQL, used to create and drop test databases. */
    postgresAdminUrl: string;
    templateDatabase: string;
  }
}

/** Starts one embedded PostgreSQL for the whole run and a migrated template database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'placar-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    const admin = new pg.Client({ connectionString: server.urlFor('postgres') });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = createDatabaseClient(server.urlFor(TEMPLATE_DATABASE), { max: 1 });
    await migrateDatabase(template.db);
    // A template cannot be cloned while anyone is connected to it.
    await template.pool.end();
  } catch (error) {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgresAdminUrl', server.urlFor('postgres'));
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
