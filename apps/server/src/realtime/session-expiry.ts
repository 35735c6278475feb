import type { Aedes } from 'aedes';

interface SessionStore {
  cleanSubscriptions(client: { id: string }): Promise<void>;
  outgoingStream(client: { id: string }): AsyncIterable<{ messageId?: number }>;
  outgoingClearMessageId(client: { id: string }, packet: { messageId?: number }): Promise<unknown>;
}

/**
 * Every browser visit opens a persistent session (clean: false) under a new random client
 * id; without an expiry, the broker would queue every update for every visitor who never
 * comes back. A session whose client stays away longer than `afterMs` is dropped (the page
 * refetches its snapshot after any reconnect, so nothing is lost to the expiry).
 */
export function expireOfflineSessions(broker: Aedes, afterMs: number): () => void {
  // The in-memory aedes-persistence; Aedes's types leave the property out.
  const store = (broker as unknown as { persistence: SessionStore }).persistence;
  const timers = new Map<string, NodeJS.Timeout>();

  const cancel = (clientId: string) => {
    clearTimeout(timers.get(clientId));
    timers.delete(clientId);
  };
  const expire = async (clientId: string) => {
    timers.delete(clientId);
    const client = { id: clientId };
    await store.cleanSubscriptions(client);
    for await (const packet of store.outgoingStream(client)) await store.outgoingClearMessageId(client, packet);
  };

  broker.on('client', (client) => cancel(client.id));
  broker.on('clientDisconnect', (client) => {
    if (client.clean || broker.closed) return;
    cancel(client.id);
    const timer = setTimeout(() => void expire(client.id).catch(() => undefined), afterMs);
    timer.unref();
    timers.set(client.id, timer);
  });
  return () => {
    for (const clientId of [...timers.keys()]) cancel(clientId);
  };
}
