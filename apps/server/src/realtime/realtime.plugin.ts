import fp from 'fastify-plugin';
import { matchTopic } from '@placar/contract/constants';
import { roomTopic } from '@placar/contract/room-update';
import { chatTopic } from '@placar/contract/chat-entities';
import { ListenerPriority } from '../events.ts';
import type { EventBus } from '../events.ts';
import { bridgeToBroker } from './broker-bridge.ts';
import type { BrokerBridge } from './broker-bridge.ts';
import { connectExternalBroker } from './external-broker.ts';
import { DEFAULT_BROKER_LIMITS, startEmbeddedBroker } from './embedded-broker.ts';
import type { BrokerLimits, EmbeddedBroker } from './embedded-broker.ts';
import type { LivePublisher } from './live-publisher.ts';
import { CHAT_PUBLISH_QOS } from './live-publisher.ts';
import { TopicOutbox } from './topic-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes server messages on the product's MQTT topics (browsers never publish). */
    livePublisher: LivePublisher;
    /** The embedded broker; undefined with MQTT_URL (then /mqtt relays to that broker). */
    embeddedBroker: EmbeddedBroker | undefined;
    /** The relay to an external broker (MQTT_URL); undefined with the embedded one. */
    brokerBridge: BrokerBridge | undefined;
  }
}

interface RealtimeOptions {
  events: EventBus;
  product: string;
  /** An external broker (MQTT_URL); unset starts the embedded Aedes at /mqtt. */
  mqttUrl: string | undefined;
  /** Bounds of the embedded broker (MQTT_* settings). */
  limits?: Partial<BrokerLimits>;
  /** Open MQTT WebSockets per client address (MQTT_MAX_CONNECTIONS_PER_ADDRESS). */
  maxConnectionsPerAddress?: number;
  /** New MQTT WebSockets per client address per minute (MQTT_CONNECTS_PER_MINUTE). */
  connectsPerMinute?: number;
}

const MQTT_PATH = '/mqtt';

const routeLimits = (options: RealtimeOptions) => ({
  ...(options.maxConnectionsPerAddress === undefined ? {} : { maxPerAddress: options.maxConnectionsPerAddress }),
  ...(options.connectsPerMinute === undefined ? {} : { opensPerMinute: options.connectsPerMinute }),
});

/**
 * Least time between two payloads of a chat room: what comes meanwhile goes out as one payload,
 * since with one payload a message, 1,000 subscribers cost one socket write each per message
 * (decision 0052). A room quiet for that long publishes its next event at once (decision 0054).
 */
const CHAT_PUBLISH_SPACING_MS = 100;

/**
 * Live updates: maps the `matchUpdated` domain event to `{product}/match/v1`, payload
 * `[update]` (requirement live-message). Its listeners run last (ListenerPriority.publish): the
 * schedule cache has dropped the old answers by the time a client hears of the update.
 */
export default fp<RealtimeOptions>(
  async (app, options) => {
    let publisher: LivePublisher;
    let embedded: EmbeddedBroker | undefined;
    let bridge: BrokerBridge | undefined;
    if (options.mqttUrl === undefined) {
      embedded = await startEmbeddedBroker({
        product: options.product,
        ...(options.limits === undefined ? {} : { limits: options.limits }),
      });
      const broker = embedded;
      app.webSocketRoute(
        MQTT_PATH,
        (webSocket, request, address) => broker.serve(webSocket, request, address),
        routeLimits(options),
      );
      publisher = embedded;
    } else {
      publisher = connectExternalBroker({ url: options.mqttUrl, product: options.product, log: app.log });
      // Browsers still come to /mqtt here, relayed to the external broker (decision 0085) under the same limits.
      bridge = bridgeToBroker({
        url: options.mqttUrl,
        product: options.product,
        limits: { ...DEFAULT_BROKER_LIMITS, ...options.limits },
      });
      app.webSocketRoute(MQTT_PATH, bridge.handler, routeLimits(options));
    }
    app.decorate('livePublisher', publisher);
    app.decorate('embeddedBroker', embedded);
    app.decorate('brokerBridge', bridge);
    app.log.debug({ broker: publisher.description }, 'live updates');

    const topic = matchTopic(options.product);
    const last = { priority: ListenerPriority.publish };
    const stopListening = options.events.on(
      'matchUpdated',
      (update) => publisher.publish(topic, JSON.stringify([update])),
      last,
    );
    // Live rooms: `[update]` on {product}/room/{id} (live state, viewers, title).
    const stopRooms = options.events.on(
      'roomUpdated',
      (update) => publisher.publish(roomTopic(options.product, update.id), JSON.stringify([update])),
      last,
    );

    // Chat rooms: `[event, ...]` on {product}/chat/match/{id} and {product}/chat/room/{id} (issue 12),
    // queued in order per room; the emit returns once queued, not once delivered (decision 0052).
    const chatOutbox = new TopicOutbox({
      spacingMs: CHAT_PUBLISH_SPACING_MS,
      publish: (topic, payload) => publisher.publish(topic, payload, CHAT_PUBLISH_QOS),
      onError: (error, topic) =>
        app.log.error({ err: error, topic }, 'chat: a publish failed; clients catch up from history'),
    });
    const stopChat = options.events.on(
      'chatEvent',
      ({ room, event }) => chatOutbox.enqueue(chatTopic(options.product, room.kind, room.id), event),
      last,
    );

    app.addHook('preClose', async () => {
      stopListening();
      stopRooms();
      stopChat();
      await chatOutbox.close();
      bridge?.close();
      await publisher.close();
    });
  },
  { name: 'realtime', dependencies: ['websocket-upgrade'] },
);
