import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_PUBLISH_QOS } from './live-publisher.ts';
import type { LivePublisher } from './live-publisher.ts';

interface ExternalBrokerOptions {
  url: string;
  product: string;
  log: FastifyBaseLogger;
  /** Messages kept while the broker is unreachable; older ones are dropped beyond it. */
  maxQueued?: number;
}

const RECONNECT_PERIOD_MS = 2000;

function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/**
 * Publishes through an mqtt.js client connected to MQTT_URL, reconnecting for ever. Startup
 * never waits for the broker: while it is away, messages wait in mqtt.js's queue (bounded
 * here) and go out in order on reconnect. publish resolves once mqtt.js has the message, so
 * a broker that is away never holds up the update that caused it.
 */
export function connectExternalBroker(options: ExternalBrokerOptions): LivePublisher {
  const maxQueued = options.maxQueued ?? 10_000;
  const client = mqtt.connect(options.url, {
    clientId: `${options.product}-server-${randomBytes(4).toString('hex')}`,
    clean: true,
    reconnectPeriod: RECONNECT_PERIOD_MS,
    connectTimeout: 10_000,
  });
  const description = `external broker ${withoutCredentials(options.url)}`;
  let queued = 0;
  let dropped = 0;
  let closed = false;

  client.on('connect', () => {
    options.log.info({ broker: description, dropped }, 'MQTT broker connected');
    queued = 0;
    dropped = 0;
  });
  client.on('offline', () => options.log.warn({ broker: description }, 'MQTT broker unreachable; reconnecting'));
  client.on('error', (error) => options.log.warn({ err: error, broker: description }, 'MQTT broker error'));

  return {
    description,
    health: () =>
      client.connected
        ? { state: 'up', detail: 'connected' }
        : {
            state: 'down',
            detail: `unreachable, reconnecting every ${RECONNECT_PERIOD_MS / 1000} s; ${queued} messages waiting`,
          },
    publish(topic, payload, qos = LIVE_PUBLISH_QOS) {
      if (closed) return Promise.resolve();
      if (!client.connected) {
        if (queued >= maxQueued) {
          dropped += 1;
          return Promise.resolve();
        }
        queued += 1;
      }
      client.publish(topic, payload, { qos, retain: false }, (error) => {
        if (error && !closed) options.log.warn({ err: error, topic }, 'MQTT publish failed');
      });
      return Promise.resolve();
    },
    async close() {
      closed = true;
      await client.endAsync(true);
    },
  };
}
