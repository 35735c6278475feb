import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchDirectory, loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { saveFixtures } from './fixtures.repository.ts';
import { parseOpenfootball } from './openfootball/openfootball-format.ts';
import { upsertReferenceData } from './reference/reference.repository.ts';

// npm run feed:import -- --format openfootball --file PATH: loads one season into the configured database.
const { values } = parseArgs({ options: { format: { type: 'string' }, file: { type: 'string' } } });
if (values.format !== 'openfootball' || values.file === undefined) {
  console.error('usage: npm run feed:import -- --format openfootball --file PATH');
  process.exit(2);
}
const path = resolve(launchDirectory(), values.file);
let fixtures;
try {
  fixtures = parseOpenfootball(path, await readFile(path, 'utf8'));
} catch (error) {
  console.error(`Cannot import ${path}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database.db);
  await upsertReferenceData(database.db);
  const ids = await saveFixtures(database.db, fixtures);
  const results = fixtures.filter((fixture) => fixture.result?.home.score !== null).length;
  console.log(`Imported ${ids.size} matches (${results} with a result) from ${path} into ${database.description}`);
} finally {
  await database.close();
}
