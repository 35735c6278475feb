import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an `onConflictDoUpdate` that takes the listed columns from the row that
 * conflicted (`excluded.<column>`), so upserts name their columns once, by property.
 */
export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql`excluded.${sql.identifier(columns[key]!.name)}`])) as Record<
    K,
    SQL
  >;
}
