// npm run db:backup [FILE]: a backup of the configured database (decision 0123), beside a running
// server or not. Without FILE it is written as ./placar-YYYYMMDD-HHMMSS.backup where the command was typed.
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { launchDirectory, loadConfig } from '../../config.ts';
import { openCommandDatabase } from './command-database.ts';
import { backupDatabase } from './database-backup.ts';
import { commandFailed, summary } from './command-output.ts';

const usage = 'usage: npm run db:backup [-- FILE]';
const now = new Date();
const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
let file: string;
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new Error('one file at most');
  file = resolve(launchDirectory(), positionals[0] ?? `placar-${stamp}.backup`);
} catch (error) {
  commandFailed(`${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
}

const partial = `${file}.partial`;
try {
  const database = await openCommandDatabase(loadConfig(), { besideServer: 'use' });
  try {
    const out = new PassThrough();
    // A backup holds what DATA_DIR holds (password hashes, sessions): readable by its owner only.
    const written = pipeline(out, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    const counts = await backupDatabase(database.client, out, now);
    out.end();
    await written;
    await rename(partial, file);
    console.log(
      `Backed up ${summary(counts)} of ${database.description} to ${file} (${((await stat(file)).size / 1e6).toFixed(1)} MB)`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  await rm(partial, { force: true });
  commandFailed(`Cannot back up: ${error instanceof Error ? error.message : String(error)}`);
}
