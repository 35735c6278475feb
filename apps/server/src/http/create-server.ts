import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { clockStartingAt, systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDatabaseProbe } from '../db/database-probe.ts';
import { EventBus } from '../events.ts';
import { createSharedState } from '../shared-state/create-shared-state.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import type { WebHandler } from '../web/web-request.ts';
import { answerFor, sendAnswer } from './error-handler.ts';
import { languageOf } from './envelope.ts';
import { loggerOptions } from './logger.ts';
import { createStartup } from './startup-gate.ts';

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

/**
 * Fastify with its parsers and what every area reads, decorated at once (main.ts begins a
 * start-up step before the plugins load): config, clock, events, shared state, start-up steps
 * and the database probe.
 */
export function createServer(options: AppOptions): FastifyInstance {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is read only from the proxies TRUST_PROXY lists (http/client-address.ts does the same for upgrades).
    trustProxy: config.security.trustProxy.length === 0 ? false : [...config.security.trustProxy],
    // Malformed URLs never reach a route; answer them like any other bad input.
    frameworkErrors: (error, request, reply) => sendAnswer(request, reply, answerFor(error, languageOf(request))),
  });
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? appClock(config));
  app.decorate('events', options.events ?? new EventBus());
  const sharedState =
    options.sharedState ?? createSharedState(config.redisUrl, app.log.child({ module: 'shared-state' }));
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

  // Requests wait for the start-up steps (the probes excepted: http/startup-gate.ts).
  app.decorate('startup', createStartup());
  const databaseProbe = createDatabaseProbe(db, {
    onChange: (result) =>
      result.ok
        ? app.log.info('readiness: the database answers again')
        : app.log.warn({ reason: result.reason }, 'readiness: the database does not answer'),
  });
  app.decorate('databaseProbe', databaseProbe);
  // Connected before listening: the first /readyz after a start does not wait for a new connection.
  app.addHook('onReady', async () => void (await databaseProbe.check()));
  app.addHook('onClose', () => databaseProbe.close());
  return app;
}
