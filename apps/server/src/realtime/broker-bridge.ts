import { connect as connectTcp } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { generate, parser as mqttParser } from 'mqtt-packet';
import type { IConnectPacket, Packet } from 'mqtt-packet';
import { WebSocket } from 'ws';
import { mayClientSubscribe } from './broker-acl.ts';
import { MAX_CLIENT_ID_LENGTH, MIN_PERSISTENT_CLIENT_ID_LENGTH, OVERSIZED_FRAME } from './embedded-broker.ts';
import type { BrokerLimits } from './embedded-broker.ts';
import { MqttClientPolicy } from './mqtt-client-policy.ts';
import { MqttPacketGuard } from './mqtt-packet-guard.ts';
import { SessionLedger } from './persistent-sessions.ts';
import type { WebSocketHandler } from './websocket-upgrade.ts';

interface BrokerBridgeOptions {
  /** MQTT_URL: mqtt://, mqtts://, ws:// or wss://. Its credentials are the server's and never used here. */
  url: string;
  product: string;
  /** The embedded broker's limits (MQTT_* settings), applied to each browser here. */
  limits: BrokerLimits;
}

export interface BrokerBridge {
  handler: WebSocketHandler;
  /** Persistent sessions this server relays and the filters they hold, and connections cut for breaking a limit. */
  usage(): { sessions: number; subscriptions: number; cut: number };
  close(): void;
}

/** A CONNECT must come this soon after the WebSocket opens, as with the embedded broker. */
const CONNECT_WITHIN_MS = 30_000;
/** Bytes waiting for a browser that reads too slowly; beyond, its connection is closed (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface Upstream {
  write(bytes: Buffer): void;
  close(): void;
}

/** A byte stream to the broker, anonymous: a browser never borrows the server's user. */
function openUpstream(url: string, onData: (bytes: Buffer) => void, onEnd: () => void): Upstream {
  const parsed = new URL(url);
  if (parsed.protocol === 'ws:' || parsed.protocol === 'wss:') {
    parsed.username = '';
    parsed.password = '';
    const socket = new WebSocket(parsed, ['mqtt']);
    const pending: Buffer[] = [];
    socket.on('open', () => pending.splice(0).forEach((bytes) => socket.send(bytes)));
    socket.on('message', (data: Buffer) => onData(data));
    socket.on('close', onEnd);
    socket.on('error', onEnd);
    return {
      write: (bytes) => (socket.readyState === WebSocket.OPEN ? socket.send(bytes) : pending.push(bytes)),
      close: () => socket.terminate(),
    };
  }
  const tls = parsed.protocol === 'mqtts:';
  const port = Number(parsed.port || (tls ? 8883 : 1883));
  const socket = tls
    ? connectTls({ host: parsed.hostname, port, servername: parsed.hostname })
    : connectTcp({ host: parsed.hostname, port, noDelay: true });
  socket.on('data', onData);
  socket.on('close', onEnd);
  socket.on('error', onEnd);
  return { write: (bytes) => void socket.write(bytes), close: () => socket.destroy() };
}

/** The CONNACK return code refusing a browser's CONNECT, or undefined to let it through (the embedded broker's rules). */
function connectRefusal(
  packet: IConnectPacket,
  maxKeepaliveSeconds: number,
  sessions: SessionLedger,
): number | undefined {
  if (packet.protocolVersion !== 4) return 1;
  if (packet.clientId.length > MAX_CLIENT_ID_LENGTH) return 2;
  if (packet.clean === false && packet.clientId.length < MIN_PERSISTENT_CLIENT_ID_LENGTH) return 2;
  const keepalive = packet.keepalive ?? 0;
  if (keepalive === 0 || keepalive > maxKeepaliveSeconds) return 6;
  if (!sessions.admits(packet.clientId, packet.clean !== false)) return 3;
  return undefined;
}

/**
 * Ends a persistent session on the external broker: a clean CONNECT with its client id wipes
 * it (MQTT 3.1.1 section 3.1.2.4), then DISCONNECT. Used when the ledger drops a session.
 */
function wipeSession(url: string, clientId: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      upstream.close();
      resolve();
    };
    const timer = setTimeout(done, CONNECT_WITHIN_MS);
    // The CONNACK (any answer) means the broker has wiped the session.
    const upstream: Upstream = openUpstream(
      url,
      () => {
        upstream.write(generate({ cmd: 'disconnect' }));
        done();
      },
      done,
    );
    upstream.write(
      generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: true, clientId, keepalive: 10 }),
    );
  });
}

/**
 * With MQTT_URL, browsers still connect to `/mqtt` on this server, and each WebSocket is
 * relayed to its own connection to the external broker (decision 0085). Every packet a browser
 * sends is parsed and checked before it goes on, with the embedded broker's rules: a CONNECT
 * without credentials or a will, no PUBLISH (the connection closes), subscriptions only under
 * `{product}/` (else SUBACK 128), and the same limits (decision 0105): packet size, filters per
 * packet, their length and levels, subscriptions per client, control packets per minute, and
 * persistent sessions per address and in all, kept in a ledger here (one this server relays:
 * several servers on one broker each bound their own). What the broker sends goes back untouched.
 */
export function bridgeToBroker(options: BrokerBridgeOptions): BrokerBridge {
  const { limits } = options;
  let cut = 0;
  const sessions = new SessionLedger({
    expiryMs: limits.sessionExpiryMs,
    perAddress: limits.sessionsPerAddress,
    total: limits.sessionsTotal,
    drop: (clientId) => wipeSession(options.url, clientId),
  });
  const handler: WebSocketHandler = (webSocket, _request, address) => {
    const guard = new MqttPacketGuard(limits.maxPacketBytes);
    const parser = mqttParser({ protocolVersion: 4 });
    const policy = new MqttClientPolicy({
      limits,
      product: options.product,
      topicsOf: (clientId, clean) => sessions.topicsOf(clientId, clean),
    });
    const connection = {};
    let upstream: Upstream | undefined;
    let clientId: string | undefined;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearTimeout(connectTimer);
      upstream?.close();
      webSocket.terminate();
      if (clientId !== undefined) sessions.disconnected(clientId, connection);
    };
    const cutOff = () => {
      if (!closed) cut += 1;
      close();
    };
    const connectTimer = setTimeout(close, CONNECT_WITHIN_MS);
    const toBrowser = (bytes: Buffer) => {
      if (closed) return;
      if (webSocket.bufferedAmount > MAX_BUFFERED_BYTES) return close();
      webSocket.send(bytes);
    };

    parser.on('packet', (packet: Packet) => {
      if (closed) return;
      if (upstream === undefined) {
        if (packet.cmd !== 'connect' || packet.will !== undefined) return close();
        const refusal = connectRefusal(packet, limits.maxKeepaliveSeconds, sessions);
        if (refusal !== undefined) {
          webSocket.send(generate({ cmd: 'connack', returnCode: refusal, sessionPresent: false }), close);
          return;
        }
        clearTimeout(connectTimer);
        policy.inspect(packet);
        clientId = packet.clientId;
        sessions.connected(packet.clientId, address, packet.clean !== false, connection, policy.topics);
        upstream = openUpstream(options.url, toBrowser, close);
        const { username: _username, password: _password, ...anonymous } = packet;
        upstream.write(generate(anonymous as IConnectPacket));
        return;
      }
      if (packet.cmd === 'connect' || packet.cmd === 'publish') return close();
      if (policy.inspect(packet) !== undefined) return cutOff();
      if (
        packet.cmd === 'subscribe' &&
        !packet.subscriptions.every((subscription) => mayClientSubscribe(options.product, subscription.topic))
      ) {
        toBrowser(
          generate({ cmd: 'suback', messageId: packet.messageId, granted: packet.subscriptions.map(() => 128) }),
        );
        return;
      }
      upstream.write(generate(packet));
    });
    parser.on('error', close);
    webSocket.on('message', (data: Buffer) => {
      // A packet announced larger than the limit closes the connection before it is read.
      if (!guard.accept(data)) return cutOff();
      parser.parse(data);
    });
    webSocket.on('close', close);
    webSocket.on('error', (error: Error & { code?: string }) => {
      if (error.code === OVERSIZED_FRAME) cutOff();
      else close();
    });
  };
  return {
    handler,
    usage: () => ({ sessions: sessions.count(), subscriptions: sessions.subscriptions(), cut }),
    close: () => sessions.stop(),
  };
}
