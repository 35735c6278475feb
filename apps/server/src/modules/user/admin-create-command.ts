import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openDatabase } from '../../db/open-database.ts';
import { ApiError } from '../../http/api-error.ts';
import { AdminInputError, createAdmin } from './admin-creation.service.ts';

// npm run admin:create -- --email E --username U [--password P]: an admin account in the configured database.
const usage = 'usage: npm run admin:create -- --email EMAIL --username USERNAME [--password PASSWORD]';
let values;
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } } }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
if (values.email === undefined || values.username === undefined) {
  console.error(usage);
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  await migrateDatabase(database.db);
  const { user, created, generatedPassword } = await createAdmin(database.db, { email: values.email, username: values.username, password: values.password });
  console.log(`${created ? 'Created admin' : 'Made admin'} ${user.username} <${user.email}> (id ${user.id}) in ${database.description}`);
  if (generatedPassword !== undefined) console.log(`Password: ${generatedPassword}\nKeep it safe: it is not shown again.`);
} catch (error) {
  const message = error instanceof AdminInputError || error instanceof ApiError ? error.message : String(error);
  console.error(`Cannot create the admin: ${message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
