import { createDatabaseClient } from './client.ts';
import type { DatabaseClient } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import type { EmbeddedPostgres } from './embedded.ts';

export const EMBEDDED_DATABASE = 'placar';

export interface OpenDatabase extends DatabaseClient {
  /** Where the database runs: the URL without its password, for logs. */
  description: string;
  /** Ends the pool, then stops the embedded PostgreSQL if we started one. */
  close(): Promise<void>;
}

/** The external PostgreSQL of DATABASE_URL, or else the embedded one in DATA_DIR/pg: same code path after this. */
export async function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  log: (message: string) => void = () => {},
): Promise<OpenDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = options.databaseUrl;
  if (url === undefined) {
    embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, database: EMBEDDED_DATABASE, log });
    url = embedded.urlFor(EMBEDDED_DATABASE);
  }
  const client = createDatabaseClient(url);
  const where = new URL(url);
  where.password = '';
  return {
    ...client,
    description: embedded
      ? `embedded PostgreSQL ${where.host}${where.pathname}`
      : `PostgreSQL ${where.host}${where.pathname}`,
    async close() {
      await client.pool.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
