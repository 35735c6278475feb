import type { IncomingMessage } from 'node:http';
import { Aedes } from 'aedes';
import type { AuthenticateError, Client } from 'aedes';
import type { WebSocket } from 'ws';
import { brokerAcl, mayClientSubscribe } from './broker-acl.ts';
import { boundedPersistence } from './bounded-persistence.ts';
import { LIVE_PUBLISH_QOS } from './live-publisher.ts';
import type { LivePublisher } from './live-publisher.ts';
import { DEFAULT_SUBSCRIPTION_LIMITS, MqttClientPolicy } from './mqtt-client-policy.ts';
import type { InboundPacket, SubscriptionLimits, Violation } from './mqtt-client-policy.ts';
import { MAX_INBOUND_PACKET_BYTES, MqttPacketGuard } from './mqtt-packet-guard.ts';
import { SessionLedger } from './persistent-sessions.ts';
import { installMqttFastPaths } from './mqtt-fast-paths.ts';
import { webSocketStream } from './websocket-stream.ts';

export interface BrokerLimits extends SubscriptionLimits {
  /** Longest keepalive a client may ask for, in seconds; 0 (no keepalive) is refused too. */
  maxKeepaliveSeconds: number;
  /** How long a persistent session outlives its disconnected client. */
  sessionExpiryMs: number;
  sessionsPerAddress: number;
  /** Persistent sessions kept in all (MQTT_SESSIONS_TOTAL). */
  sessionsTotal: number;
  queueMessages: number;
  queueBytes: number;
  /** Bytes queued for absent clients in all (MQTT_QUEUE_TOTAL_BYTES). */
  queueTotalBytes: number;
  /** The largest packet a client may send (MQTT_MAX_PACKET_BYTES). */
  maxPacketBytes: number;
}

export const DEFAULT_BROKER_LIMITS: BrokerLimits = {
  ...DEFAULT_SUBSCRIPTION_LIMITS,
  maxKeepaliveSeconds: 120,
  sessionExpiryMs: 10 * 60 * 1000,
  sessionsPerAddress: 50,
  sessionsTotal: 20_000,
  queueMessages: 100,
  queueBytes: 256 * 1024,
  queueTotalBytes: 64 * 1024 * 1024,
  maxPacketBytes: MAX_INBOUND_PACKET_BYTES,
};

/** A persistent session's client id must carry a secret (web: 32 random hex digits), so nobody can guess it and take the session over. */
export const MIN_PERSISTENT_CLIENT_ID_LENGTH = 32;
export const MAX_CLIENT_ID_LENGTH = 128;

interface EmbeddedBrokerOptions {
  product: string;
  limits?: Partial<BrokerLimits>;
}

export interface EmbeddedBroker extends LivePublisher {
  readonly broker: Aedes;
  /** Speaks MQTT over one accepted WebSocket from `address`. */
  serve(webSocket: WebSocket, request: IncomingMessage, address: string): void;
  /** What the broker holds for offline and slow clients, and the connections cut for breaking a limit (tests, diagnostics). */
  usage(): {
    sessions: number;
    subscriptions: number;
    queuedMessages: number;
    queuedBytes: number;
    droppedMessages: number;
    cut: number;
  };
  /** Messages and bytes queued for one client id. */
  queued(clientId: string): { messages: number; bytes: number };
}

/** What ws reports for a frame over its maxPayload (MQTT_MAX_PACKET_BYTES, websocket-upgrade.ts): closed from the frame's header. */
export const OVERSIZED_FRAME = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';

const refusal = (message: string, returnCode: number): AuthenticateError =>
  Object.assign(new Error(message), { returnCode }) as AuthenticateError;

/** The parts of an Aedes client this file reaches into (aedes 1.x, lib/client.js): its parser and the connection's request. */
interface AedesClientInternals {
  _parser: {
    listeners(event: 'packet'): ((this: unknown, packet: unknown) => void)[];
    removeAllListeners(event: 'packet'): void;
    on(event: 'packet', listener: (packet: unknown) => void): void;
  };
}

/**
 * Puts `check` in front of Aedes for every packet the client sends: Aedes offers no hook
 * between its parser and its handlers, so the parser's one `packet` listener (Aedes's queue)
 * is called from here, and only for packets the check lets through.
 */
function screenPackets(client: Client, check: (packet: InboundPacket) => boolean): void {
  const parser = (client as unknown as AedesClientInternals)._parser;
  const handlers = parser.listeners('packet');
  parser.removeAllListeners('packet');
  parser.on('packet', function screened(this: unknown, packet) {
    if (!check(packet as InboundPacket)) return;
    for (const handler of handlers) handler.call(this, packet);
  });
}

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
  const policies = new WeakMap<object, MqttClientPolicy>();
  let clients: Record<string, unknown> = {};
  let cut = 0;
  const store = boundedPersistence({
    messages: limits.queueMessages,
    bytes: limits.queueBytes,
    totalBytes: limits.queueTotalBytes,
    isOnline: (clientId) => clients[clientId] !== undefined,
    storable: (topic) => mayClientSubscribe(options.product, topic),
  });
  const sessions = new SessionLedger({
    expiryMs: limits.sessionExpiryMs,
    perAddress: limits.sessionsPerAddress,
    total: limits.sessionsTotal,
    drop: (clientId) => store.dropSession(clientId),
  });
  const broker = await Aedes.createBroker({
    ...brokerAcl(options.product),
    persistence: store.persistence,
    // Refuses keepalive 0 (a connection held for ever) and longer ones, with CONNACK code 6.
    keepaliveLimit: limits.maxKeepaliveSeconds,
    // Checked again by the policy before any packet reaches Aedes; this bounds what Aedes itself would walk.
    maxTopicLevels: limits.filterLevels,
    authenticate(client, _username, _password, done) {
      if (client.id.length > MAX_CLIENT_ID_LENGTH) return done(refusal('client id too long', 2), false);
      if (!client.clean && client.id.length < MIN_PERSISTENT_CLIENT_ID_LENGTH)
        return done(refusal('persistent sessions need a client id of 32 characters or more', 2), false);
      // Every session slot is held by a connected client: CONNACK 3 (server unavailable) until one leaves.
      if (!sessions.admits(client.id, client.clean)) return done(refusal('too many persistent sessions', 3), false);
      done(null, true);
    },
  });
  clients = (broker as unknown as { clients: Record<string, unknown> }).clients;
  const addressOf = (client: Client) =>
    client.req === undefined ? '' : (addresses.get(client.req as IncomingMessage) ?? '');
  broker.on('clientReady', (client) => {
    const topics = policies.get(client)?.topics ?? sessions.topicsOf(client.id, client.clean);
    sessions.connected(client.id, addressOf(client), client.clean, client, topics);
  });
  broker.on('clientDisconnect', (client) => sessions.disconnected(client.id, client));
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
      const guard = new MqttPacketGuard(limits.maxPacketBytes);
      let violation: Violation | undefined;
      const cutOff = () => {
        if (webSocket.readyState !== webSocket.CLOSED) cut += 1;
        webSocket.terminate();
      };
      // A frame ws refuses (over the size, or malformed) drops the socket at once: ws's own polite
      // close would go on reading, and throwing away, everything the client had queued behind it.
      webSocket.on('error', (error: Error & { code?: string }) => {
        if (error.code === OVERSIZED_FRAME) cut += 1;
        webSocket.terminate();
      });
      webSocket.on('message', (data: Buffer) => {
        if (violation === undefined && !guard.accept(data)) {
          violation = 'packet size';
          cutOff();
        }
      });
      const client = broker.handle(webSocketStream(webSocket), request);
      const policy = new MqttClientPolicy({
        limits,
        product: options.product,
        topicsOf: (clientId, clean) => sessions.topicsOf(clientId, clean),
      });
      policies.set(client, policy);
      // Each SUBSCRIBE and UNSUBSCRIBE is judged before Aedes stores anything of it; a breach closes the connection.
      screenPackets(client, (packet) => {
        if (violation !== undefined) return false;
        violation = policy.inspect(packet);
        if (violation === undefined) return true;
        cutOff();
        return false;
      });
    },
    health: () => ({
      state: broker.closed ? 'down' : 'up',
      detail: `${broker.connectedClients} clients connected, ${sessions.count()} sessions kept`,
    }),
    usage() {
      const totals = store.totals();
      return {
        sessions: sessions.count(),
        subscriptions: sessions.subscriptions(),
        queuedMessages: totals.messages,
        queuedBytes: totals.bytes,
        droppedMessages: store.dropped,
        cut,
      };
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
