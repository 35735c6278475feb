import { once } from 'node:events';
import { generate, parser } from 'mqtt-packet';
import type { Packet } from 'mqtt-packet';
import { WebSocket } from 'ws';

/** What a lean client reports to the fleet it belongs to. */
export interface LeanClientSink {
  publish(clientId: string, payload: Buffer): void;
  error(): void;
  /** A close the client did not ask for; left out, such a close is not reported. */
  unexpectedClose?(): void;
}

/**
 * A browser-like subscriber (MQTT 3.1.1 over a WebSocket, clean: false, QoS 2) without mqtt.js:
 * one `ws` WebSocket speaking mqtt-packet, every packet sent as ONE WebSocket frame (mqtt.js on
 * Node sends a PUBACK as 3 frames of 1, 1 and 2 bytes), so the load generator stays light.
 */
export class LeanMqttClient {
  private readonly socket: WebSocket;
  private readonly parser = parser({ protocolVersion: 4 });
  private waiting: { cmd: Packet['cmd']; resolve: (packet: Packet) => void } | undefined;
  private ending = false;
  private topic = '';
  private readonly clientId: string;
  private readonly sink: LeanClientSink;
  private readonly timeoutMs: number;

  /** `headers` go with the upgrade (a forwarded address, for a server that trusts this machine as its proxy). */
  constructor(
    url: string,
    clientId: string,
    sink: LeanClientSink,
    timeoutMs: number,
    headers: Record<string, string> = {},
  ) {
    this.clientId = clientId;
    this.sink = sink;
    this.timeoutMs = timeoutMs;
    this.socket = new WebSocket(url, ['mqtt'], { headers });
    this.socket.on('message', (data: Buffer) => this.parser.parse(data));
    this.socket.on('error', () => sink.error());
    this.socket.on('close', () => {
      if (!this.ending) sink.unexpectedClose?.();
    });
    this.parser.on('error', () => sink.error());
    this.parser.on('packet', (packet) => this.onPacket(packet));
  }

  async start(topic: string): Promise<void> {
    this.topic = topic;
    await this.withTimeout(once(this.socket, 'open'));
    const connack = await this.request(
      { cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: false, clientId: this.clientId, keepalive: 60 },
      'connack',
    );
    if (connack.cmd !== 'connack' || connack.returnCode !== 0) throw new Error(`${this.clientId}: connection refused`);
    const suback = await this.request({ cmd: 'subscribe', messageId: 1, subscriptions: [{ topic, qos: 2 }] }, 'suback');
    if (suback.cmd !== 'suback' || suback.granted[0] === 128) throw new Error(`${this.clientId}: subscription refused`);
  }

  /** Unsubscribes first (a clean: false session left subscribed keeps queueing in the broker), disconnects, then closes. */
  async end(): Promise<void> {
    this.ending = true;
    if (this.socket.readyState === WebSocket.OPEN) {
      await this.request({ cmd: 'unsubscribe', messageId: 2, unsubscriptions: [this.topic] }, 'unsuback').catch(
        () => undefined,
      );
      this.send({ cmd: 'disconnect' });
      this.socket.close();
      await this.withTimeout(once(this.socket, 'close')).catch(() => undefined);
    }
    this.socket.terminate();
  }

  private onPacket(packet: Packet): void {
    if (packet.cmd === 'publish') {
      this.sink.publish(this.clientId, packet.payload as Buffer);
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
      timer = setTimeout(
        () => reject(new Error(`${this.clientId}: no answer in ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
