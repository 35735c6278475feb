import { LIVE_CONNECTION } from '@placar/contract/constants';
import { matchMessageSchema } from '@placar/contract/live-update';
import mqtt from 'mqtt';
import { createEventCounter, type ConnectionEvent } from './connection-events.ts';
import { notifyConnected, publishUpdate, setLiveState } from './live-feed.ts';
import { deliverTopicMessage, topicFeed } from './topic-feed.ts';
import { createMessageIdWindow, createSeqFilter } from './update-dedupe.ts';

export interface LiveConnectionOptions {
  url: string;
  topic: string;
  clientId: string;
  /** Called when the connection gave up (more than 5 failure events). */
  onGiveUp: () => void;
}

const decoder = new TextDecoder();

/**
 * The browser's MQTT connection (SPEC sections 4 and 9). Loaded with import() after the
 * first paint, so mqtt.js stays out of the first-load bundle. Returns the teardown.
 */
export function connectLive({ url, topic, clientId, onGiveUp }: LiveConnectionOptions): () => void {
  const counter = createEventCounter();
  const messageIds = createMessageIdWindow();
  const seqFilter = createSeqFilter();
  let ended = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  setLiveState('connecting');
  const client = mqtt.connect(url, {
    protocolVersion: 4,
    clientId,
    clean: LIVE_CONNECTION.clean,
    connectTimeout: LIVE_CONNECTION.connectTimeoutMs,
    reconnectPeriod: LIVE_CONNECTION.reconnectPeriodMs,
  });

  // Topics pages watch (rooms): subscribed while watched, on every connection.
  let extra = new Set<string>();
  const syncTopics = () => {
    if (ended || !client.connected) return;
    const wanted = new Set(topicFeed.topics());
    const added = [...wanted].filter((name) => !extra.has(name));
    const removed = [...extra].filter((name) => !wanted.has(name));
    extra = wanted;
    if (added.length > 0) client.subscribe(added, { qos: LIVE_CONNECTION.subscribeQos }, (error) => error && console.warn('[live] topic subscribe failed', error));
    if (removed.length > 0) client.unsubscribe(removed);
  };
  const offTopics = topicFeed.onTopicsChange(syncTopics);

  const end = () => {
    if (ended) return;
    ended = true;
    offTopics();
    clearTimeout(retry);
    client.end(true);
  };

  const subscribe = () => {
    client.subscribe(topic, { qos: LIVE_CONNECTION.subscribeQos }, (error) => {
      if (!error) return;
      console.warn('[live] subscribe failed, retrying at QoS 2', error);
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (!ended && client.connected) subscribe();
      }, LIVE_CONNECTION.reconnectPeriodMs);
    });
  };

  const failure = (event: ConnectionEvent) => {
    if (ended) return;
    setLiveState('reconnecting');
    if (counter.record(event)) {
      end();
      counter.reset();
      setLiveState('ended');
      onGiveUp();
    }
  };

  client.on('connect', (connack) => {
    // A new broker session (a restarted broker) numbers its messages from 1 again: ids seen before mean nothing.
    if (!connack.sessionPresent) messageIds.clear();
    counter.reset();
    setLiveState('connected');
    subscribe();
    extra = new Set();
    syncTopics();
    // The snapshot may miss updates published while we were away: pages refetch it.
    notifyConnected();
  });
  client.on('reconnect', () => failure('reconnect'));
  client.on('offline', () => failure('offline'));
  client.on('close', () => failure('close'));
  client.on('error', (error) => console.warn('[live] connection error', error.message));
  client.on('message', (received, payload, packet) => {
    if (!messageIds.accept(packet.messageId)) return;
    if (received !== topic && !topicFeed.has(received)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(decoder.decode(payload));
    } catch {
      return;
    }
    if (received !== topic) {
      deliverTopicMessage(received, parsed);
      return;
    }
    const message = matchMessageSchema.safeParse(parsed);
    if (!message.success) return;
    const update = message.data[0];
    if (seqFilter.accept(update)) publishUpdate(update);
  });

  return () => {
    end();
    setLiveState('idle');
  };
}
