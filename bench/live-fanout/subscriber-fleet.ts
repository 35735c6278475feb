import mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import { now } from './fanout-message.ts';

/** Subscribers as the browser makes them (MQTT 3.1.1, clean: false, QoS 2), recording publish-to-receive latency. */
export class SubscriberFleet {
  readonly latencies: number[] = [];
  warmUpDeliveries = 0;
  duplicates = 0;
  errors = 0;
  private readonly clients: MqttClient[] = [];
  private readonly seen = new Set<string>();

  static async connect(url: string, topic: string, count: number, clientIdPrefix: string): Promise<SubscriberFleet> {
    const fleet = new SubscriberFleet();
    const batch = 50;
    for (let first = 0; first < count; first += batch) {
      const indexes = Array.from({ length: Math.min(batch, count - first) }, (_, offset) => first + offset);
      await Promise.all(indexes.map((index) => fleet.add(url, topic, `${clientIdPrefix}${index.toString(16).padStart(6, '0')}`)));
    }
    return fleet;
  }

  private async add(url: string, topic: string, clientId: string): Promise<void> {
    const client = mqtt.connect(url, { protocolVersion: 4, clean: false, clientId, reconnectPeriod: 0, connectTimeout: 10_000 });
    this.clients.push(client);
    client.on('message', (_topic, payload) => {
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
    });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
    });
    client.on('error', () => {
      this.errors += 1;
    });
    await client.subscribeAsync(topic, { qos: 2 });
  }

  get deliveries(): number {
    return this.latencies.length;
  }

  async end(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((client) => client.endAsync(true)));
  }
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
