import type { Aedes, Client } from 'aedes';

export interface PersistentSessionLimits {
  /** How long a persistent session outlives its disconnected client. */
  expiryMs: number;
  /** Persistent sessions kept per client address; beyond, the oldest offline one is dropped. */
  perAddress: number;
  /** The client address a connection came from. */
  addressOf(client: Client): string;
  /** Removes a session's subscriptions and queued messages. */
  drop(clientId: string): Promise<void>;
}

interface Session {
  address: string;
  online: boolean;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Every browser visit opens a persistent session (clean: false, SPEC section 9), and each one
 * queues updates while its client is away. Two bounds keep that finite: a session whose client
 * stays away longer than `expiryMs` is dropped, and one address keeps at most `perAddress`
 * sessions (its oldest offline one goes first). The page refetches its snapshot after any
 * reconnect, so a dropped session costs the fan nothing visible.
 */
export function limitPersistentSessions(broker: Aedes, limits: PersistentSessionLimits): { stop(): void; count(address?: string): number } {
  const sessions = new Map<string, Session>();
  /** Client ids per address, oldest first. */
  const byAddress = new Map<string, Set<string>>();

  const forget = (clientId: string) => {
    const session = sessions.get(clientId);
    if (session === undefined) return;
    clearTimeout(session.timer);
    sessions.delete(clientId);
    const ids = byAddress.get(session.address);
    ids?.delete(clientId);
    if (ids?.size === 0) byAddress.delete(session.address);
  };
  const drop = (clientId: string) => {
    forget(clientId);
    void limits.drop(clientId).catch(() => undefined);
  };

  broker.on('clientReady', (client) => {
    if (client.clean) {
      // A clean connect has just wiped whatever session this id had.
      forget(client.id);
      return;
    }
    forget(client.id);
    const address = limits.addressOf(client);
    sessions.set(client.id, { address, online: true, timer: undefined });
    let ids = byAddress.get(address);
    if (ids === undefined) {
      ids = new Set();
      byAddress.set(address, ids);
    }
    ids.add(client.id);
    for (const id of ids) {
      if (ids.size <= limits.perAddress) break;
      if (sessions.get(id)?.online === false) drop(id);
    }
  });

  broker.on('clientDisconnect', (client) => {
    const session = sessions.get(client.id);
    // A takeover: the id is already live again on another connection.
    const live = (broker as unknown as { clients: Record<string, Client | undefined> }).clients[client.id];
    if (session === undefined || broker.closed || (live !== undefined && live !== client)) return;
    session.online = false;
    clearTimeout(session.timer);
    session.timer = setTimeout(() => drop(client.id), limits.expiryMs);
    session.timer.unref();
  });

  return {
    stop() {
      for (const session of sessions.values()) clearTimeout(session.timer);
    },
    count(address) {
      return address === undefined ? sessions.size : (byAddress.get(address)?.size ?? 0);
    },
  };
}
