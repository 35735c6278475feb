import { loadConfig } from '../config.ts';
import { migrateDatabase } from './migrate.ts';
import { openDatabase } from './open-database.ts';

// npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database.
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database.db);
  console.log(`Migrations applied to ${database.description}`);
} finally {
  await database.close();
}
