import { appClock, buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { migrateDatabase } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import type { OpenDatabase } from './db/open-database.ts';
import { seedAppSettings } from './db/seed.ts';
import { upsertReferenceData } from './feed/reference/reference.repository.ts';
import { feedProviders } from './feed/feed-providers.ts';
import { startFeeds } from './feed/feed-runner.ts';
import type { RunningFeeds } from './feed/feed-runner.ts';
import type { FeedProvider } from './feed/provider.ts';
import { demoDayStored } from './feed/simulator/demo-world.ts';
import { LiveSimulator } from './feed/simulator/live-simulator.ts';
import { startDemoRoom } from './modules/live/demo-room.ts';
import type { DemoRoom } from './modules/live/demo-room.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
// React and the web build choose their production code from NODE_ENV.
process.env.NODE_ENV ??= config.nodeEnv;

let database: OpenDatabase | undefined;
try {
  database = await openDatabase(config, (message) => {
    if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(`[postgres] ${message}`);
  });
  await migrateDatabase(database.db);
  await seedAppSettings(database.db);
  // Sports and competitions exist before the first request, also with SIMULATOR=off: a feed's first update names them.
  await upsertReferenceData(database.db);
} catch (error) {
  console.error(`Cannot start the database: ${error instanceof Error ? error.message : String(error)}`);
  await database?.close();
  process.exit(1);
}

const clock = appClock(config);
const app = buildApp({ config, db: database.db, clock });
app.log.info({ database: database.description, dataDir: config.dataDir }, 'database ready');

let feeds: RunningFeeds | undefined;
let demoRoom: DemoRoom | undefined;
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    // Feeds first: no update may be stored while the app and its broker close.
    demoRoom?.stop();
    await feeds?.stop();
    await app.close();
    await database?.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
// Without today's demo world stored (a fresh start), requests wait for the simulator to write it,
// so the first page has the day's matches; a restart serves the stored one at once (decision 0121).
const demoWorldWritten =
  config.simulator && !(await demoDayStored(database.db, clock.now()))
    ? app.startup.begin("demo world: the simulator is writing the seasons and today's matches")
    : () => {};

try {
  const address = await app.listen({ port: config.port, host: config.host });
  // The web app's server-side loaders call the API over loopback, whatever the public host is.
  process.env.INTERNAL_API_BASE ??= `${address.replace('0.0.0.0', '127.0.0.1')}/api`;
  // Without PUBLIC_URL (loopback only), the site is where it listens: PORT=0 is known only now.
  if (process.env.PUBLIC_URL === undefined || process.env.PUBLIC_URL === '') {
    if (config.port === 0) config.security.publicUrl = `http://localhost:${new URL(address).port}`;
    process.env.PUBLIC_URL = config.security.publicUrl;
  }
  if (config.security.mailOutbox) {
    app.log.warn(
      `SMTP_URL is unset: no mail is sent. Sign-up and reset codes stay in the development outbox at ${config.security.publicUrl}/dev/mail, answered only to this machine`,
    );
  }
} catch (error) {
  app.log.error({ err: error }, `cannot listen on ${config.host}:${config.port}`);
  await database.close();
  process.exit(1);
}

if (app.media.kind === 'embedded') {
  try {
    const port = await app.media.listen(config.media.rtmpPort, config.host);
    app.log.info({ port }, 'RTMP ingest listening');
  } catch (error) {
    // The rest of the product works without ingest: a second copy on one machine needs its own RTMP_PORT.
    app.log.error(
      { err: error },
      `cannot listen for RTMP on ${config.host}:${config.media.rtmpPort}: hosts cannot publish (set RTMP_PORT)`,
    );
  }
}

try {
  const onStarted = (provider: FeedProvider) => {
    if (provider instanceof LiveSimulator) demoWorldWritten();
  };
  feeds = await startFeeds(feedProviders(config, clock, app.log), {
    db: database.db,
    events: app.events,
    clock,
    log: app.log,
    onStarted,
  });
} catch (error) {
  // The API still serves what is stored; a restart retries the feeds.
  app.log.error({ err: error }, 'cannot start the data feeds');
} finally {
  demoWorldWritten();
}

if (config.simulator) {
  try {
    demoRoom = await startDemoRoom(app.live, { dataDir: config.dataDir, log: app.log });
  } catch (error) {
    app.log.warn({ err: error }, 'cannot open the demo room');
  }
}
