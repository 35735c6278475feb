import { LeanMqttClient } from '../support/lean-mqtt-client.ts';
import type { Fleet } from './subscriber-fleet.ts';
import { LatencyLog, connectInBatches } from './subscriber-fleet.ts';

const TIMEOUT_MS = 10_000;

/**
 * The same subscribers (MQTT 3.1.1, clean: false, QoS 2) without mqtt.js (`LeanMqttClient`):
 * separates the broker's cost from the load generator's.
 */
export class LeanSubscriberFleet implements Fleet {
  readonly log = new LatencyLog();
  private readonly clients: LeanMqttClient[] = [];

  static async connect(
    url: string,
    topic: string,
    count: number,
    clientIdPrefix: string,
  ): Promise<LeanSubscriberFleet> {
    const fleet = new LeanSubscriberFleet();
    await connectInBatches(count, clientIdPrefix, async (clientId) => {
      const sink = {
        publish: (id: string, payload: Buffer) => fleet.log.record(id, payload),
        error: () => (fleet.log.errors += 1),
      };
      const client = new LeanMqttClient(url, clientId, sink, TIMEOUT_MS);
      fleet.clients.push(client);
      await client.start(topic);
    });
    return fleet;
  }

  async end(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((client) => client.end()));
  }
}
