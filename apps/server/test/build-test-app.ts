import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import type { Clock } from '../src/clock.ts';
import type { AppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  clock: Clock;
  /** The file's own database; undefined when a `db` was passed in. */
  database: TestDatabase | undefined;
  close(): Promise<void>;
}

/**
 * The instant test apps start at unless a test passes its own clock: late in the UTC evening,
 * so anything that still read the wall clock's "today" would show here.
 */
export const TEST_NOW = '2026-11-22T23:50:00Z';

/** A clock of its own for one test app, at TEST_NOW. */
export const testClock = (): ManualClock => new ManualClock(TEST_NOW);

/** The AUTH_SECRET of test apps, so test/sessions.ts signs tokens they accept. */
export const TEST_AUTH_SECRET = 'test-auth-secret-0123456789abcdef0123456789';

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Use this database instead of a fresh clone (e.g. one that is down). */
  db?: Database;
  webHandler?: AppOptions['webHandler'];
  /** A logger instead of none (tests that read the logs). */
  logger?: AppOptions['logger'];
  /** The app's clock; a ManualClock at TEST_NOW by default. */
  clock?: Clock;
  /** State shared with other test apps (tests of several instances); the test closes it. */
  sharedState?: AppOptions['sharedState'];
  /** The app's event bus, e.g. with a listener registered before the app's own (a new one by default). */
  events?: AppOptions['events'];
}

/**
 * The real app on a fresh database, not yet ready: tests may add routes before the first
 * inject(). Without WEB_BUILD_DIR in env it points at a folder with no build.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(tmpdir(), 'placar-test-unused-data'),
    WEB_BUILD_DIR: join(tmpdir(), 'placar-test-no-web-build'),
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...options.env,
  });
  const database = options.db === undefined ? await createTestDatabase() : undefined;
  const db = options.db ?? database?.db;
  if (db === undefined) throw new Error('no database');
  const clock = options.clock ?? testClock();
  const app = buildApp({
    config,
    db,
    clock,
    logger: options.logger ?? false,
    ...(options.webHandler === undefined ? {} : { webHandler: options.webHandler }),
    ...(options.sharedState === undefined ? {} : { sharedState: options.sharedState }),
    ...(options.events === undefined ? {} : { events: options.events }),
  });
  return {
    app,
    clock,
    database,
    async close() {
      await app.close();
      await database?.drop();
    },
  };
}
