import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { playbackOrigins } from '../media/playback-urls.ts';
import websocketUpgrade from '../realtime/websocket-upgrade.ts';
import errorHandler from './error-handler.ts';
import gracefulClose from './graceful-close.ts';
import openApi from './openapi.ts';
import requestHeaders from './request-headers.ts';
import requestKey from './request-key.ts';
import securityHeaders from './security-headers.ts';
import startupGate from './startup-gate.ts';

/**
 * What every request goes through before any route: security headers, compression, cookies,
 * the start-up gate, the error envelope, the request headers and key, OpenAPI (it sees only
 * routes registered after it) and WebSocket upgrades.
 */
export default fp(
  async (app) => {
    const { config } = app;
    await app.register(securityHeaders, { mediaOrigins: playbackOrigins(config.media.playback) });
    await app.register(compress, { encodings: ['br', 'gzip'] });
    await app.register(cookie);
    await app.register(startupGate, { startup: app.startup });
    await app.register(gracefulClose);
    await app.register(errorHandler);
    await app.register(requestHeaders);
    await app.register(requestKey);
    await app.register(openApi);
    await app.register(websocketUpgrade, {
      trustProxy: config.security.trustProxy,
      maxPayload: config.broker.maxPacketBytes,
    });
  },
  { name: 'http' },
);
