import { loadConfig } from '../config.ts';
import { migrateDatabase } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { seedAppSettings } from './seed.ts';

// npm run db:seed: writes the default app settings that are missing (safe to repeat).
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database.db);
  await seedAppSettings(database.db);
  console.log(`Default settings written to ${database.description}`);
} finally {
  await database.close();
}
