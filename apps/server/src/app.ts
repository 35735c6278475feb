import { basename } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { clockStartingAt, systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { EventBus } from './events.ts';
import feedRoutes from './feed/ingestion/feed.routes.ts';
import errorHandler, { answerFor, sendAnswer } from './http/error-handler.ts';
import gracefulClose from './http/graceful-close.ts';
import startupGate, { createStartup } from './http/startup-gate.ts';
import type { Startup } from './http/startup-gate.ts';
import { createDatabaseProbe } from './db/database-probe.ts';
import type { DatabaseProbe } from './db/database-probe.ts';
import { languageOf } from './http/envelope.ts';
import { loggerOptions } from './http/logger.ts';
import openApi from './http/openapi.ts';
import securityHeaders from './http/security-headers.ts';
import realtime from './realtime/realtime.plugin.ts';
import { backfillNicknameSkeletons } from './modules/account/nickname-look-alikes.ts';
import websocketUpgrade from './realtime/websocket-upgrade.ts';
import requestHeaders from './http/request-headers.ts';
import requestKey from './http/request-key.ts';
import crestsRoutes from './modules/crests/crests.routes.ts';
import favoritesRoutes from './modules/favorites/favorites.routes.ts';
import playersRoutes from './modules/players/players.routes.ts';
import scheduleRoutes from './modules/schedule/schedule.routes.ts';
import systemRoutes from './modules/system/system.routes.ts';
import { gitCommit } from './modules/system/server-version.ts';
import { LocalDiskStorage } from './modules/uploads/local-disk-storage.ts';
import uploadsRoutes from './modules/uploads/uploads.routes.ts';
import devMailRoutes from './mail/dev-mail.routes.ts';
import { createAccounts } from './modules/auth/accounts.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import accountRoutes from './modules/account/account.routes.ts';
import webRoutes from './web/web.routes.ts';
import type { WebHandler } from './web/web-request.ts';
import type { AccessVerifier } from './http/auth.ts';
import { createMediaServer } from './media/create-media-server.ts';
import { RoomThumbnails } from './media/thumbnails/room-thumbnails.ts';
import { thumbnailSource } from './media/thumbnails/thumbnail-source.ts';
import type { AnyMediaServer } from './media/create-media-server.ts';
import mediaRoutes from './media/media.routes.ts';
import { playbackOrigins } from './media/playback-urls.ts';
import followRoutes from './modules/follows/follows.routes.ts';
import hostRoutes from './modules/hosts/hosts.routes.ts';
import { followStreams, hostLifecycle, roomKeyFor } from './modules/live/going-live.service.ts';
import { createLive } from './modules/live/live.ts';
import type { Live } from './modules/live/live.ts';
import liveHostRoutes from './modules/live/live-host.routes.ts';
import liveRoutes from './modules/live/live.routes.ts';
import { isHost, mayPlay, missingRooms, roomsOfHosts } from './modules/live/rooms.service.ts';
import { openCountryDatabase } from './geo/country-database.ts';
import locationGuard from './geo/location-guard.ts';
import { createLocationRules } from './geo/location-rules.ts';
import { compileTrustProxy } from './http/client-address.ts';
import type { LocationRules } from './geo/location-rules.ts';
import adminUsersRoutes from './modules/admin-users/admin-users.routes.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import { createFavoriteAlerts } from './modules/favorites/favorite-alerts.service.ts';
import { createPushSender } from './modules/push/push-sender.ts';
import pushRoutes from './modules/push/push.routes.ts';
import { loadVapidKeys } from './modules/push/vapid-keys.ts';
import { applicationOf } from './modules/hosts/host-applications.service.ts';
import { competitionLabels, missingCompetitions, missingMatches } from './modules/schedule/known-targets.service.ts';
import settingsRoutes from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import visitsRoutes from './modules/visits/visits.routes.ts';
import { openRoomIdsOfMatch, roomForChat } from './modules/live/rooms.service.ts';
import { createChat } from './modules/chat/chat.ts';
import type { Chat } from './modules/chat/chat.ts';
import chatRoutes from './modules/chat/chat.routes.ts';
import { onMatchUpdated as chatOnMatchUpdated } from './modules/chat/modes.service.ts';
import { createSharedState } from './shared-state/create-shared-state.ts';
import type { SharedState } from './shared-state/shared-state.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Overrides the logger built from config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Answers pages instead of the web build in config.webBuildDir (tests). */
  webHandler?: WebHandler;
  /** The domain event bus shared with the feed and real-time parts; a new one when absent. */
  events?: EventBus;
  /** Every "now" the app reads; by default the one configuration gives (appClock). */
  clock?: Clock;
  /** State shared with other instances; by default the one REDIS_URL asks for, closed with the app. */
  sharedState?: SharedState;
}

/** The clock configuration asks for: the system clock, or one started at CLOCK_START. */
export function appClock(config: Config): Clock {
  return config.clockStart === undefined ? systemClock : clockStartingAt(config.clockStart);
}

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

/** The whole HTTP application, not listening: main.ts listens, tests call inject(). */
export function buildApp(options: AppOptions): FastifyInstance {
  const { config, db } = options;
  const events = options.events ?? new EventBus();
  const clock = options.clock ?? appClock(config);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is read only from the proxies TRUST_PROXY lists (http/client-address.ts does the same for upgrades).
    trustProxy: config.security.trustProxy.length === 0 ? false : [...config.security.trustProxy],
    // Malformed URLs never reach a route; answer them like any other bad input.
    frameworkErrors: (error, request, reply) => sendAnswer(request, reply, answerFor(error, languageOf(request))),
  });
  app.decorate('config', config);
  app.decorate('clock', clock);
  const sharedState = options.sharedState ?? createSharedState(config.redisUrl, app.log.child({ module: 'shared-state' }));
  app.decorate('sharedState', sharedState);
  app.addHook('onReady', () => sharedState.ready());
  if (options.sharedState === undefined) app.addHook('onClose', async () => sharedState.close());
  // Calls validate their input themselves, in the caller's language (http/register-call.ts):
  // route schemas only describe the API and serialize responses.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(serializerCompiler);
  // The web client sends Content-Type JSON on every call (requirement calls), also with no body
  // (a DELETE): an empty body is no body, not a parse error. Otherwise Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body.toString(), done);
  });

  // External plugins.
  app.register(securityHeaders, { mediaOrigins: playbackOrigins(config.media.playback) });
  app.register(compress, { encodings: ['br', 'gzip'] });
  app.register(cookie);

  // Application plugins. Requests wait for the start-up steps first (the probes excepted).
  const startup = createStartup();
  app.decorate('startup', startup);
  app.register(startupGate, { startup });
  const databaseProbe = createDatabaseProbe(db, {
    onChange: (result) =>
      result.ok ? app.log.info('readiness: the database answers again') : app.log.warn({ reason: result.reason }, 'readiness: the database does not answer'),
  });
  app.decorate('databaseProbe', databaseProbe);
  // Connected before listening: the first /readyz after a start does not wait for a new connection.
  app.addHook('onReady', async () => void (await databaseProbe.check()));
  app.addHook('onClose', () => databaseProbe.close());
  app.register(gracefulClose);
  app.register(errorHandler);
  app.register(requestHeaders);
  app.register(requestKey);
  app.register(openApi);
  app.register(websocketUpgrade, { trustProxy: config.security.trustProxy, maxPayload: config.broker.maxPacketBytes });

  // Admin settings and location blocking (issue 13): before any route, so a blocked country reaches none.
  const settings = createSettingsService({
    db,
    clock,
    analyticsIdFallback: config.public.analyticsId,
    log: app.log.child({ module: 'settings' }),
    // Another instance's change (blocked countries above all) shows at once there, not after SETTINGS_TTL_MS.
    ...(sharedState.spansInstances ? { onChange: () => sharedState.events.publish('settings', 'changed') } : {}),
  });
  if (sharedState.spansInstances) sharedState.events.subscribe('settings', () => settings.invalidate());
  const countryHeader = config.countryHeader === undefined ? undefined : { name: config.countryHeader, trust: compileTrustProxy(config.security.trustProxy) };
  const locationRules = createLocationRules(openCountryDatabase(config.geoDatabase), () => settings.blockedCountries(), countryHeader);
  app.decorate('settings', settings);
  app.decorate('locationRules', locationRules);
  app.register(locationGuard, { rules: locationRules });

  app.decorate('events', events);
  const accounts = createAccounts(config, db, clock, sharedState);
  app.decorate('accessVerifier', accounts.sessions);
  app.addHook('onClose', async () => accounts.mailer.close());

  // Routes. Schedule first: its cache listens to matchUpdated before any publisher does.
  app.register(scheduleRoutes, { db, events, clock, settings });
  app.register(playersRoutes, { db, clock });
  // The health page (issue 37 item 6) reads the engines when asked: some are decorated further down.
  const startedAt = clock.now();
  let commit: Promise<string | null> | undefined;
  let servedBuild: string | null = null;
  app.register(systemRoutes, {
    clock,
    startup,
    databaseProbe,
    health: {
      config,
      clock,
      startedAt,
      db,
      databaseProbe,
      media: () => app.media,
      publisher: () => app.livePublisher,
      embeddedBroker: () => app.embeddedBroker,
      sharedState,
      server: () => app.server,
      commit: () => (commit ??= gitCommit()),
      webBuild: () => servedBuild,
    },
  });
  app.register(authRoutes, { accounts });
  app.register(accountRoutes, { db, clock });
  app.register(devMailRoutes, { outbox: accounts.mailer.outbox });
  app.register(favoritesRoutes, { db, clock });
  app.register(uploadsRoutes, { db, storage: new LocalDiskStorage(config.uploadDir) });
  app.register(feedRoutes, { db, events, clock });

  // Live rooms and video (issue 11): the media engine, then the modules that use it.
  const media = createMediaServer(config, { clock, events, log: app.log.child({ module: 'media' }), loadKey: (roomId) => roomKeyFor({ db }, roomId) });
  const live = createLive({
    db,
    clock,
    events,
    media,
    mediaConfig: config.media,
    product: config.public.product,
    key: accounts.key,
    log: app.log,
    pointedRooms: () => settings.get('recommendedRooms'),
    limitStore: sharedState.store,
    presenceCaps: config.presenceCaps,
  });
  const stopFollowingStreams = followStreams(live);
  app.addHook('onClose', async () => stopFollowingStreams());
  app.decorate<AnyMediaServer>('media', media);
  app.decorate('live', live);
  app.addHook('onReady', () => live.start());
  // Users made before nicknames had a look-alike form get one (issue 36); a database that is down is retried at the next start.
  app.addHook('onReady', async () => {
    await backfillNicknameSkeletons(db).catch((error: unknown) => app.log.error({ err: error }, 'nicknames: their look-alike forms could not be filled'));
  });
  // Before the server closes: FLV viewers hold their responses open for as long as they play.
  app.addHook('preClose', async () => {
    live.stop();
    await media.close();
  });
  app.register(hostRoutes, { db, clock, sessions: accounts.sessions, lifecycle: hostLifecycle(live) });
  app.register(followRoutes, { db, clock, isHost: (userId) => isHost(live, userId), roomsOfHosts: (viewer, hostIds) => roomsOfHosts(live, viewer, hostIds) });
  app.register(liveRoutes, { live });
  app.register(liveHostRoutes, { live });
  // A frame of each streaming room for its card, read from the room's own playback URL (on this server's port when embedded).
  const ffmpeg = config.media.ffmpegPath;
  const thumbnails = new RoomThumbnails({ clock, ffmpeg: ffmpeg ?? undefined, sourceOf: (roomId) => (ffmpeg === null ? null : thumbnailSource(config.media, media.kind, app.server.address(), roomId)) });
  app.register(mediaRoutes, { media, config: config.media, mayPlay: (roomId, token) => mayPlay(live, roomId, token), thumbnails });
  app.register(crestsRoutes, { db, now: () => clock.now() });

  // Chat rooms of matches and live rooms (issue 12): full time and goals change their modes.
  const chat = createChat({
    db,
    clock,
    events,
    product: config.public.product,
    log: app.log,
    liveRoom: (roomId) => roomForChat(live, roomId),
    openRoomsOfMatch: (matchId) => openRoomIdsOfMatch(live, matchId),
    sharedState,
  });
  app.decorate('chat', chat);
  app.addHook('onReady', () => chat.start());
  app.addHook('onClose', async () => chat.stop());
  const stopChatUpdates = events.on('matchUpdated', (update) =>
    chatOnMatchUpdated(chat, update).catch((error: unknown) => app.log.error({ err: error, matchId: update.id }, 'chat: match update failed')),
  );
  app.addHook('onClose', async () => stopChatUpdates());
  app.register(chatRoutes, { chat });
  // The admin console, visits and favorite alerts (issue 13).
  const known = {
    missingMatches: (ids: readonly number[]) => missingMatches(db, ids),
    missingCompetitions: (ids: readonly number[]) => missingCompetitions(db, ids),
    missingRooms: (ids: readonly number[]) => missingRooms(live, ids),
  };
  app.register(settingsRoutes, { db, clock, settings, known, rules: locationRules, competitionLabels: (language) => competitionLabels(db, language) });
  app.register(auditRoutes, { db });
  app.register(adminUsersRoutes, { db, clock, sessions: accounts.sessions, hostApplicationOf: async (userId) => applicationOf({ db }, userId, await hostLifecycle(live).roomIdOf(userId)) });
  app.register(visitsRoutes, { db, clock, retentionDays: config.visitRetentionDays, rules: locationRules, limitStore: sharedState.store });
  // Web Push (issue 34 item 10): favourites' kick-offs and goals reach browsers with no tab open.
  const vapidKeys = loadVapidKeys({ keys: config.push.keys, dataDir: config.dataDir });
  // Loopback endpoints only outside production: the test suite's push service listens on 127.0.0.1.
  const pushPolicy = { allowLoopback: config.nodeEnv !== 'production' };
  const pushSender = createPushSender({ db, clock, keys: vapidKeys, subject: vapidSubject(config), policy: pushPolicy, log: app.log.child({ module: 'push' }) });
  app.addHook('onClose', async () => pushSender.close());
  app.register(pushRoutes, { db, clock, publicKey: vapidKeys.publicKey, policy: pushPolicy });
  const favoriteAlerts = createFavoriteAlerts({ db, clock, push: pushSender, log: app.log.child({ module: 'favorite-alerts' }) });
  const stopAlerts = events.on('matchUpdated', (update) => favoriteAlerts.onMatchUpdated(update));
  app.addHook('onClose', async () => stopAlerts());

  // After the schedule routes: their cache is invalidated before an update is published.
  const { maxConnectionsPerAddress, connectsPerMinute, ...limits } = config.broker;
  app.register(realtime, { events, product: config.public.product, mqttUrl: config.mqttUrl, maxConnectionsPerAddress, connectsPerMinute, limits });
  app.register(webRoutes, {
    buildDir: config.webBuildDir,
    renderThreads: config.renderThreads,
    renderThreadNice: config.renderThreadNice,
    onServed: (dir) => (servedBuild = dir === null ? null : basename(dir)),
    ...(options.webHandler === undefined ? {} : { handler: options.webHandler }),
  });
  return app;
}

/** RFC 8292's contact: VAPID_SUBJECT, else the site when it is https, else a mailto: at its host. */
function vapidSubject(config: Config): string {
  if (config.push.subject !== undefined) return config.push.subject;
  const site = new URL(config.security.publicUrl);
  return site.protocol === 'https:' ? site.origin : `mailto:push@${site.hostname}`;
}
