import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commandFailure, failureLine } from '../command-failure.ts';
import { ConfigError, launchDirectory, loadConfig } from '../config.ts';
import { openCommandDatabase } from '../db/command-database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { saveFixturesCounted } from './fixtures.repository.ts';
import { fileReport, ImportTotals, plural } from './import-report.ts';
import { findSeasonFiles } from './openfootball/openfootball-files.ts';
import { ImportError, OPENFOOTBALL_LEAGUES, readOpenfootball, shown } from './openfootball/openfootball-format.ts';
import { competitionRow } from './reference/reference-data.ts';
import { upsertReferenceData } from './reference/reference.repository.ts';

const USAGE = `Usage: npm run feed:import -- [--dry-run] [--format openfootball] PATH...

Loads openfootball season files (https://github.com/openfootball/football.json) into the
configured database: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (the running
server's while one runs there). Teams, fixtures and results. Safe to repeat: a second import
updates what the first wrote, and lists every change it makes to a stored match; a match the
file gives no score keeps the result stored. A season an import brings is that import's: the
simulator leaves it alone. A file with a match given twice, a half-time score without a
full-time one, or a team playing itself is refused whole, each problem named by its line.

PATH is a season file, or a folder searched for them, in openfootball's layouts:
  2025/br.1.json      a calendar-year season, named 2025
  2024-25/es.1.json   a split season, named 2024/25
  2024-25_es.1.json   the same season with a flat name
Leagues: ${OPENFOOTBALL_LEAGUES.join(', ')}

Options:
  --format openfootball  the files' format (the only one, and the default)
  --file PATH            a PATH as above; may be repeated
  --dry-run              print what the import would change, and write nothing
  -h, --help             print this help

Exit status: 0 when every file loaded, 1 when one failed, 2 on a usage error.`;

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'openfootball' },
      file: { type: 'string', multiple: true },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  usageError(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
}
const { values, positionals } = parsed;
if (values.help === true) {
  console.log(USAGE);
  process.exit(0);
}
if (values.format !== 'openfootball') usageError(`Unknown format '${values.format}': openfootball is the only one.`);
const paths = [...(values.file ?? []), ...positionals].map((path) => resolve(launchDirectory(), path));
if (paths.length === 0) usageError('Name at least one season file or folder.');

let found;
try {
  found = await findSeasonFiles(paths);
} catch (error) {
  console.error(`Cannot import: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (found.files.length === 0) {
  console.error(`No season file of a league Placar knows under ${paths.join(', ')}.`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const dryRun = values['dry-run'] === true;
let database;
try {
  database = await openCommandDatabase(config);
  await migrateDatabase(database.db);
  await upsertReferenceData(database.db);
} catch (error) {
  console.error(commandFailure('import', error));
  await database?.close();
  process.exit(1);
}
const totals = new ImportTotals();
let failed = 0;
try {
  for (const [index, file] of found.files.entries()) {
    const counter = `[${index + 1}/${found.files.length}]`;
    const step = `${counter} ${shown(file)}`;
    try {
      const { fixtures, notices } = readOpenfootball(file, await readFile(file, 'utf8'));
      const saved = await saveFixturesCounted(database.db, fixtures, { report: true, dryRun });
      totals.add(saved);
      const first = fixtures[0];
      const title =
        first === undefined ? 'no matches' : `${competitionRow(first.competitionCode).nameEn} ${first.season.name}`;
      for (const line of fileReport(step, title, fixtures, saved, notices)) console.log(line);
    } catch (error) {
      failed += 1;
      // An ImportError names the file already; anything else (the database, a season another source owns) gets it added.
      console.error(
        error instanceof ImportError ? `${counter} ${error.message}` : `${step}: not imported: ${failureLine(error)}`,
      );
    }
  }
} finally {
  await database.close();
}
const loaded = found.files.length - failed;
console.log(
  `${dryRun ? 'Dry run, nothing written: would import' : 'Imported'} ${loaded} of ${plural(found.files.length, 'file')} into ${database.description}: ${totals.toString()}.`,
);
if (found.skipped.length > 0) {
  console.log(
    `Skipped ${plural(found.skipped.length, 'file')} of leagues Placar does not know, e.g. ${found.skipped.slice(0, 3).join(', ')}.`,
  );
}
process.exit(failed === 0 ? 0 : 1);
