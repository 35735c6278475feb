import type { IncomingMessage } from 'node:http';
import { Aedes } from 'aedes';
import type { WebSocket } from 'ws';
import { brokerAcl } from './broker-acl.ts';
import { LIVE_PUBLISH_QOS } from './live-publisher.ts';
import type { LivePublisher } from './live-publisher.ts';
import { expireOfflineSessions } from './session-expiry.ts';
import { webSocketStream } from './websocket-stream.ts';

export interface EmbeddedBrokerOptions {
  product: string;
  /** How long a persistent session outlives its disconnected client. */
  sessionExpiryMs?: number;
}

export interface EmbeddedBroker extends LivePublisher {
  readonly broker: Aedes;
  /** Speaks MQTT over one accepted WebSocket. */
  serve(webSocket: WebSocket, request: IncomingMessage): void;
}

export const DEFAULT_SESSION_EXPIRY_MS = 10 * 60 * 1000;

/** Aedes inside the server process, with the browsers' ACL (broker-acl.ts). */
export async function startEmbeddedBroker(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
  const broker = await Aedes.createBroker({ ...brokerAcl(options.product) });
  const stopExpiry = expireOfflineSessions(broker, options.sessionExpiryMs ?? DEFAULT_SESSION_EXPIRY_MS);
  // Client errors (a refused publish, a dropped socket) end that client only; they are routine.
  broker.on('clientError', () => undefined);
  broker.on('connectionError', () => undefined);

  return {
    broker,
    description: 'embedded Aedes at /mqtt',
    serve(webSocket, request) {
      broker.handle(webSocketStream(webSocket), request);
    },
    publish(topic, payload) {
      if (broker.closed) return Promise.resolve();
      return new Promise((resolve, reject) => {
        broker.publish(
          { cmd: 'publish', topic, payload: Buffer.from(payload), qos: LIVE_PUBLISH_QOS, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        );
      });
    },
    async close() {
      stopExpiry();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
