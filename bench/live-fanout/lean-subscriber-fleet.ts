import { once } from 'node:events';
import { generate, parser } from 'mqtt-packet';
import type { Packet } from 'mqtt-packet';
import { WebSocket } from 'ws';
import type { Fleet } from './subscriber-fleet.ts';
import { LatencyLog, connectInBatches } from './subscriber-fleet.ts';

const TIMEOUT_MS = 10_000;

/**
 * The same subscribers (MQTT 3.1.1, clean: false, QoS 2) without mqtt.js: one `ws` WebSocket per
 * client speaking mqtt-packet, every packet sent as ONE WebSocket frame (mqtt.js on Node sends
 * a PUBACK as 3 frames of 1, 1 and 2 bytes). Separates the broker's cost from the load generator's.
 */
export class LeanSubscriberFleet implements Fleet {
  readonly log = new LatencyLog();
  private readonly clients: LeanClient[] = [];

  static async connect(url: string, topic: string, count: number, clientIdPrefix: string): Promise<LeanSubscriberFleet> {
    const fleet = new LeanSubscriberFleet();
    await connectInBatches(count, clientIdPrefix, async (clientId) => {
      const client = new LeanClient(url, clientId, fleet.log);
      fleet.clients.push(client);
      await client.start(topic);
    });
    return fleet;
  }

  async end(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((client) => client.end()));
  }
}

class LeanClient {
  private readonly socket: WebSocket;
  private readonly parser = parser({ protocolVersion: 4 });
  private waiting: { cmd: Packet['cmd']; resolve: (packet: Packet) => void } | undefined;
  private topic = '';
  private readonly clientId: string;
  private readonly log: LatencyLog;

  constructor(url: string, clientId: string, log: LatencyLog) {
    this.clientId = clientId;
    this.log = log;
    this.socket = new WebSocket(url, ['mqtt']);
    this.socket.on('message', (data: Buffer) => this.parser.parse(data));
    this.socket.on('error', () => {
      this.log.errors += 1;
    });
    this.parser.on('error', () => {
      this.log.errors += 1;
    });
    this.parser.on('packet', (packet) => this.onPacket(packet));
  }

  async start(topic: string): Promise<void> {
    this.topic = topic;
    await this.withTimeout(once(this.socket, 'open'));
    const connack = await this.request({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: false, clientId: this.clientId, keepalive: 60 }, 'connack');
    if (connack.cmd !== 'connack' || connack.returnCode !== 0) throw new Error(`${this.clientId}: connection refused`);
    const suback = await this.request({ cmd: 'subscribe', messageId: 1, subscriptions: [{ topic, qos: 2 }] }, 'suback');
    if (suback.cmd !== 'suback' || suback.granted[0] === 128) throw new Error(`${this.clientId}: subscription refused`);
  }

  /** Unsubscribes (see SubscriberFleet.end), disconnects, and closes the socket. */
  async end(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) {
      await this.request({ cmd: 'unsubscribe', messageId: 2, unsubscriptions: [this.topic] }, 'unsuback').catch(() => undefined);
      this.send({ cmd: 'disconnect' });
      this.socket.close();
      await this.withTimeout(once(this.socket, 'close')).catch(() => undefined);
    }
    this.socket.terminate();
  }

  private onPacket(packet: Packet): void {
    if (packet.cmd === 'publish') {
      this.log.record(this.clientId, packet.payload as Buffer);
      if (packet.qos === 1) this.send({ cmd: 'puback', messageId: packet.messageId });
      if (packet.qos === 2) this.send({ cmd: 'pubrec', messageId: packet.messageId });
    } else if (packet.cmd === 'pubrel') {
      this.send({ cmd: 'pubcomp', messageId: packet.messageId });
    } else if (this.waiting?.cmd === packet.cmd) {
      const { resolve } = this.waiting;
      this.waiting = undefined;
      resolve(packet);
    }
  }

  private send(packet: Packet): void {
    this.socket.send(generate(packet));
  }

  private request(packet: Packet, answer: Packet['cmd']): Promise<Packet> {
    const answered = new Promise<Packet>((resolve) => {
      this.waiting = { cmd: answer, resolve };
    });
    this.send(packet);
    return this.withTimeout(answered);
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${this.clientId}: no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
