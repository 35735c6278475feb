// One product server for the whole run; tests that must stop a server start their own.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdmin, newPerson } from './people.ts';
import { E2E_CLOCK_START, newDataDir, startPlacarServer } from './placar-server.ts';

export default async function globalSetup() {
  const build = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/build/server/index.js');
  if (!existsSync(build)) throw new Error('The web app is not built: run `npm run build` before the end-to-end tests.');
  // An admin made with the real command before the server starts (it cannot run beside it): specs approve hosts with it.
  const dataDir = newDataDir();
  const admin = createAdmin(dataDir, newPerson('sharedadmin'));
  const server = await startPlacarServer({ CLOCK_START: E2E_CLOCK_START }, dataDir);
  process.env.PLACAR_URL = server.url;
  process.env.PLACAR_ADMIN = JSON.stringify(admin);
  return async () => {
    await server.stop();
  };
}
