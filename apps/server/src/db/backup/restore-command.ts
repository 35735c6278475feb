// npm run db:restore FILE [-- --replace]: loads a backup (npm run db:backup) into the configured
// database (decision 0123): a fresh DATA_DIR (or an empty DATABASE_URL database) is given the
// backup's schema and rows; one that holds a database already only with --replace.
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { launchDirectory, loadConfig } from '../../config.ts';
import { migrateDatabase } from '../migrate.ts';
import * as schema from '../schema.ts';
import { openCommandDatabase } from './command-database.ts';
import { BackupError, appliedMigrations, restoreDatabase } from './database-backup.ts';
import { commandFailed, summary } from './command-output.ts';

const usage = 'usage: npm run db:restore -- FILE [--replace]';
let file: string;
let replace: boolean;
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new Error('name one backup file');
  file = resolve(launchDirectory(), positionals[0] as string);
  replace = values.replace;
  await access(file);
} catch (error) {
  commandFailed(`${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
}

try {
  const database = await openCommandDatabase(loadConfig(), { besideServer: 'refuse' });
  try {
    const { client } = database;
    if (!replace && (await appliedMigrations(client)).length > 0) {
      throw new BackupError(
        `${database.description} already holds a database: restore into a fresh DATA_DIR, or add --replace to replace it`,
      );
    }
    await migrateDatabase(drizzle(client, { schema }));
    const { header, counts } = await restoreDatabase(client, createReadStream(file).pipe(createGunzip()));
    console.log(`Restored ${summary(counts)} from ${file} (made ${header.createdAt}) into ${database.description}`);
  } finally {
    await database.close();
  }
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  commandFailed(
    `Cannot restore: ${(error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' ? 'the file is not a gzip backup' : reason}`,
  );
}
