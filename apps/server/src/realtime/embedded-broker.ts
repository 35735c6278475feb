import type { IncomingMessage } from 'node:http';
import { Aedes } from 'aedes';
import type { AuthenticateError, Client } from 'aedes';
import type { WebSocket } from 'ws';
import { brokerAcl } from './broker-acl.ts';
import { boundedPersistence } from './bounded-persistence.ts';
import { LIVE_PUBLISH_QOS } from './live-publisher.ts';
import type { LivePublisher } from './live-publisher.ts';
import { MqttPacketGuard } from './mqtt-packet-guard.ts';
import { limitPersistentSessions } from './persistent-sessions.ts';
import { installMqttFastPaths } from './mqtt-fast-paths.ts';
import { webSocketStream } from './websocket-stream.ts';

export interface BrokerLimits {
  /** Longest keepalive a client may ask for, in seconds; 0 (no keepalive) is refused too. */
  maxKeepaliveSeconds: number;
  /** How long a persistent session outlives its disconnected client. */
  sessionExpiryMs: number;
  sessionsPerAddress: number;
  queueMessages: number;
  queueBytes: number;
}

export const DEFAULT_BROKER_LIMITS: BrokerLimits = {
  maxKeepaliveSeconds: 120,
  sessionExpiryMs: 10 * 60 * 1000,
  sessionsPerAddress: 50,
  queueMessages: 100,
  queueBytes: 256 * 1024,
};

/** A persistent session's client id must carry a secret (web: 32 random hex digits), so nobody can guess it and take the session over. */
export const MIN_PERSISTENT_CLIENT_ID_LENGTH = 32;
export const MAX_CLIENT_ID_LENGTH = 128;

export interface EmbeddedBrokerOptions {
  product: string;
  limits?: Partial<BrokerLimits>;
}

export interface EmbeddedBroker extends LivePublisher {
  readonly broker: Aedes;
  /** Speaks MQTT over one accepted WebSocket from `address`. */
  serve(webSocket: WebSocket, request: IncomingMessage, address: string): void;
  /** What the broker holds for offline and slow clients (tests, diagnostics). */
  usage(): { sessions: number; queuedMessages: number; queuedBytes: number; droppedMessages: number };
  /** Messages and bytes queued for one client id. */
  queued(clientId: string): { messages: number; bytes: number };
}

const refusal = (message: string, returnCode: number): AuthenticateError => Object.assign(new Error(message), { returnCode }) as AuthenticateError;

/**
 * Aedes inside the server process, with the browsers' ACL (broker-acl.ts) and bounds on what
 * one client can cost (docs/SECURITY.md): packet size, keepalive, client ids, offline queues
 * and persistent sessions per address. Connections per address are counted at the upgrade.
 */
export async function startEmbeddedBroker(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
  const limits = { ...DEFAULT_BROKER_LIMITS, ...options.limits };
  // Each delivery leaves in one write, each PUBACK is read without mqtt-packet's parser (mqtt-fast-paths.ts).
  installMqttFastPaths();
  const addresses = new WeakMap<IncomingMessage, string>();
  let clients: Record<string, unknown> = {};
  const store = boundedPersistence({ messages: limits.queueMessages, bytes: limits.queueBytes, isOnline: (clientId) => clients[clientId] !== undefined });
  const broker = await Aedes.createBroker({
    ...brokerAcl(options.product),
    persistence: store.persistence,
    // Refuses keepalive 0 (a connection held for ever) and longer ones, with CONNACK code 6.
    keepaliveLimit: limits.maxKeepaliveSeconds,
    authenticate(client, _username, _password, done) {
      if (client.id.length > MAX_CLIENT_ID_LENGTH) return done(refusal('client id too long', 2), false);
      if (!client.clean && client.id.length < MIN_PERSISTENT_CLIENT_ID_LENGTH) return done(refusal('persistent sessions need a client id of 32 characters or more', 2), false);
      done(null, true);
    },
  });
  clients = (broker as unknown as { clients: Record<string, unknown> }).clients;
  const sessions = limitPersistentSessions(broker, {
    expiryMs: limits.sessionExpiryMs,
    perAddress: limits.sessionsPerAddress,
    addressOf: (client: Client) => (client.req === undefined ? '' : (addresses.get(client.req as IncomingMessage) ?? '')),
    drop: (clientId) => store.dropSession(clientId),
  });
  // Client errors (a refused publish, a dropped socket) end that client only; they are routine.
  broker.on('clientError', () => undefined);
  broker.on('connectionError', () => undefined);

  return {
    broker,
    description: 'embedded Aedes at /mqtt',
    serve(webSocket, request, address) {
      addresses.set(request, address);
      // Registered before the stream's own listener: a packet announced larger than the limit
      // closes the connection, so at most one frame of it is ever handed to the parser.
      const guard = new MqttPacketGuard();
      webSocket.on('message', (data: Buffer) => {
        if (!guard.accept(data)) webSocket.terminate();
      });
      broker.handle(webSocketStream(webSocket), request);
    },
    health: () => ({ state: broker.closed ? 'down' : 'up', detail: `${broker.connectedClients} clients connected, ${sessions.count()} sessions kept` }),
    usage() {
      const totals = store.totals();
      return { sessions: sessions.count(), queuedMessages: totals.messages, queuedBytes: totals.bytes, droppedMessages: store.dropped };
    },
    queued: (clientId) => store.queued(clientId),
    publish(topic, payload, qos = LIVE_PUBLISH_QOS) {
      if (broker.closed) return Promise.resolve();
      return new Promise((resolve, reject) => {
        broker.publish(
          { cmd: 'publish', topic, payload: Buffer.from(payload), qos, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        );
      });
    },
    async close() {
      sessions.stop();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
