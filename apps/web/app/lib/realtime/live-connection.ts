import { LIVE_CONNECTION } from '@placar/contract/constants';
import { matchMessageSchema, type MatchUpdate } from '@placar/contract/live-update';
import mqtt from 'mqtt';
import { createEventCounter, type ConnectionEvent } from './connection-events.ts';
import type { LiveState } from './live-protocol.ts';
import { createMessageIdWindow, createSeqFilter } from './update-dedupe.ts';

export interface LiveEvents {
  state(state: LiveState): void;
  /** After every connect: the snapshot may miss updates published while away. */
  connected(): void;
  update(update: MatchUpdate): void;
  topicMessage(topic: string, message: unknown): void;
}

export interface LiveConnectionOptions {
  url: string;
  topic: string;
  clientId: string;
  /** The extra topics (rooms, chats) watched right now, on every connection. */
  topics: () => string[];
  events: LiveEvents;
  /** Called when the connection gave up (more than 5 failure events). */
  onGiveUp: () => void;
}

export interface LiveConnection {
  /** Call when the watched topics changed. */
  syncTopics(): void;
  end(): void;
}

const decoder = new TextDecoder();

/** The topics cut into lists of at most LIVE_CONNECTION.filtersPerPacket, one packet each. */
export function inPackets(topics: readonly string[]): string[][] {
  const packets: string[][] = [];
  for (let start = 0; start < topics.length; start += LIVE_CONNECTION.filtersPerPacket)
    packets.push(topics.slice(start, start + LIVE_CONNECTION.filtersPerPacket));
  return packets;
}

/**
 * The MQTT connection (requirement live-connection). Runs inside the live worker (live-worker.ts),
 * so mqtt.js and the message schema never run on a page's main thread.
 */
export function connectLive({ url, topic, clientId, topics, events, onGiveUp }: LiveConnectionOptions): LiveConnection {
  const counter = createEventCounter();
  const messageIds = createMessageIdWindow();
  const seqFilter = createSeqFilter();
  let ended = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  events.state('connecting');
  const client = mqtt.connect(url, {
    protocolVersion: 4,
    clientId,
    clean: LIVE_CONNECTION.clean,
    connectTimeout: LIVE_CONNECTION.connectTimeoutMs,
    reconnectPeriod: LIVE_CONNECTION.reconnectPeriodMs,
  });

  // Topics pages watch (rooms, chats): subscribed while watched, on every connection.
  let extra = new Set<string>();
  const syncTopics = () => {
    if (ended || !client.connected) return;
    const wanted = new Set(topics());
    const added = [...wanted].filter((name) => !extra.has(name));
    const removed = [...extra].filter((name) => !wanted.has(name));
    extra = wanted;
    // In packets of at most LIVE_CONNECTION.filtersPerPacket filters: the broker closes a connection that sends more in one.
    for (const part of inPackets(added))
      client.subscribe(
        part,
        { qos: LIVE_CONNECTION.subscribeQos },
        (error) => error && console.warn('[live] topic subscribe failed', error),
      );
    for (const part of inPackets(removed)) client.unsubscribe(part);
  };

  const end = () => {
    if (ended) return;
    ended = true;
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
    events.state('reconnecting');
    if (counter.record(event)) {
      end();
      counter.reset();
      events.state('ended');
      onGiveUp();
    }
  };

  client.on('connect', (connack) => {
    // A new broker session (a restarted broker) numbers its messages from 1 again: ids seen before mean nothing.
    if (!connack.sessionPresent) messageIds.clear();
    counter.reset();
    events.state('connected');
    subscribe();
    extra = new Set();
    syncTopics();
    events.connected();
  });
  client.on('reconnect', () => failure('reconnect'));
  client.on('offline', () => failure('offline'));
  client.on('close', () => failure('close'));
  client.on('error', (error) => console.warn('[live] connection error', error.message));
  client.on('message', (received, payload, packet) => {
    if (!messageIds.accept(packet.messageId)) return;
    if (received !== topic && !extra.has(received)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(decoder.decode(payload));
    } catch {
      return;
    }
    if (received !== topic) {
      events.topicMessage(received, parsed);
      return;
    }
    const message = matchMessageSchema.safeParse(parsed);
    if (!message.success) return;
    const update = message.data[0];
    if (seqFilter.accept(update)) events.update(update);
  });

  return { syncTopics, end };
}
