import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

export type WebSocketHandler = (socket: WebSocket, request: IncomingMessage) => void;
/** Decides whether an upgrade may go on (false: 403 and the socket closed), e.g. location blocking. */
export type WebSocketGuard = (request: IncomingMessage) => Promise<boolean> | boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves WebSocket connections upgraded on this exact path, e.g. `app.webSocketRoute('/mqtt', handler)`. */
    webSocketRoute(path: string, handler: WebSocketHandler): void;
    /** Adds a check every upgrade must pass before any route handles it. */
    webSocketGuard(guard: WebSocketGuard): void;
  }
}

async function passesGuards(guards: readonly WebSocketGuard[], request: IncomingMessage): Promise<boolean> {
  for (const guard of guards) if (!(await guard(request))) return false;
  return true;
}

/** Browsers send tiny MQTT packets (CONNECT, SUBSCRIBE, PINGREQ): a small frame limit bounds abuse. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The one `upgrade` listener of the HTTP server: a second listener would destroy the first
 * one's sockets (STACK-NOTES, Broker), so every WebSocket path is routed from here.
 * Unknown paths get their socket destroyed. Closing the app terminates every WebSocket.
 */
export default fp(
  async (app) => {
    const routes = new Map<string, WebSocketHandler>();
    const guards: WebSocketGuard[] = [];
    const server = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
    let closing = false;

    app.decorate('webSocketRoute', (path: string, handler: WebSocketHandler) => {
      if (routes.has(path)) throw new Error(`WebSocket path ${path} is already served`);
      routes.set(path, handler);
    });
    app.decorate('webSocketGuard', (guard: WebSocketGuard) => void guards.push(guard));

    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const handler = routes.get(pathOf(request.url));
      if (handler === undefined || closing) {
        socket.destroy();
        return;
      }
      socket.on('error', () => socket.destroy());
      const upgrade = () => server.handleUpgrade(request, socket, head, (webSocket) => handler(webSocket, request));
      if (guards.length === 0) return upgrade();
      passesGuards(guards, request).then(
        (allowed) => {
          if (closing || socket.destroyed) return socket.destroy();
          if (allowed) return upgrade();
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        },
        () => socket.destroy(),
      );
    };
    app.server.on('upgrade', onUpgrade);

    // Upgraded sockets are no longer HTTP connections: the server's close would wait for them forever.
    app.addHook('preClose', async () => {
      closing = true;
      app.server.off('upgrade', onUpgrade);
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'websocket-upgrade' },
);
