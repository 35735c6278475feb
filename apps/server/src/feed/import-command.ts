import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, launchDirectory, loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { saveFixturesCounted } from './fixtures.repository.ts';
import type { SavedRows } from './fixtures.repository.ts';
import { findSeasonFiles } from './openfootball/openfootball-files.ts';
import { ImportError, OPENFOOTBALL_LEAGUES, parseOpenfootball, shown } from './openfootball/openfootball-format.ts';
import { competitionRow } from './reference/reference-data.ts';
import { upsertReferenceData } from './reference/reference.repository.ts';

const USAGE = `Usage: npm run feed:import -- [--format openfootball] PATH...

Loads openfootball season files (https://github.com/openfootball/football.json) into the
configured database, DATABASE_URL or the embedded PostgreSQL in DATA_DIR: teams, fixtures
and results. Safe to repeat: a second import updates what the first wrote.

PATH is a season file, or a folder searched for them, in openfootball's layouts:
  2025/br.1.json      a calendar-year season, named 2025
  2024-25/es.1.json   a split season, named 2024/25
  2024-25_es.1.json   the same season with a flat name
Leagues: ${OPENFOOTBALL_LEAGUES.join(', ')}

Options:
  --format openfootball  the files' format (the only one, and the default)
  --file PATH            a PATH as above; may be repeated
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
    options: { format: { type: 'string', default: 'openfootball' }, file: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  usageError(error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));
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

/** Rows this run created, and the others it touched: one team in two files is created once. */
const totals = { matches: { created: new Set<number>(), touched: new Set<number>() }, teams: { created: new Set<number>(), touched: new Set<number>() }, seasons: { created: new Set<number>(), touched: new Set<number>() } };
const tally = (into: { created: Set<number>; touched: Set<number> }, rows: SavedRows) => {
  for (const id of rows.created) into.created.add(id);
  for (const id of rows.ids) into.touched.add(id);
};
const plural = (count: number, word: string) => `${count} ${count === 1 ? word : word === 'match' ? 'matches' : `${word}s`}`;
const counted = (word: string, into: { created: Set<number>; touched: Set<number> }) =>
  `${plural(into.touched.size, word)} (${into.created.size} created, ${into.touched.size - into.created.size} updated)`;

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const database = await openDatabase(config);
let failed = 0;
try {
  await migrateDatabase(database.db);
  await upsertReferenceData(database.db);
  for (const [index, file] of found.files.entries()) {
    const counter = `[${index + 1}/${found.files.length}]`;
    const step = `${counter} ${shown(file)}`;
    try {
      const fixtures = parseOpenfootball(file, await readFile(file, 'utf8'));
      const saved = await saveFixturesCounted(database.db, fixtures);
      tally(totals.matches, saved.matches);
      tally(totals.teams, saved.teams);
      tally(totals.seasons, saved.seasons);
      const first = fixtures[0];
      const season = first === undefined ? 'no matches' : `${competitionRow(first.competitionCode).nameEn} ${first.season.name}`;
      const results = fixtures.filter((fixture) => fixture.result?.home.score != null).length;
      console.log(`${step}: ${season}, ${plural(saved.matches.ids.length, 'match')} (${results} with a result), ${plural(saved.teams.ids.length, 'team')}`);
    } catch (error) {
      failed += 1;
      // An ImportError names the file already; anything else (the database) gets it added.
      console.error(error instanceof ImportError ? `${counter} ${error.message}` : `${step}: not imported: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await database.close();
}
const loaded = found.files.length - failed;
console.log(
  `Imported ${loaded} of ${plural(found.files.length, 'file')} into ${database.description}: ${counted('match', totals.matches)}, ${counted('team', totals.teams)}, ${counted('season', totals.seasons)}.`,
);
if (found.skipped.length > 0) {
  console.log(`Skipped ${plural(found.skipped.length, 'file')} of leagues Placar does not know, e.g. ${found.skipped.slice(0, 3).join(', ')}.`);
}
process.exit(failed === 0 ? 0 : 1);
