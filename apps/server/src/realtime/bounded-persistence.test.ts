import { describe, expect, it } from 'vitest';
import { boundedPersistence } from './bounded-persistence.ts';

/** The calls Aedes makes on its persistence, as the broker makes them (promises, no callbacks). */
interface Store {
  outgoingEnqueue(sub: { clientId: string }, packet: object): Promise<void>;
  outgoingEnqueueCombi(subs: { clientId: string }[], packet: object): Promise<void>;
  outgoingClearMessageId(client: { id: string }, packet: object): Promise<unknown>;
  outgoingStream(client: { id: string }): AsyncIterable<{ payload: Buffer }>;
}

const TOPIC = 'placar/match/v1';
const packet = (seq: number, bytes = 10) => ({
  cmd: 'publish',
  topic: TOPIC,
  payload: Buffer.alloc(bytes, seq),
  qos: 1,
  retain: false,
  dup: false,
});

function setUp(online: string[] = [], totalBytes = Infinity) {
  const bounded = boundedPersistence({
    messages: 3,
    bytes: 1000,
    totalBytes,
    isOnline: (clientId) => online.includes(clientId),
    storable: (topic) => topic.startsWith('placar/'),
  });
  return { bounded, store: bounded.persistence as Store };
}

async function stored(store: Store, id: string): Promise<number[]> {
  const firstBytes: number[] = [];
  for await (const queued of store.outgoingStream({ id })) firstBytes.push(queued.payload[0] ?? -1);
  return firstBytes;
}

describe('bounded persistence: what Aedes may queue per client id', () => {
  it("queues one message for many subscribers up to each one's bound, a connected one twice as much, and counts the rest as dropped", async () => {
    const { bounded, store } = setUp(['online']);
    const subs = [{ clientId: 'away' }, { clientId: 'online' }];
    for (let seq = 1; seq <= 8; seq += 1) await store.outgoingEnqueueCombi(subs, packet(seq));
    expect(await stored(store, 'away')).toEqual([1, 2, 3]);
    expect(await stored(store, 'online')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(bounded.queued('away')).toEqual({ messages: 3, bytes: 3 * (TOPIC.length + 10) });
    expect(bounded.dropped).toBe(5 + 2);
  });

  it('bounds the bytes as well as the messages, for single enqueues too', async () => {
    const { bounded, store } = setUp();
    for (let seq = 1; seq <= 3; seq += 1) await store.outgoingEnqueue({ clientId: 'away' }, packet(seq, 400));
    expect(await stored(store, 'away')).toEqual([1, 2]);
    expect(bounded.queued('away').bytes).toBe(2 * (TOPIC.length + 400));
  });

  it('frees room when a queued message is acknowledged', async () => {
    const { bounded, store } = setUp();
    for (let seq = 1; seq <= 3; seq += 1) await store.outgoingEnqueueCombi([{ clientId: 'away' }], packet(seq));
    // Offline messages have no packet id yet: a clear removes the oldest.
    await store.outgoingClearMessageId({ id: 'away' }, {});
    expect(bounded.queued('away').messages).toBe(2);
    await store.outgoingEnqueueCombi([{ clientId: 'away' }], packet(4));
    expect(await stored(store, 'away')).toEqual([2, 3, 4]);
    expect(bounded.dropped).toBe(0);
  });

  it('recounts a full queue from the store before refusing, so a count that drifted never refuses a queue with room', async () => {
    const { bounded, store } = setUp();
    for (let seq = 1; seq <= 3; seq += 1)
      await store.outgoingEnqueueCombi([{ clientId: 'away' }, { clientId: 'other' }], packet(seq));
    // Removed behind the count's back (the store's own method, not the bounded one).
    const unbounded = Object.getPrototypeOf(store) as Store;
    await unbounded.outgoingClearMessageId.call(store, { id: 'away' }, {});
    expect(bounded.queued('away').messages).toBe(3);
    await store.outgoingEnqueueCombi([{ clientId: 'away' }, { clientId: 'other' }], packet(4));
    expect(await stored(store, 'away')).toEqual([2, 3, 4]);
    expect(await stored(store, 'other')).toEqual([1, 2, 3]);
    expect(bounded.queued('away').messages).toBe(3);
    expect(bounded.dropped).toBe(1);
  });

  it('drops a session with everything queued for it', async () => {
    const { bounded, store } = setUp();
    for (let seq = 1; seq <= 2; seq += 1) await store.outgoingEnqueue({ clientId: 'away' }, packet(seq));
    await bounded.dropSession('away');
    expect(await stored(store, 'away')).toEqual([]);
    expect(bounded.totals()).toEqual({ clients: 0, messages: 0, bytes: 0 });
  });

  it("bounds the bytes queued for absent clients in all, never a connected client's", async () => {
    const { bounded, store } = setUp(['online'], 1000);
    const subs = [{ clientId: 'a' }, { clientId: 'b' }, { clientId: 'online' }];
    for (let seq = 1; seq <= 3; seq += 1) await store.outgoingEnqueueCombi(subs, packet(seq, 300));
    // 315 bytes a message: the first fits for all three (945), then the total is full for a and b only.
    expect(await stored(store, 'a')).toEqual([1]);
    expect(await stored(store, 'b')).toEqual([1]);
    expect(await stored(store, 'online')).toEqual([1, 2, 3]);
    expect(bounded.totals().bytes).toBe(5 * 315);
    await bounded.dropSession('online');
    await bounded.dropSession('a');
    await store.outgoingEnqueue({ clientId: 'b' }, packet(4, 300));
    expect(await stored(store, 'b')).toEqual([1, 4]);
  });

  it("stores a SUBSCRIBE's filters once, as Aedes asks once per filter with the whole list, and never the refused ones", async () => {
    // The in-memory persistence's own method, watched from its class before the bound wraps an instance.
    const proto = Object.getPrototypeOf(setUp().store) as {
      addSubscriptions(client: object, subs: object[]): Promise<unknown>;
    };
    const original = proto.addSubscriptions;
    const calls: object[][] = [];
    proto.addSubscriptions = function (this: unknown, client: object, subs: object[]) {
      calls.push(subs);
      return original.call(this, client, subs);
    };
    try {
      const { store } = setUp();
      const subs = [
        ...Array.from({ length: 1000 }, (_, n) => ({ topic: `placar/t${n}`, qos: 1 })),
        { topic: '#', qos: 1 },
      ];
      const persistence = store as unknown as { addSubscriptions(client: object, subs: object[]): Promise<unknown> };
      await Promise.all(subs.map(() => persistence.addSubscriptions({ id: 'c' }, subs)));
      expect(calls.map((list) => list.length)).toEqual([1000]);
    } finally {
      proto.addSubscriptions = original;
    }
  });
});
