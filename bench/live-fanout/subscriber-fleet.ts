import mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import { now } from './fanout-message.ts';

/** Publish-to-receive latencies of one fleet; repeated deliveries (same client, same seq) are counted, not recorded. */
export class LatencyLog {
  readonly latencies: number[] = [];
  warmUpDeliveries = 0;
  duplicates = 0;
  errors = 0;
  private readonly seen = new Set<string>();

  record(clientId: string, payload: Buffer): void {
    const receivedAt = now();
    const [update, meta] = JSON.parse(payload.toString()) as [{ seq: number }, { sentAt: number; warmUp: boolean }];
    if (meta.warmUp) {
      this.warmUpDeliveries += 1;
      return;
    }
    const key = `${clientId}:${update.seq}`;
    if (this.seen.has(key)) {
      this.duplicates += 1;
      return;
    }
    this.seen.add(key);
    this.latencies.push(receivedAt - meta.sentAt);
  }

  get deliveries(): number {
    return this.latencies.length;
  }
}

/** What run.ts needs of a fleet of subscribers. */
export interface Fleet {
  readonly log: LatencyLog;
  end(): Promise<void>;
}

/** Connects `count` clients 50 at a time, with ids `${clientIdPrefix}${index in hex}`. */
export async function connectInBatches(
  count: number,
  clientIdPrefix: string,
  add: (clientId: string) => Promise<void>,
): Promise<void> {
  const batch = 50;
  for (let first = 0; first < count; first += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - first) }, (_, offset) => first + offset);
    await Promise.all(indexes.map((index) => add(`${clientIdPrefix}${index.toString(16).padStart(6, '0')}`)));
  }
}

/** Subscribers as the browser makes them (mqtt.js, MQTT 3.1.1, clean: false, QoS 2), recording publish-to-receive latency. */
export class SubscriberFleet implements Fleet {
  readonly log = new LatencyLog();
  private readonly clients: MqttClient[] = [];

  private readonly topic: string;

  private constructor(topic: string) {
    this.topic = topic;
  }

  static async connect(url: string, topic: string, count: number, clientIdPrefix: string): Promise<SubscriberFleet> {
    const fleet = new SubscriberFleet(topic);
    await connectInBatches(count, clientIdPrefix, (clientId) => fleet.add(url, clientId));
    return fleet;
  }

  private async add(url: string, clientId: string): Promise<void> {
    const client = mqtt.connect(url, {
      protocolVersion: 4,
      clean: false,
      clientId,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
    });
    this.clients.push(client);
    client.on('message', (_topic, payload) => this.log.record(clientId, payload));
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
    });
    client.on('error', () => {
      this.log.errors += 1;
    });
    await client.subscribeAsync(this.topic, { qos: 2 });
  }

  /** Unsubscribes first: a clean: false session left subscribed makes the broker queue every later message for it. */
  async end(): Promise<void> {
    await Promise.all(
      this.clients.splice(0).map(async (client) => {
        await Promise.race([
          client.unsubscribeAsync(this.topic).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ]);
        await client.endAsync(true);
      }),
    );
  }
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
