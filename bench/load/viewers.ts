import { randomBytes } from 'node:crypto';
import { LeanMqttClient } from '../support/lean-mqtt-client.ts';

const TIMEOUT_MS = 15_000;
const BATCH = 50;

/**
 * Home-page viewers' live connections, as the web app makes them (MQTT 3.1.1 over a WebSocket at
 * /mqtt, clean: false, QoS 2 on `{product}/match/v1`), in mqtt-packet over `ws` so the load
 * generator stays light (`LeanMqttClient`). Counts deliveries of each update (by `id:seq`) per viewer.
 */
export class ViewerFleet {
  readonly delivered = new Map<string, number>();
  errors = 0;
  private readonly viewers: LeanMqttClient[] = [];

  static async connect(url: string, topic: string, count: number): Promise<ViewerFleet> {
    const fleet = new ViewerFleet();
    const prefix = `placar_${randomBytes(16).toString('hex')}_`;
    const countError = () => (fleet.errors += 1);
    const sink = {
      publish: (_id: string, payload: Buffer) => fleet.record(payload),
      error: countError,
      unexpectedClose: countError,
    };
    for (let first = 0; first < count; first += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, offset) => first + offset);
      await Promise.all(
        batch.map(async (index) => {
          const viewer = new LeanMqttClient(url, `${prefix}${index.toString(16).padStart(6, '0')}`, sink, TIMEOUT_MS);
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
