import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Connections the database server has open to this database, from every instance and command. */
export async function databaseConnections(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from pg_stat_activity where datname = current_database()`,
  );
  return result.rows[0]?.count ?? 0;
}
