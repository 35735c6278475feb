// Issue 37 item 5: `npm run db:backup` beside a running embedded PostgreSQL, and `npm run
// db:restore FILE` into a fresh DATA_DIR, give the same tables, rows and sequences.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseClient } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import type { EmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedAppSettings } from '../src/db/seed.ts';
import { saveFixtures } from '../src/feed/fixtures.repository.ts';
import { upsertReferenceData } from '../src/feed/reference/reference.repository.ts';
import { LiveSimulator } from '../src/feed/simulator/live-simulator.ts';
import { createAdmin } from '../src/modules/auth/admin-creation.service.ts';

const repoRoot = join(import.meta.dirname, '../../..');
const node = existsSync(join(repoRoot, 'node_modules/.bin/node'))
  ? join(repoRoot, 'node_modules/.bin/node')
  : process.execPath;
/** Text COPY must carry exactly: tabs, newlines, backslashes, quotes, accents, an emoji. */
const AWKWARD = 'Tab\there, new\nline, back\\slash, "quoted", São Paulo ⚽';

function command(
  script: string,
  args: string[],
  dataDir: string,
  cwd: string,
): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(node, [join(repoRoot, 'apps/server/src/db/backup', script), ...args], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: dataDir, INIT_CWD: cwd, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

interface Fingerprint {
  tables: Record<string, { rows: number; digest: string }>;
  sequences: Record<string, string | null>;
  migrations: string[];
}

/** Every public table's row count and a digest of its rows (sorted), the sequences' positions and the migrations. */
async function fingerprint(url: string): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = await client.query<{ name: string }>(
      `select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    const tables: Fingerprint['tables'] = {};
    for (const { name } of names.rows) {
      const table = client.escapeIdentifier(name);
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${table} t`,
      );
      tables[name] = rows[0] as { rows: number; digest: string };
    }
    const sequences = await client.query<{ name: string; last_value: string | null }>(
      `select sequencename::text as name, last_value::text from pg_sequences where schemaname = 'public'`,
    );
    const migrations = await client.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations order by id',
    );
    return {
      tables,
      sequences: Object.fromEntries(sequences.rows.map((row) => [row.name, row.last_value])),
      migrations: migrations.rows.map((row) => row.hash),
    };
  } finally {
    await client.end();
  }
}

describe('db:backup and db:restore', () => {
  let dir: string;
  let source: EmbeddedPostgres | undefined;
  let restored: EmbeddedPostgres | undefined;
  let original: Fingerprint;
  const backup = () => join(dir, 'round-trip.backup');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'placar-backup-'));
    // The source database runs as a server's does: the backup connects to it where it runs.
    source = await startEmbeddedPostgres({ dataDir: join(dir, 'source'), database: 'placar' });
    const { db, pool } = createDatabaseClient(source.urlFor('placar'));
    try {
      await migrateDatabase(db);
      await seedAppSettings(db);
      await upsertReferenceData(db);
      // This season only: the slice below needs no older one, and the CPU is shared with other test files.
      const simulator = new LiveSimulator({
        seed: 'backup',
        speed: 1,
        seasonsBack: 0,
        now: () => Date.parse('2026-11-21T16:20:00Z'),
      });
      // Past results carry incidents, statistics and box scores: a slice fills most tables.
      await saveFixtures(db, (await simulator.fixtures()).slice(0, 400));
      await createAdmin(db, { email: 'backup@example.com', username: 'backupadmin1', password: 'Goal!2026_ok' });
      await pool.query(`update teams set name_en = $1 where id = (select min(id) from teams)`, [AWKWARD]);
    } finally {
      await pool.end();
    }
    original = await fingerprint(source.urlFor('placar'));
  }, 180_000);
  afterAll(async () => {
    await source?.stop();
    await restored?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it(
    'a backup taken beside the running database, restored into a fresh DATA_DIR, gives the same tables, rows and sequences',
    { timeout: 180_000 },
    async () => {
      const made = await command('backup-command.ts', ['round-trip.backup'], join(dir, 'source'), dir);
      expect(made.code, made.output).toBe(0);
      expect(made.output).toMatch(/^Backed up \d+ tables, [\d,]+ rows of the running server's embedded PostgreSQL/);
      // It holds password hashes and sessions, as DATA_DIR does: its owner's only.
      expect((await stat(backup())).mode & 0o777).toBe(0o600);

      const loaded = await command('restore-command.ts', [backup()], join(dir, 'restored'), dir);
      expect(loaded.code, loaded.output).toBe(0);
      expect(loaded.output).toContain(`from ${backup()}`);

      restored = await startEmbeddedPostgres({ dataDir: join(dir, 'restored'), database: 'placar' });
      const copy = await fingerprint(restored.urlFor('placar'));
      expect(Object.keys(original.tables).length).toBeGreaterThan(20);
      expect(Object.values(original.tables).filter((table) => table.rows > 0).length).toBeGreaterThan(10);
      expect(copy).toEqual(original);
      const client = new pg.Client({ connectionString: restored.urlFor('placar') });
      await client.connect();
      try {
        expect(
          (await client.query('select count(*)::int as n from teams where name_en = $1', [AWKWARD])).rows[0],
        ).toEqual({ n: 1 });
      } finally {
        await client.end();
      }
    },
  );

  it(
    'refuses, in one line, to restore under a running server or over a database without --replace, and replaces it with --replace',
    { timeout: 180_000 },
    async () => {
      const running = await command('restore-command.ts', [backup()], join(dir, 'restored'), dir);
      expect(running.code).toBe(1);
      expect(running.output.trim()).toMatch(/^Cannot restore: a server is running on DATA_DIR .*: stop it first/);

      await restored?.stop();
      restored = undefined;
      const over = await command('restore-command.ts', [backup()], join(dir, 'restored'), dir);
      expect(over.code).toBe(1);
      expect(over.output.trim()).toMatch(
        /^Cannot restore: .* already holds a database: restore into a fresh DATA_DIR, or add --replace to replace it$/,
      );

      const replaced = await command('restore-command.ts', [backup(), '--replace'], join(dir, 'restored'), dir);
      expect(replaced.code, replaced.output).toBe(0);
      restored = await startEmbeddedPostgres({ dataDir: join(dir, 'restored'), database: 'placar' });
      expect(await fingerprint(restored.urlFor('placar'))).toEqual(original);
    },
  );

  it('says in one line, without a stack trace, that a file is no backup', { timeout: 60_000 }, async () => {
    await writeFile(join(dir, 'notes.txt'), 'not a backup');
    const answer = await command('restore-command.ts', ['notes.txt'], join(dir, 'other'), dir);
    expect(answer.code).toBe(1);
    expect(answer.output.trim()).toBe('Cannot restore: the file is not a gzip backup');
  });
});
