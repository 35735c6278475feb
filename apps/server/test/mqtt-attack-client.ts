import { once } from 'node:events';
import { generate, parser as mqttParser } from 'mqtt-packet';
import type { Packet } from 'mqtt-packet';
import { WebSocket } from 'ws';

/**
 * Test and bench support: a raw MQTT 3.1.1 client over a WebSocket that sends what an attacker
 * would (huge SUBSCRIBE packets, thousands of filters) and counts what comes back, without
 * mqtt.js's own checks in the way.
 */
export class RawMqttClient {
  readonly socket: WebSocket;
  readonly closed: Promise<void>;
  subacks = 0;
  connackCode: number | undefined;
  readonly #parser = mqttParser({ protocolVersion: 4 });
  readonly #waiters: { count: number; resolve: () => void }[] = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    this.#parser.on('packet', (packet: Packet) => {
      if (packet.cmd === 'connack') this.connackCode = packet.returnCode;
      if (packet.cmd === 'suback') this.subacks += 1;
      for (const waiter of this.#waiters.splice(0)) {
        if (this.subacks >= waiter.count) waiter.resolve();
        else this.#waiters.push(waiter);
      }
    });
    socket.on('message', (data: Buffer) => this.#parser.parse(data));
  }

  /** Opens the WebSocket and sends CONNECT; resolves once CONNACK came (or the socket closed). */
  static async connect(
    url: string,
    clientId: string,
    options: { clean?: boolean; headers?: Record<string, string> } = {},
  ): Promise<RawMqttClient> {
    const socket = new WebSocket(url, 'mqtt', { headers: options.headers ?? {} });
    const client = new RawMqttClient(socket);
    await once(socket, 'open');
    socket.send(
      generate({
        cmd: 'connect',
        protocolId: 'MQTT',
        protocolVersion: 4,
        clean: options.clean ?? false,
        clientId,
        keepalive: 60,
      }),
    );
    await Promise.race([new Promise<void>((resolve) => client.#parser.once('packet', () => resolve())), client.closed]);
    return client;
  }

  get isClosed(): boolean {
    return this.socket.readyState === WebSocket.CLOSED || this.socket.readyState === WebSocket.CLOSING;
  }

  subscribe(messageId: number, filters: readonly string[]): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(
      generate({ cmd: 'subscribe', messageId, subscriptions: filters.map((topic) => ({ topic, qos: 1 as const })) }),
    );
  }

  unsubscribe(messageId: number, filters: readonly string[]): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(generate({ cmd: 'unsubscribe', messageId, unsubscriptions: [...filters] }));
  }

  /** Resolves when `count` SUBACKs came, or the connection closed first. */
  untilSubacksOrClosed(count: number): Promise<void> {
    if (this.subacks >= count) return Promise.resolve();
    return Promise.race([new Promise<void>((resolve) => this.#waiters.push({ count, resolve })), this.closed]);
  }

  /** Sends the packets one at a time, each once the one before was answered; the SUBACKs received before the connection closed. */
  async subscribeEach(packets: readonly (readonly string[])[]): Promise<number> {
    for (const [index, packet] of packets.entries()) {
      if (this.isClosed) break;
      this.subscribe(index + 1, packet);
      await this.untilSubacksOrClosed(this.subacks + 1);
    }
    return this.subacks;
  }

  close(): void {
    this.socket.terminate();
  }
}

/** `count` distinct filters under `{product}/`, each about `bytes` long. */
export function filters(product: string, count: number, bytes: number, tag = 'f'): string[] {
  return Array.from({ length: count }, (_, n) => {
    const head = `${product}/${tag}${n}/`;
    return head + 'x'.repeat(Math.max(0, bytes - head.length));
  });
}
