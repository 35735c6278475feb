import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { DatabaseProbe } from './db/database-probe.ts';
import type { EventBus } from './events.ts';
import feedRoutes from './feed/ingestion/feed.routes.ts';
import type { LocationRules } from './geo/location-rules.ts';
import type { AccessVerifier } from './http/auth.ts';
import { createServer } from './http/create-server.ts';
import type { AppOptions } from './http/create-server.ts';
import http from './http/http.plugin.ts';
import type { Startup } from './http/startup-gate.ts';
import devMailRoutes from './mail/dev-mail.routes.ts';
import type { AnyMediaServer } from './media/create-media-server.ts';
import chat from './modules/chat/chat.plugin.ts';
import type { Chat } from './modules/chat/chat.ts';
import crestsRoutes from './modules/crests/crests.routes.ts';
import favoritesRoutes from './modules/favorites/favorites.routes.ts';
import live from './modules/live/live.plugin.ts';
import type { Live } from './modules/live/live.ts';
import playersRoutes from './modules/players/players.routes.ts';
import push from './modules/push/push.plugin.ts';
import scheduleRoutes from './modules/schedule/schedule.routes.ts';
import adminConsole from './modules/settings/admin-console.plugin.ts';
import settings from './modules/settings/settings.plugin.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import system from './modules/system/system.plugin.ts';
import { LocalDiskStorage } from './modules/uploads/local-disk-storage.ts';
import uploadsRoutes from './modules/uploads/uploads.routes.ts';
import accountRoutes from './modules/account/account.routes.ts';
import { backfillNicknameSkeletons } from './modules/account/nickname-look-alikes.ts';
import { createAccounts } from './modules/auth/accounts.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import realtime from './realtime/realtime.plugin.ts';
import type { SharedState } from './shared-state/shared-state.ts';
import webRoutes from './web/web.routes.ts';

export { appClock } from './http/create-server.ts';
export type { AppOptions } from './http/create-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    events: EventBus;
    accessVerifier: AccessVerifier;
    /** The RTMP ingest (embedded node-media-server, or nginx-rtmp / SRS through the publish hook). */
    media: AnyMediaServer;
    live: Live;
    chat: Chat;
    /** What admins set (issue 13): home tabs, recommendations, blocked countries, chat blocked terms... */
    settings: SettingsService;
    /** The caller's country and whether it is blocked. */
    locationRules: LocationRules;
    /** Counters, keys and events shared by every instance (issue 15): in process, or Redis with REDIS_URL. */
    sharedState: SharedState;
    /** Start-up steps requests wait for (main.ts: the demo world). */
    startup: Startup;
    /** The database on a connection of its own: /readyz and the health page. */
    databaseProbe: DatabaseProbe;
  }
}

/**
 * The whole HTTP application, not listening: main.ts listens, tests call inject(). The list is
 * the order plugins load in: one reads what those before it decorated (settings, live). Event
 * listeners run by their priority (events.ts), not by this order.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const { config, db } = options;
  const app = createServer(options);
  const { clock, events } = app;
  // Sign-in, sessions and mail: the routes below check callers with them.
  const accounts = createAccounts(config, db, clock, app.sharedState);
  app.decorate('accessVerifier', accounts.sessions);
  app.addHook('onClose', async () => accounts.mailer.close());
  // Users made before nicknames had a look-alike form get one (issue 36); a database that is down is retried at the next start.
  app.addHook('onReady', async () => {
    await backfillNicknameSkeletons(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'nicknames: their look-alike forms could not be filled'),
    );
  });
  let servedBuild: string | null = null;
  const { maxConnectionsPerAddress, connectsPerMinute, ...brokerLimits } = config.broker;

  app.register(http);
  app.register(settings, { db });
  app.register(scheduleRoutes, (loaded) => ({ db, events, clock, settings: loaded.settings }));
  app.register(playersRoutes, { db, clock });
  app.register(system, { db, webBuild: () => servedBuild });
  app.register(authRoutes, { accounts });
  app.register(accountRoutes, { db, clock });
  app.register(devMailRoutes, { outbox: accounts.mailer.outbox });
  app.register(favoritesRoutes, { db, clock });
  app.register(uploadsRoutes, { db, storage: new LocalDiskStorage(config.uploadDir) });
  app.register(feedRoutes, { db, events, clock });
  app.register(live, { db, key: accounts.key, sessions: accounts.sessions });
  app.register(crestsRoutes, { db, now: () => clock.now() });
  app.register(chat, { db });
  app.register(adminConsole, { db, sessions: accounts.sessions });
  app.register(push, { db });
  app.register(realtime, {
    events,
    product: config.public.product,
    mqttUrl: config.mqttUrl,
    maxConnectionsPerAddress,
    connectsPerMinute,
    limits: brokerLimits,
  });
  app.register(webRoutes, {
    buildDir: config.webBuildDir,
    renderThreads: config.renderThreads,
    renderThreadNice: config.renderThreadNice,
    onServed: (dir) => (servedBuild = dir === null ? null : basename(dir)),
    ...(options.webHandler === undefined ? {} : { handler: options.webHandler }),
  });
  return app;
}
