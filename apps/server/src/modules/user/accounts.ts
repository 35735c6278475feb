import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadAuthSecret } from './auth-secret.ts';
import { createSessionService } from './session.service.ts';

/** The account services one app shares: built once in buildApp, handed to the user routes. */
export function createAccounts(config: Config, db: Database) {
  const key = loadAuthSecret({ secret: config.auth.secret, dataDir: config.dataDir });
  const sessions = createSessionService({ db, key, accessTokenTtl: config.auth.accessTokenTtl, refreshTokenTtl: config.auth.refreshTokenTtl });
  return { config, db, key, sessions };
}

export type Accounts = ReturnType<typeof createAccounts>;
