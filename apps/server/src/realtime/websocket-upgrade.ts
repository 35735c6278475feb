import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { clientAddressOf, compileTrustProxy } from '../http/client-address.ts';

/** `address` is the client's, read with TRUST_PROXY like `request.ip`. */
export type WebSocketHandler = (socket: WebSocket, request: IncomingMessage, address: string) => void;
/** Decides whether an upgrade may go on (false: 403 and the socket closed), e.g. location blocking. */
type WebSocketGuard = (request: IncomingMessage, address: string) => Promise<boolean> | boolean;

interface WebSocketRouteOptions {
  /** Open WebSockets one client address may hold on this path; more are answered 429 before the upgrade. */
  maxPerAddress?: number;
  /** New WebSockets one client address may open on this path per minute; more are answered 429 (a reconnect loop costs an upgrade each). */
  opensPerMinute?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves WebSocket connections upgraded on this exact path, e.g. `app.webSocketRoute('/mqtt', handler)`. */
    webSocketRoute(path: string, handler: WebSocketHandler, options?: WebSocketRouteOptions): void;
    /** Adds a check every upgrade must pass before any route handles it. */
    webSocketGuard(guard: WebSocketGuard): void;
  }
}

async function passesGuards(
  guards: readonly WebSocketGuard[],
  request: IncomingMessage,
  address: string,
): Promise<boolean> {
  for (const guard of guards) if (!(await guard(request, address))) return false;
  return true;
}

interface Route {
  handler: WebSocketHandler;
  maxPerAddress: number;
  open: Map<string, number>;
  opensPerMinute: number;
  /** Opens per address in the current minute (a fixed window), bounded in addresses. */
  opened: Map<string, { count: number; since: number }>;
}

const MINUTE_MS = 60_000;
const MAX_COUNTED_ADDRESSES = 50_000;

/** Counts one open of `address`: false when it passed `route.opensPerMinute` in this minute. */
function countOpen(route: Route, address: string, now: number): boolean {
  if (!Number.isFinite(route.opensPerMinute)) return true;
  let window = route.opened.get(address);
  if (window === undefined || now - window.since >= MINUTE_MS) {
    if (route.opened.size >= MAX_COUNTED_ADDRESSES) {
      for (const [key, old] of route.opened) if (now - old.since >= MINUTE_MS) route.opened.delete(key);
      if (route.opened.size >= MAX_COUNTED_ADDRESSES) route.opened.delete(route.opened.keys().next().value as string);
    }
    window = { count: 0, since: now };
    route.opened.set(address, window);
  }
  window.count += 1;
  return window.count <= route.opensPerMinute;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Browsers send tiny MQTT packets (CONNECT, SUBSCRIBE, PINGREQ): a small frame limit bounds abuse. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The one `upgrade` listener of the HTTP server: a second listener would destroy the first
 * one's sockets (requirement stack-broker), so every WebSocket path is routed from here.
 * Unknown paths get their socket destroyed. Closing the app terminates every WebSocket.
 */
export default fp<{ trustProxy?: readonly string[]; maxPayload?: number }>(
  async (app, options) => {
    const routes = new Map<string, Route>();
    const guards: WebSocketGuard[] = [];
    // A frame over it closes the connection from its header, before ws reads and unmasks it (MQTT_MAX_PACKET_BYTES: a browser's packets are far smaller).
    const server = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload ?? MAX_PAYLOAD_BYTES });
    const trust = compileTrustProxy(options.trustProxy ?? []);
    // The app's clock (tests and CLOCK_START); a bare Fastify (the broker bench) has none.
    const now = () =>
      app.hasDecorator('clock') ? (app as unknown as { clock: { now(): number } }).clock.now() : Date.now();
    let closing = false;

    app.decorate('webSocketRoute', (path: string, handler: WebSocketHandler, options: WebSocketRouteOptions = {}) => {
      if (routes.has(path)) throw new Error(`WebSocket path ${path} is already served`);
      routes.set(path, {
        handler,
        maxPerAddress: options.maxPerAddress ?? Number.POSITIVE_INFINITY,
        open: new Map(),
        opensPerMinute: options.opensPerMinute ?? Number.POSITIVE_INFINITY,
        opened: new Map(),
      });
    });
    app.decorate('webSocketGuard', (guard: WebSocketGuard) => void guards.push(guard));

    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const route = routes.get(pathOf(request.url));
      if (route === undefined || closing) {
        socket.destroy();
        return;
      }
      socket.on('error', () => socket.destroy());
      const address = clientAddressOf(request, trust);
      if (guards.length === 0) return accept(request, socket, head, route, address);
      passesGuards(guards, request, address).then(
        (allowed) => {
          if (closing || socket.destroyed) return socket.destroy();
          if (allowed) return accept(request, socket, head, route, address);
          refuse(socket, '403 Forbidden');
        },
        () => socket.destroy(),
      );
    };

    /** Past the guards: the per-address limit, then the handshake. */
    const accept = (request: IncomingMessage, socket: Duplex, head: Buffer, route: Route, address: string) => {
      const open = route.open.get(address) ?? 0;
      if (open >= route.maxPerAddress || !countOpen(route, address, now()))
        return refuse(socket, '429 Too Many Requests');
      // Counted from before the handshake, so a burst of upgrades cannot slip past the limit.
      route.open.set(address, open + 1);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (route.open.get(address) ?? 1) - 1;
        if (left <= 0) route.open.delete(address);
        else route.open.set(address, left);
      };
      socket.once('close', release);
      server.handleUpgrade(request, socket, head, (webSocket) => {
        webSocket.once('close', release);
        route.handler(webSocket, request, address);
      });
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
