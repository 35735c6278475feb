interface PersistentSessionLimits {
  /** How long a persistent session outlives its disconnected client. */
  expiryMs: number;
  /** Persistent sessions kept per client address; beyond, the address's oldest offline one is dropped. */
  perAddress: number;
  /** Persistent sessions kept in all; beyond, the oldest offline one is dropped, and with none offline a new one is refused. */
  total: number;
  /** Removes a session's subscriptions and queued messages from the broker. */
  drop(clientId: string): Promise<void>;
}

interface Session {
  address: string;
  /** The connection holding the session now; undefined while its client is away. */
  connection: object | undefined;
  timer: NodeJS.Timeout | undefined;
  /** The filters it holds, counted against the subscriptions-per-client limit across reconnects. */
  topics: Set<string>;
}

/**
 * Every browser visit opens a persistent session (clean: false, requirement live-connection), and each one
 * keeps subscriptions and queues updates while its client is away. This ledger keeps that
 * finite, for the embedded broker and for the bridge to an external one alike: a session whose
 * client stays away longer than `expiryMs` is dropped, one address keeps at most `perAddress`
 * sessions and the server `total` (the oldest offline ones go first), and each session's
 * filters are known so that a client coming back cannot add to what it already holds beyond
 * the limit. The page refetches its snapshot after any reconnect, so a dropped session costs
 * the fan nothing visible.
 */
export class SessionLedger {
  readonly #limits: PersistentSessionLimits;
  /** Oldest first: a session moves to the end when its client connects again. */
  readonly #sessions = new Map<string, Session>();
  /** Client ids per address, oldest first. */
  readonly #byAddress = new Map<string, Set<string>>();
  #closed = false;

  constructor(limits: PersistentSessionLimits) {
    this.#limits = limits;
  }

  /** The filters a connecting client holds: its persistent session's set, or a new one (a clean session, or none kept). */
  topicsOf(clientId: string, clean: boolean): Set<string> {
    return clean ? new Set() : (this.#sessions.get(clientId)?.topics ?? new Set());
  }

  /** Whether a CONNECT may open or resume this session: false when the server holds `total` sessions, all of them online. */
  admits(clientId: string, clean: boolean): boolean {
    if (clean || this.#sessions.has(clientId) || this.#sessions.size < this.#limits.total) return true;
    for (const session of this.#sessions.values()) if (session.connection === undefined) return true;
    return false;
  }

  /** A client's CONNECT was accepted on `connection`, holding `topics` (from topicsOf). */
  connected(clientId: string, address: string, clean: boolean, connection: object, topics: Set<string>): void {
    // A clean connect has just wiped whatever session this id had.
    this.#forget(clientId);
    if (clean || this.#closed) return;
    this.#sessions.set(clientId, { address, connection, timer: undefined, topics });
    let ids = this.#byAddress.get(address);
    if (ids === undefined) {
      ids = new Set();
      this.#byAddress.set(address, ids);
    }
    ids.add(clientId);
    for (const id of ids) {
      if (ids.size <= this.#limits.perAddress) break;
      if (this.#sessions.get(id)?.connection === undefined) this.#drop(id);
    }
    for (const [id, session] of this.#sessions) {
      if (this.#sessions.size <= this.#limits.total) break;
      if (session.connection === undefined) this.#drop(id);
    }
  }

  /** The connection closed; a session taken over by a newer connection stays with that one. */
  disconnected(clientId: string, connection: object): void {
    const session = this.#sessions.get(clientId);
    if (session === undefined || session.connection !== connection || this.#closed) return;
    session.connection = undefined;
    clearTimeout(session.timer);
    session.timer = setTimeout(() => this.#drop(clientId), this.#limits.expiryMs);
    session.timer.unref();
  }

  /** Sessions kept, of one address or in all. */
  count(address?: string): number {
    return address === undefined ? this.#sessions.size : (this.#byAddress.get(address)?.size ?? 0);
  }

  /** Filters held by every session kept (diagnostics, tests). */
  subscriptions(): number {
    let count = 0;
    for (const session of this.#sessions.values()) count += session.topics.size;
    return count;
  }

  stop(): void {
    this.#closed = true;
    for (const session of this.#sessions.values()) clearTimeout(session.timer);
  }

  #forget(clientId: string): void {
    const session = this.#sessions.get(clientId);
    if (session === undefined) return;
    clearTimeout(session.timer);
    this.#sessions.delete(clientId);
    const ids = this.#byAddress.get(session.address);
    ids?.delete(clientId);
    if (ids?.size === 0) this.#byAddress.delete(session.address);
  }

  #drop(clientId: string): void {
    this.#forget(clientId);
    void this.#limits.drop(clientId).catch(() => undefined);
  }
}
