import { createRequire } from 'node:module';

// A CommonJS module whose types describe an ES default export: load it as Aedes itself does.
const memory = createRequire(import.meta.url)('aedes-persistence') as () => unknown;

interface QueueLimits {
  /** Messages kept for a client that is away. */
  messages: number;
  bytes: number;
  /** Bytes queued for every client together; beyond, no message is queued for a client that is away. */
  totalBytes: number;
  /** Whether a client id is connected now: a connected client may hold twice as much in flight. */
  isOnline(clientId: string): boolean;
  /** Whether a filter may be kept in a session (the access rule): Aedes stores a packet's refused filters too. */
  storable(topic: string): boolean;
}

interface QueuedPacket {
  topic?: string;
  payload?: Buffer | string;
  messageId?: number;
}

interface Client {
  id: string;
}

/** What the broker calls on its persistence (without callbacks, as Aedes 1.x does) to queue and clear QoS 1 and 2 messages. */
interface Persistence {
  outgoingEnqueue(sub: { clientId: string }, packet: QueuedPacket): Promise<void>;
  outgoingEnqueueCombi(subs: { clientId: string }[], packet: QueuedPacket): Promise<void>;
  outgoingClearMessageId(client: Client, packet: QueuedPacket): Promise<QueuedPacket | undefined>;
  outgoingStream(client: Client): AsyncIterable<QueuedPacket>;
  cleanSubscriptions(client: Client): Promise<unknown>;
  addSubscriptions(client: Client, subs: { topic: string }[]): Promise<unknown>;
}

interface BoundedPersistence {
  /** Handed to Aedes as its `persistence`. */
  persistence: unknown;
  /** Messages and bytes queued for a client id. */
  queued(clientId: string): { messages: number; bytes: number };
  /** Every client id with a queue, and the whole sum. */
  totals(): { clients: number; messages: number; bytes: number };
  /** Drops a session: its subscriptions and every message queued for it. */
  dropSession(clientId: string): Promise<void>;
  /** Messages refused because a queue was full, since start. */
  readonly dropped: number;
}

const sizeOf = (packet: QueuedPacket) => (packet.topic?.length ?? 0) + (packet.payload?.length ?? 0);

/**
 * Aedes's in-memory persistence with a bound per client id. A client that is away keeps at
 * most `limits.messages` messages and `limits.bytes` bytes; later ones are not queued for it
 * (when it comes back it refetches its snapshot, so it misses nothing it shows). A connected
 * client may have twice that unacknowledged, room for what arrives while a queue drains after
 * a reconnect; beyond, Aedes ends its connection, since a client that acknowledges nothing is stuck.
 * Counts are kept beside the store and recounted from it whenever they reach a limit, so they
 * cannot drift into refusing a queue that has room.
 */
export function boundedPersistence(limits: QueueLimits): BoundedPersistence {
  const inner = memory() as unknown as Persistence;
  const counts = new Map<string, { messages: number; bytes: number }>();
  let dropped = 0;
  /** Bytes queued for all clients, kept beside the per-client counts. */
  let total = 0;

  const countOf = (clientId: string) => {
    let count = counts.get(clientId);
    if (count === undefined) {
      count = { messages: 0, bytes: 0 };
      counts.set(clientId, count);
    }
    return count;
  };
  const fits = (clientId: string, count: { messages: number; bytes: number }, size: number) => {
    const online = limits.isOnline(clientId);
    const factor = online ? 2 : 1;
    if (!online && total + size > limits.totalBytes) return false;
    return count.messages + 1 <= limits.messages * factor && count.bytes + size <= limits.bytes * factor;
  };
  const take = (count: { messages: number; bytes: number }, size: number) => {
    count.messages += 1;
    count.bytes += size;
    total += size;
  };

  async function recount(clientId: string): Promise<{ messages: number; bytes: number }> {
    const count = { messages: 0, bytes: 0 };
    for await (const packet of inner.outgoingStream({ id: clientId })) {
      count.messages += 1;
      count.bytes += sizeOf(packet);
    }
    total += count.bytes - (counts.get(clientId)?.bytes ?? 0);
    counts.set(clientId, count);
    return count;
  }

  /** Admits a message once the client's count was found full: recounted from the store first. */
  async function admitAfterRecount(clientId: string, size: number): Promise<boolean> {
    const count = await recount(clientId);
    if (!fits(clientId, count, size)) {
      dropped += 1;
      return false;
    }
    take(count, size);
    return true;
  }

  const enqueue = inner.outgoingEnqueue.bind(inner);
  const enqueueCombi = inner.outgoingEnqueueCombi.bind(inner);
  const clear = inner.outgoingClearMessageId.bind(inner);
  const target = inner as unknown as Record<string, unknown> & Pick<Persistence, 'outgoingClearMessageId'>;
  // Aedes 1.x calls these without a callback and waits on the promise. Aedes enqueues every QoS 1
  // message for every persistent subscriber, online ones too, before it delivers any: a queue
  // with room is admitted without waiting, so one message to 1,000 subscribers costs no 1,000 awaits.
  target.outgoingEnqueue = (sub: { clientId: string }, packet: QueuedPacket) => {
    const size = sizeOf(packet);
    const count = countOf(sub.clientId);
    if (fits(sub.clientId, count, size)) {
      take(count, size);
      return enqueue(sub, packet);
    }
    return admitAfterRecount(sub.clientId, size).then((admitted) => (admitted ? enqueue(sub, packet) : undefined));
  };
  target.outgoingEnqueueCombi = (subs: { clientId: string }[], packet: QueuedPacket) => {
    const size = sizeOf(packet);
    const admitted: { clientId: string }[] = [];
    let full: { clientId: string }[] | undefined;
    for (const sub of subs) {
      const count = countOf(sub.clientId);
      if (fits(sub.clientId, count, size)) {
        take(count, size);
        admitted.push(sub);
      } else (full ??= []).push(sub);
    }
    if (full === undefined) return admitted.length > 0 ? enqueueCombi(admitted, packet) : Promise.resolve();
    const recounted = full;
    return (async () => {
      for (const sub of recounted) if (await admitAfterRecount(sub.clientId, size)) admitted.push(sub);
      if (admitted.length > 0) await enqueueCombi(admitted, packet);
    })();
  };
  target.outgoingClearMessageId = (client: Client, packet: QueuedPacket) =>
    clear(client, packet).then((removed) => {
      const count = counts.get(client.id);
      if (removed && count !== undefined) {
        const bytes = Math.min(count.bytes, sizeOf(removed));
        total -= bytes;
        count.messages = Math.max(0, count.messages - 1);
        count.bytes -= bytes;
        if (count.messages === 0) counts.delete(client.id);
      }
      return removed;
    });
  // Aedes stores a persistent client's SUBSCRIBE once per filter, each time with the packet's
  // whole list (aedes/lib/handlers/subscribe.js storeSubscriptions): n filters cost n * n
  // stores, 1,000,000 for a packet of 1,000. One store per list, of the filters the access rule
  // allows (the others are answered 128 and must not be kept for the session's return).
  const addSubscriptions = inner.addSubscriptions.bind(inner);
  const stored = new WeakMap<object, Promise<unknown>>();
  target.addSubscriptions = (client: Client, subs: { topic: string }[]) => {
    let done = stored.get(subs);
    if (done === undefined) {
      const allowed = subs.filter((sub) => limits.storable(sub.topic));
      done = allowed.length === 0 ? Promise.resolve() : addSubscriptions(client, allowed);
      stored.set(subs, done);
    }
    return done;
  };

  return {
    persistence: inner,
    queued: (clientId) => ({ ...(counts.get(clientId) ?? { messages: 0, bytes: 0 }) }),
    totals() {
      let messages = 0;
      for (const count of counts.values()) messages += count.messages;
      return { clients: counts.size, messages, bytes: total };
    },
    async dropSession(clientId) {
      const client = { id: clientId };
      await inner.cleanSubscriptions(client);
      // Offline messages have no packet id yet: each clear removes the oldest such one.
      for await (const packet of inner.outgoingStream(client)) await target.outgoingClearMessageId(client, packet);
      total -= counts.get(clientId)?.bytes ?? 0;
      counts.delete(clientId);
    },
    get dropped() {
      return dropped;
    },
  };
}
