import fp from 'fastify-plugin';
import { matchTopic } from '@placar/contract/constants';
import { roomTopic } from '@placar/contract/room-update';
import { chatTopic } from '@placar/contract/chat-entities';
import type { EventBus } from '../events.ts';
import { connectExternalBroker } from './external-broker.ts';
import { startEmbeddedBroker } from './embedded-broker.ts';
import type { LivePublisher } from './live-publisher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes server messages on the product's MQTT topics (browsers never publish). */
    livePublisher: LivePublisher;
  }
}

export interface RealtimeOptions {
  events: EventBus;
  product: string;
  /** An external broker (MQTT_URL); unset starts the embedded Aedes at /mqtt. */
  mqttUrl: string | undefined;
  sessionExpiryMs?: number;
}

export const MQTT_PATH = '/mqtt';

/**
 * Live updates: maps the `matchUpdated` domain event to `{product}/match/v1`, payload
 * `[update]` (DESIGN.md section 4). Register it after the plugins whose listeners must run
 * first (the schedule cache), since the bus calls listeners in registration order.
 */
export default fp<RealtimeOptions>(
  async (app, options) => {
    let publisher: LivePublisher;
    if (options.mqttUrl === undefined) {
      const embedded = await startEmbeddedBroker({
        product: options.product,
        ...(options.sessionExpiryMs === undefined ? {} : { sessionExpiryMs: options.sessionExpiryMs }),
      });
      app.webSocketRoute(MQTT_PATH, (webSocket, request) => embedded.serve(webSocket, request));
      publisher = embedded;
    } else {
      publisher = connectExternalBroker({ url: options.mqttUrl, product: options.product, log: app.log });
    }
    app.decorate('livePublisher', publisher);
    app.log.debug({ broker: publisher.description }, 'live updates');

    const topic = matchTopic(options.product);
    const stopListening = options.events.on('matchUpdated', (update) => publisher.publish(topic, JSON.stringify([update])));
    // Live rooms: `[update]` on {product}/room/{id} (live state, viewers, title).
    const stopRooms = options.events.on('roomUpdated', (update) => publisher.publish(roomTopic(options.product, update.id), JSON.stringify([update])));

    // Chat rooms: `[event]` on {product}/chat/match/{id} and {product}/chat/room/{id} (issue 12).
    const stopChat = options.events.on('chatEvent', ({ room, event }) => publisher.publish(chatTopic(options.product, room.kind, room.id), JSON.stringify([event])));

    app.addHook('preClose', async () => {
      stopListening();
      stopRooms();
      stopChat();
      await publisher.close();
    });
  },
  { name: 'realtime', dependencies: ['websocket-upgrade'] },
);
