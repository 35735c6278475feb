import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { generate, parser } from 'mqtt-packet';
import type { Packet } from 'mqtt-packet';
import { WebSocket } from 'ws';

const TIMEOUT_MS = 15_000;
const BATCH = 50;

/**
 * Home-page viewers' live connections, as the web app makes them (MQTT 3.1.1 over a WebSocket at
 * /mqtt, clean: false, QoS 2 on `{product}/match/v1`), in mqtt-packet over `ws` so the load
 * generator stays light. Counts deliveries of each update (by `id:seq`) per viewer.
 */
export class ViewerFleet {
  readonly delivered = new Map<string, number>();
  errors = 0;
  private readonly viewers: Viewer[] = [];

  static async connect(url: string, topic: string, count: number): Promise<ViewerFleet> {
    const fleet = new ViewerFleet();
    const prefix = `placar_${randomBytes(16).toString('hex')}_`;
    for (let first = 0; first < count; first += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, offset) => first + offset);
      await Promise.all(
        batch.map(async (index) => {
          const viewer = new Viewer(url, `${prefix}${index.toString(16).padStart(6, '0')}`, fleet);
          fleet.viewers.push(viewer);
          await viewer.start(topic);
        }),
      );
    }
    return fleet;
  }

  record(payload: Buffer): void {
    try {
      const [update] = JSON.parse(payload.toString()) as [{ id: number; seq: number }];
      const key = `${update.id}:${update.seq}`;
      this.delivered.set(key, (this.delivered.get(key) ?? 0) + 1);
    } catch {
      this.errors += 1;
    }
  }

  async end(): Promise<void> {
    await Promise.all(this.viewers.splice(0).map((viewer) => viewer.end()));
  }
}

class Viewer {
  private readonly socket: WebSocket;
  private readonly parser = parser({ protocolVersion: 4 });
  private waiting: { cmd: Packet['cmd']; resolve: (packet: Packet) => void } | undefined;
  private ending = false;
  private topic = '';
  private readonly clientId: string;
  private readonly fleet: ViewerFleet;

  constructor(url: string, clientId: string, fleet: ViewerFleet) {
    this.clientId = clientId;
    this.fleet = fleet;
    this.socket = new WebSocket(url, ['mqtt']);
    this.socket.on('message', (data: Buffer) => this.parser.parse(data));
    this.socket.on('error', () => (fleet.errors += 1));
    this.socket.on('close', () => {
      if (!this.ending) fleet.errors += 1;
    });
    this.parser.on('error', () => (fleet.errors += 1));
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

  /** Unsubscribes first (a clean: false session left subscribed keeps queueing in the broker), then closes. */
  async end(): Promise<void> {
    this.ending = true;
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
      this.fleet.record(packet.payload as Buffer);
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
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(generate(packet));
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
