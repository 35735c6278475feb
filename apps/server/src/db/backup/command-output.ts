import type { TableCount } from './database-backup.ts';

/** "34 tables, 12,345 rows". */
export function summary(counts: readonly TableCount[]): string {
  const rows = counts.reduce((sum, table) => sum + table.rows, 0);
  return `${counts.length} tables, ${rows.toLocaleString('en')} rows`;
}

/** One line on standard error and the exit code: no stack trace, no npm error block. */
export function commandFailed(line: string, code = 1): never {
  console.error(line);
  process.exit(code);
}
