import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * A logical backup of Placar's database (decision 0123): its tables' rows in PostgreSQL's own
 * COPY text format, which any PostgreSQL version reads back byte for byte, the sequences'
 * positions, and the migrations the schema was made with, so a restore makes the same schema
 * with the same migrations and loads the rows into it. The file is plain text (gzip is around it):
 *
 *   PLACAR-BACKUP 1
 *   {header: tables in load order, their columns, sequences, migrations}
 *   rows of the first table, one COPY text line each
 *   \.
 *   rows of the next table ...
 *
 * `\.` alone on a line cannot be a row: COPY writes a backslash in data as `\\`.
 */
const BACKUP_MAGIC = 'PLACAR-BACKUP 1';
const END_OF_TABLE = '\\.';

interface BackupHeader {
  createdAt: string;
  /** The server's version (`server_version`), for the reader. */
  postgres: string;
  /** Hashes of the migrations applied, in order: a restore needs the same. */
  migrations: string[];
  /** Tables in an order that loads each after those its foreign keys name. */
  tables: { name: string; columns: string[] }[];
  /** Each sequence's last value (null: never used). */
  sequences: { name: string; lastValue: string | null }[];
}

export interface TableCount {
  name: string;
  rows: number;
}

const quote = (client: pg.ClientBase, name: string) => client.escapeIdentifier(name);

/** The migrations drizzle applied, oldest first; none in a database never migrated. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const exists = await client.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (exists.rows[0]?.found == null) return [];
  const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
  return rows.map((row) => row.hash);
}

/** The public tables, each after the tables its foreign keys point to (a table pointing to itself loads in one COPY). */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<BackupHeader['tables']> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      group by c.relname
      order by c.relname`,
  );
  const references = await client.query<{ from: string; to: string }>(
    `select c.conrelid::regclass::text as from, c.confrelid::regclass::text as to
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const needs = new Map<string, Set<string>>(tables.rows.map((table) => [table.name, new Set()]));
  for (const { from, to } of references.rows) needs.get(from.replace(/^"|"$/g, ''))?.add(to.replace(/^"|"$/g, ''));
  const ordered: BackupHeader['tables'] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.rows.length) {
    const next = tables.rows.find(
      (table) => !placed.has(table.name) && [...(needs.get(table.name) ?? [])].every((name) => placed.has(name)),
    );
    if (next === undefined) throw new Error('the tables\u2019 foreign keys form a cycle: no load order');
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

async function sequences(client: pg.ClientBase): Promise<BackupHeader['sequences']> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

async function write(out: Writable, bytes: string | Buffer): Promise<void> {
  if (!out.write(bytes)) await once(out, 'drain');
}

/**
 * Writes the backup of the database client is connected to, from one snapshot (a repeatable
 * read transaction: a server writing meanwhile changes nothing in it). Returns each table's rows.
 */
export async function backupDatabase(client: pg.ClientBase, out: Writable, now: Date): Promise<TableCount[]> {
  await client.query('begin transaction isolation level repeatable read read only');
  try {
    const header: BackupHeader = {
      createdAt: now.toISOString(),
      postgres:
        (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? 'unknown',
      migrations: await appliedMigrations(client),
      tables: await tablesInLoadOrder(client),
      sequences: await sequences(client),
    };
    await write(out, `${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
    const counts: TableCount[] = [];
    for (const table of header.tables) {
      const columns = table.columns.map((column) => quote(client, column)).join(', ');
      const rows = client.query(copyTo(`copy ${quote(client, table.name)} (${columns}) to stdout`));
      for await (const chunk of rows) await write(out, chunk as Buffer);
      await write(out, `${END_OF_TABLE}\n`);
      counts.push({ name: table.name, rows: rows.rowCount });
    }
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

export class BackupError extends Error {}

/** Reads the first two lines: the magic line and the header. */
async function readHeader(lines: AsyncIterator<string>): Promise<BackupHeader> {
  const magic = await lines.next();
  if (magic.done || magic.value !== BACKUP_MAGIC)
    throw new BackupError('not a Placar backup (it does not start with PLACAR-BACKUP 1)');
  const header = await lines.next();
  try {
    if (header.done) throw new Error('no header');
    const parsed = JSON.parse(header.value) as BackupHeader;
    if (!Array.isArray(parsed.tables) || !Array.isArray(parsed.migrations) || !Array.isArray(parsed.sequences))
      throw new Error('no tables');
    return parsed;
  } catch {
    throw new BackupError('the backup is damaged: its header cannot be read');
  }
}

/**
 * Loads a backup into the database client is connected to, whose schema was made by the same
 * migrations (the caller migrates it first): in one transaction, every table of the backup is
 * emptied and given the backup's rows, and each sequence its position. Anything wrong (another
 * schema, a damaged file) rolls it all back.
 */
export async function restoreDatabase(
  client: pg.ClientBase,
  input: Readable,
): Promise<{ header: BackupHeader; counts: TableCount[] }> {
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const header = await readHeader(lines);
  const migrations = await appliedMigrations(client);
  if (JSON.stringify(migrations) !== JSON.stringify(header.migrations)) {
    throw new BackupError(
      `the backup was made with ${header.migrations.length} migrations and this code has ${migrations.length} (or others): ` +
        'restore it with the version of Placar that made it, then start this version to migrate it',
    );
  }
  await client.query('begin');
  try {
    const names = header.tables.map((table) => quote(client, table.name));
    if (names.length > 0) await client.query(`truncate ${names.join(', ')} restart identity cascade`);
    const counts: TableCount[] = [];
    for (const table of header.tables) {
      const columns = table.columns.map((column) => quote(client, column)).join(', ');
      const copy = client.query(copyFrom(`copy ${quote(client, table.name)} (${columns}) from stdin`));
      const finished = once(copy, 'finish');
      // A COPY that fails (a column this schema lacks) errors the stream: stop reading then.
      const failed = once(copy, 'error').then(([error]) => {
        throw error;
      });
      failed.catch(() => {});
      let ended = false;
      for (;;) {
        const line = await lines.next();
        if (line.done) break;
        if (line.value === END_OF_TABLE) {
          ended = true;
          break;
        }
        if (!copy.write(`${line.value}\n`)) await Promise.race([once(copy, 'drain'), failed]);
      }
      if (!ended) throw new BackupError(`the backup is cut short in table ${table.name}`);
      copy.end();
      await Promise.race([finished, failed]);
      counts.push({ name: table.name, rows: copy.rowCount });
    }
    for (const sequence of header.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        quote(client, sequence.name),
        sequence.lastValue ?? '1',
        sequence.lastValue !== null,
      ]);
    }
    await client.query('commit');
    return { header, counts };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
