import { describe, expect, it } from 'vitest';
import { createEventCounter } from './connection-events.ts';
import { inPackets } from './live-connection.ts';
import { isMqttClientId, newClientIdPrefix, newMqttClientId, prefixOf, storedMqttClientId } from './mqtt-client-id.ts';
import { createMessageIdWindow, createSeqFilter } from './update-dedupe.ts';

describe('connection event counter', () => {
  it('gives up after more than 5 reconnect, offline or close events', () => {
    const counter = createEventCounter();
    const events = ['close', 'reconnect', 'offline', 'close', 'reconnect'] as const;
    for (const event of events) expect(counter.record(event)).toBe(false);
    expect(counter.record('close')).toBe(true);
  });

  it('starts again after a successful connect', () => {
    const counter = createEventCounter(2);
    counter.record('close');
    counter.record('reconnect');
    counter.reset();
    expect(counter.record('close')).toBe(false);
    expect(counter.count).toBe(1);
  });
});

describe('update dedupe', () => {
  it('drops an update whose seq is not newer for that match', () => {
    const filter = createSeqFilter();
    expect(filter.accept({ id: 1, seq: 4 })).toBe(true);
    expect(filter.accept({ id: 1, seq: 4 })).toBe(false);
    expect(filter.accept({ id: 1, seq: 3 })).toBe(false);
    expect(filter.accept({ id: 2, seq: 1 })).toBe(true);
    expect(filter.accept({ id: 1, seq: 5 })).toBe(true);
  });

  it('drops a message id already seen, within a window', () => {
    const window = createMessageIdWindow(2);
    expect(window.accept(10)).toBe(true);
    expect(window.accept(10)).toBe(false);
    expect(window.accept(undefined)).toBe(true);
    expect(window.accept(undefined)).toBe(true);
    window.accept(11);
    window.accept(12);
    expect(window.accept(10)).toBe(true);
  });
});

describe('mqtt client id (item 14)', () => {
  it('is a prefix carrying 128 random bits plus 6 hex characters', () => {
    expect(newMqttClientId()).toMatch(/^placar_[0-9a-f]{32}_[0-9a-f]{6}$/);
    expect(newMqttClientId('placar_' + '0'.repeat(32) + '_', (n) => new Uint8Array(n).fill(255))).toBe(
      `placar_${'0'.repeat(32)}_ffffff`,
    );
    expect(isMqttClientId('placar_web_12345g')).toBe(false);
  });

  it('cannot be guessed: 5,000 browsers never share a prefix, and every prefix bit varies', () => {
    const prefixes = Array.from({ length: 5000 }, () => newClientIdPrefix());
    expect(new Set(prefixes).size).toBe(5000);
    // Each of the 128 bits is set in some prefixes and clear in others (a constant bit carries nothing).
    let seenSet = 0n;
    let seenClear = 0n;
    for (const prefix of prefixes) {
      const bits = BigInt(`0x${prefix.slice(7, 39)}`);
      seenSet |= bits;
      seenClear |= ~bits & ((1n << 128n) - 1n);
    }
    expect(seenSet).toBe((1n << 128n) - 1n);
    expect(seenClear).toBe((1n << 128n) - 1n);
  });

  it('is kept in storage under mqttClientId; an old guessable id is replaced', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    const first = storedMqttClientId(storage);
    expect(map.get('mqttClientId')).toBe(first);
    expect(storedMqttClientId(storage)).toBe(first);
    map.set('mqttClientId', 'placar_web_a1b2c3');
    const replaced = storedMqttClientId(storage);
    expect(isMqttClientId(replaced)).toBe(true);
    expect(prefixOf(replaced)).not.toBe(prefixOf(first));
  });
});

describe('broker url', () => {
  it('uses the configured url, else this host at /mqtt', async () => {
    const { brokerUrl } = await import('./live-starter.ts');
    expect(brokerUrl({ mqttPublicUrl: 'wss://live.example/mqtt' }, { protocol: 'http:', host: 'x' })).toBe(
      'wss://live.example/mqtt',
    );
    expect(brokerUrl({ mqttPublicUrl: '' }, { protocol: 'https:', host: 'placar.example' })).toBe(
      'wss://placar.example/mqtt',
    );
    expect(brokerUrl({ mqttPublicUrl: '' }, { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/mqtt',
    );
  });
});

describe('topics in packets (issue 36)', () => {
  it('sends at most LIVE_CONNECTION.filtersPerPacket filters in one SUBSCRIBE, the broker closing a connection that sends more', () => {
    const topics = Array.from({ length: 19 }, (_, n) => `placar/room/${n}`);
    const packets = inPackets(topics);
    expect(packets.map((packet) => packet.length)).toEqual([8, 8, 3]);
    expect(packets.flat()).toEqual(topics);
    expect(inPackets([])).toEqual([]);
  });
});
