import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import type { IClientOptions, MqttClient } from 'mqtt';
import type { MatchUpdate } from '@placar/contract/live-update';

/** A client id of the web's shape: a secret prefix (128 random bits) plus 6 random hex characters. */
export function secretClientId(): string {
  return `placar_${randomBytes(16).toString('hex')}_${randomBytes(3).toString('hex')}`;
}

/** The same secret id for the same name within a test file: `const id = clientIds(); id('first')`. */
export function clientIds(): (name: string) => string {
  const ids = new Map<string, string>();
  return (name) => {
    let id = ids.get(name);
    if (id === undefined) {
      id = secretClientId();
      ids.set(name, id);
    }
    return id;
  };
}

/** Test support: mqtt.js clients as the browser makes them (MQTT 3.1.1, clean: false), ended after each test. */
export class MqttTestClients {
  private readonly clients: MqttClient[] = [];

  /** `beforeConnect` sees the client before CONNACK, e.g. to catch a session's queued messages. */
  async connect(
    url: string,
    options: IClientOptions = {},
    beforeConnect?: (client: MqttClient) => void,
  ): Promise<MqttClient> {
    const client = mqtt.connect(url, {
      protocolVersion: 4,
      clean: false,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      ...options,
    });
    this.clients.push(client);
    beforeConnect?.(client);
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
      client.once('close', () => reject(new Error(`connection to ${url} closed`)));
    });
    return client;
  }

  async endAll(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((client) => client.endAsync(true)));
  }
}

export function whenClosed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => client.once('close', () => resolve()));
}

/** The next `count` messages a client receives, as [topic, payload text, packet QoS, retain]. */
export function nextMessages(client: MqttClient, count: number): Promise<[string, string, number, boolean][]> {
  return new Promise((resolve) => {
    const received: [string, string, number, boolean][] = [];
    const onMessage = (topic: string, payload: Buffer, packet: { qos: number; retain: boolean }) => {
      received.push([topic, payload.toString(), packet.qos, packet.retain]);
      if (received.length < count) return;
      client.off('message', onMessage);
      resolve(received);
    };
    client.on('message', onMessage);
  });
}

export function matchUpdate(id: number, seq: number): MatchUpdate {
  return {
    id,
    sport: 'football',
    competitionId: 7,
    status: 2,
    home: { score: seq, periods: [seq], penalties: null },
    away: { score: 0, periods: [0], penalties: null },
    clock: { seconds: 600 + seq, running: true, at: '2026-05-01T18:10:00.000Z' },
    incidents: [],
    seq,
    at: '2026-05-01T18:10:00.000Z',
  };
}
