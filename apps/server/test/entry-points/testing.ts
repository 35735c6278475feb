// @placar/server/testing: what a benchmark or an end-to-end test builds a server from inside its
// own process (decision 0169). Importing it loads the whole app; a test that only starts processes
// imports @placar/server/processes instead.
export { buildApp } from '../../src/app.ts';
export { loadConfig } from '../../src/config.ts';
export type { AuthConfig } from '../../src/config.ts';
export { createDatabaseClient } from '../../src/db/client.ts';
export type { Database } from '../../src/db/client.ts';
export { migrateDatabase } from '../../src/db/migrate.ts';
export { competitions, countries, matches, seasons, sports, teams } from '../../src/db/schema.ts';
export { SPORT_ROWS } from '../../src/feed/reference/reference-data.ts';
export { EventBus } from '../../src/events.ts';
export { loadAuthSecret } from '../../src/modules/auth/auth-secret.ts';
export { createSessionService } from '../../src/modules/auth/session.service.ts';
export { createUserAccount } from '../../src/modules/account/user-creation.ts';
export type { EmbeddedBroker } from '../../src/realtime/embedded-broker.ts';
export type { LivePublisher } from '../../src/realtime/live-publisher.ts';
export { default as realtimePlugin } from '../../src/realtime/realtime.plugin.ts';
export { default as websocketUpgrade } from '../../src/realtime/websocket-upgrade.ts';
