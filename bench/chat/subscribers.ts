import { once } from 'node:events';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { generate } from 'mqtt-packet';
import type { Packet } from 'mqtt-packet';
import { WebSocket } from 'ws';
import type { DeliveryLog } from './chat-load.ts';
import { PacketReader, PacketType } from './packet-reader.ts';

const TIMEOUT_MS = 10_000;
const KEEPALIVE_SECONDS = 60;
/** PINGREQ, as mqtt.js sends one each keepalive: a QoS 0 subscriber sends nothing else, and brokers drop a client silent for 1.5 keepalives. */
const PINGREQ = Buffer.from([0xc0, 0x00]);
const BATCH = 50;

/** One byte stream to a broker: a WebSocket (one frame per packet, as a browser sends) or plain TCP. */
interface Link {
  opened: Promise<unknown>;
  send(bytes: Buffer): void;
  onData(listener: (bytes: Buffer) => void): void;
  onError(listener: () => void): void;
  onClose(listener: () => void): void;
  close(): Promise<void>;
}

function webSocketLink(url: string): Link {
  const socket = new WebSocket(url, ['mqtt']);
  return {
    opened: once(socket, 'open'),
    send: (bytes) => socket.send(bytes),
    onData: (listener) => socket.on('message', listener),
    onError: (listener) => socket.on('error', listener),
    onClose: (listener) => socket.on('close', listener),
    close: async () => {
      if (socket.readyState === WebSocket.OPEN) {
        socket.close();
        await Promise.race([once(socket, 'close'), new Promise((resolve) => setTimeout(resolve, 2000))]).catch(
          () => undefined,
        );
      }
      socket.terminate();
    },
  };
}

function tcpLink(url: string): Link {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect({ host: hostname, port: Number(port), noDelay: true });
  return {
    opened: once(socket, 'connect'),
    send: (bytes) => socket.write(bytes),
    // The acknowledgements of one chunk leave in one write.
    onData: (listener) =>
      socket.on('data', (bytes: Buffer) => {
        socket.cork();
        listener(bytes);
        socket.uncork();
      }),
    onError: (listener) => socket.on('error', listener),
    onClose: (listener) => socket.on('close', listener),
    close: async () => {
      socket.end();
      socket.destroySoon();
    },
  };
}

/**
 * SUBSCRIBERS clients as the web app makes them (MQTT 3.1.1, clean: false, QoS 2, ids
 * `placar_<32 hex>_<6 hex>`), without mqtt.js: packet-reader.ts over `ws` or a TCP socket, so the
 * same client code measures the product (WebSocket /mqtt) and mosquitto (TCP; its websockets
 * listener fails on these machines). Connected 50 at a time. Each worker thread (subscriber-worker.ts) runs one fleet.
 */
export class SubscriberFleet {
  private readonly clients: Subscriber[] = [];

  /** Subscribers `first` to `first + count - 1` of the run (their client ids share `prefix`); the log counts them from 0. */
  static async connect(
    urls: readonly string[],
    topic: string,
    share: { first: number; count: number; prefix: string },
    log: DeliveryLog,
  ): Promise<SubscriberFleet> {
    const fleet = new SubscriberFleet();
    const { first: firstIndex, count, prefix } = share;
    try {
      for (let first = 0; first < count; first += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, offset) => first + offset);
        await Promise.all(
          batch.map(async (index) => {
            const url = urls[(firstIndex + index) % urls.length] as string;
            const client = new Subscriber(
              url,
              `${prefix}${(firstIndex + index).toString(16).padStart(6, '0')}`,
              index,
              log,
            );
            fleet.clients.push(client);
            await client.start(topic);
          }),
        );
      }
    } catch (error) {
      await fleet.end();
      throw error;
    }
    return fleet;
  }

  async end(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((client) => client.end()));
  }
}

class Subscriber {
  private readonly link: Link;
  private readonly reader: PacketReader;
  private waiting: { type: number; resolve: (body: Buffer) => void } | undefined;
  private topic = '';
  private readonly clientId: string;
  private ending = false;
  private pinger: NodeJS.Timeout | undefined;

  constructor(url: string, clientId: string, index: number, log: DeliveryLog) {
    this.clientId = clientId;
    this.link = url.startsWith('ws') ? webSocketLink(url) : tcpLink(url);
    this.reader = new PacketReader({
      publish: (payload, answer) => {
        log.record(index, payload);
        if (answer !== undefined) this.link.send(answer);
      },
      reply: (answer) => this.link.send(answer),
      other: (type, body) => {
        if (this.waiting?.type !== type) return;
        const { resolve } = this.waiting;
        this.waiting = undefined;
        resolve(body);
      },
    });
    const counted = () => {
      log.errors += 1;
    };
    this.link.onData((bytes) => {
      try {
        this.reader.push(bytes);
      } catch {
        counted();
      }
    });
    this.link.onError(counted);
    // A connection the server or broker cut (a relay drops a reader that falls 1 MB behind): what it did not get is lost.
    this.link.onClose(() => {
      clearInterval(this.pinger);
      if (!this.ending) log.closed += 1;
    });
  }

  async start(topic: string): Promise<void> {
    this.topic = topic;
    await this.withTimeout(this.link.opened);
    const connack = await this.request(
      {
        cmd: 'connect',
        protocolId: 'MQTT',
        protocolVersion: 4,
        clean: false,
        clientId: this.clientId,
        keepalive: KEEPALIVE_SECONDS,
      },
      PacketType.connack,
    );
    if (connack[1] !== 0) throw new Error(`${this.clientId}: connection refused`);
    this.pinger = setInterval(() => this.link.send(PINGREQ), (KEEPALIVE_SECONDS * 1000) / 2);
    this.pinger.unref();
    const suback = await this.request(
      { cmd: 'subscribe', messageId: 1, subscriptions: [{ topic, qos: 2 }] },
      PacketType.suback,
    );
    if (suback[2] === 0x80) throw new Error(`${this.clientId}: subscription refused`);
  }

  /** Unsubscribes first (a clean: false session left subscribed keeps queueing), then disconnects. */
  async end(): Promise<void> {
    this.ending = true;
    clearInterval(this.pinger);
    await this.request({ cmd: 'unsubscribe', messageId: 2, unsubscriptions: [this.topic] }, PacketType.unsuback).catch(
      () => undefined,
    );
    this.send({ cmd: 'disconnect' });
    await this.link.close();
  }

  private send(packet: Packet): void {
    this.link.send(generate(packet));
  }

  private request(packet: Packet, answer: number): Promise<Buffer> {
    const answered = new Promise<Buffer>((resolve) => {
      this.waiting = { type: answer, resolve };
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
