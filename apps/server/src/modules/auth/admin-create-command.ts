import { parseArgs } from 'node:util';
import { commandFailure } from '../../command-failure.ts';
import { loadConfig } from '../../config.ts';
import { openCommandDatabase } from '../../db/command-database.ts';
import type { OpenDatabase } from '../../db/open-database.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { ApiError } from '../../http/api-error.ts';
import { AdminInputError, createAdmin } from './admin-creation.service.ts';

// npm run admin:create -- --email E --username U [--password P]: an admin account in the configured
// database, the running server's while one runs on DATA_DIR. Every failure is one line (issue 37).
const usage = 'usage: npm run admin:create -- --email EMAIL --username USERNAME [--password PASSWORD]';
let values;
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
if (values.email === undefined || values.username === undefined) {
  console.error(usage);
  process.exit(2);
}
let database: OpenDatabase | undefined;
try {
  database = await openCommandDatabase(loadConfig());
  await migrateDatabase(database.db);
  const { user, created, generatedPassword } = await createAdmin(database.db, {
    email: values.email,
    username: values.username,
    password: values.password,
  });
  console.log(
    `${created ? 'Created admin' : 'Made admin'} ${user.username} <${user.email}> (id ${user.id}) in ${database.description}`,
  );
  if (generatedPassword !== undefined)
    console.log(`Password: ${generatedPassword}\nKeep it safe: it is not shown again.`);
} catch (error) {
  const refused = error instanceof AdminInputError || error instanceof ApiError;
  console.error(refused ? `Cannot create the admin: ${error.message}` : commandFailure('create the admin', error));
  process.exitCode = 1;
} finally {
  await database?.close();
}
