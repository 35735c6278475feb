import { InProcessExpiringStore } from './expiring-store.ts';
import { InProcessMemberSets } from './member-sets.ts';

/**
 * The one seam for state that several server instances must agree on (requirement engines,
 * docs/decisions/0080): counters with expiry, keys with expiry, and events across instances.
 * Embedded default: in this process (InProcessSharedState). With REDIS_URL: Redis
 * (redis-shared-state.ts), behind a fallback that keeps requests working while Redis is away.
 * Every `now` comes from the caller, which reads the app's clock; expiry is judged on it.
 */
export interface SharedStore {
  /** Counts one hit of `key` in a window of `windowMs` that starts at its first hit. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** Gives back one hit counted in the current window (never below 0). */
  refund(key: string, now: number): Promise<void>;
  /** The count of `key`'s current window, undefined when none runs. */
  peek(key: string, now: number): Promise<{ count: number; resetAt: number } | undefined>;
  /** Sets `key` to `value` until `until` (ms since the epoch; Infinity: no end). */
  set(key: string, value: string, until: number, now: number): Promise<void>;
  /** Sets `key` only when absent or expired; answers the entry that holds instead, or undefined when set. */
  setIfAbsent(
    key: string,
    value: string,
    until: number,
    now: number,
  ): Promise<{ value: string; until: number } | undefined>;
  get(key: string, now: number): Promise<{ value: string; until: number } | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Expiring sets (the viewers of a room): each member of set `key` lives until its own end.
   * Adds `member` until `until`, or refreshes it; with onlyIfLive only a member that is live now
   * is refreshed, and a new member is refused while the set holds `max` live ones. Answers
   * whether the member is in now, and the set's live count.
   */
  memberTouch(
    key: string,
    member: string,
    until: number,
    now: number,
    options: { onlyIfLive: boolean; max: number },
  ): Promise<{ done: boolean; count: number }>;
  /** Removes a member; answers whether it was there, and the live count after. */
  memberRemove(key: string, member: string, now: number): Promise<{ done: boolean; count: number }>;
  /** The live count of each set, in the order of `keys`. */
  memberCounts(keys: readonly string[], now: number): Promise<number[]>;
  /** The live members of a set. */
  memberList(key: string, now: number): Promise<string[]>;
  /** Drops every set's ended members; answers the sets that lost some (each to one caller only). */
  memberSweep(now: number): Promise<string[]>;
  /** Removes a whole set, and its area. */
  memberClear(key: string): Promise<void>;
  /**
   * Keeps the set's area from now on: the member-milliseconds its members spend in it, each from
   * its join to its removal or its end, the live members counted from now. Exact across instances
   * (the sets' own operations keep it); a new start begins again at 0.
   */
  memberAreaStart(key: string, now: number): Promise<void>;
  /** The set's member-milliseconds since memberAreaStart until `now`; 0 when it keeps none. */
  memberArea(key: string, now: number): Promise<number>;
}

/** Messages to every instance but the sender. */
export interface SharedEvents {
  /** Sends `message` on `channel` to the other instances; resolves once the engine took it. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` with each message other instances publish on `channel`; answers the unsubscribe. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
}

export interface SharedState {
  readonly kind: 'embedded' | 'redis';
  /** True when other instances share this state (so a path that only matters across instances runs). */
  readonly spansInstances: boolean;
  readonly store: SharedStore;
  readonly events: SharedEvents;
  /** False while the engine is unreachable (degraded mode: answers come from this instance alone). */
  available(): boolean;
  /** How many times the engine went away: a change means other instances' writes may have been missed meanwhile. */
  outages(): number;
  /** Resolves once the engine answers (or at once in process). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Counters and values of one process (the embedded default, and the fallback while Redis is away). */
export class InProcessSharedStore implements SharedStore {
  private readonly entries: InProcessExpiringStore;

  constructor(options: { maxKeys?: number } = {}) {
    // Bounded like the stores it replaces: expired keys go first, then the oldest.
    this.entries = new InProcessExpiringStore({ maxKeys: options.maxKeys ?? 500_000 });
  }

  async hit(key: string, windowMs: number, now: number) {
    return this.entries.hit(key, windowMs, now);
  }

  async refund(key: string, now: number) {
    this.entries.refund(key, now);
  }

  async peek(key: string, now: number) {
    return this.entries.peek(key, now);
  }

  async set(key: string, value: string, until: number) {
    this.entries.set(key, value, until);
  }

  async setIfAbsent(key: string, value: string, until: number, now: number) {
    return this.entries.setIfAbsent(key, value, until, now);
  }

  async get(key: string, now: number) {
    return this.entries.get(key, now);
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  private readonly members = new InProcessMemberSets();

  async memberTouch(
    key: string,
    member: string,
    until: number,
    now: number,
    options: { onlyIfLive: boolean; max: number },
  ) {
    return this.members.touch(key, member, until, now, options);
  }

  async memberRemove(key: string, member: string, now: number) {
    return this.members.remove(key, member, now);
  }

  async memberCounts(keys: readonly string[], now: number) {
    return keys.map((key) => this.members.count(key, now));
  }

  async memberList(key: string, now: number) {
    return this.members.list(key, now);
  }

  async memberSweep(now: number) {
    return this.members.sweep(now);
  }

  async memberClear(key: string) {
    this.members.clear(key);
  }

  async memberAreaStart(key: string, now: number) {
    this.members.areaStart(key, now);
  }

  async memberArea(key: string, now: number) {
    return this.members.area(key, now);
  }
}

/**
 * Events among the instances that share one InProcessEventHub: in one process there is no
 * other instance, so the embedded default's hub has a single member and delivers nothing.
 * Tests put two apps on one hub to stand for two instances.
 */
export class InProcessEventHub {
  private readonly listeners = new Map<string, Set<{ member: object; listener: (message: string) => void }>>();

  member(): SharedEvents {
    const self = {};
    return {
      publish: async (channel, message) => {
        for (const entry of this.listeners.get(channel) ?? []) if (entry.member !== self) entry.listener(message);
      },
      subscribe: (channel, listener) => {
        const set = this.listeners.get(channel) ?? new Set();
        this.listeners.set(channel, set);
        const entry = { member: self, listener };
        set.add(entry);
        return () => set.delete(entry);
      },
    };
  }
}

export class InProcessSharedState implements SharedState {
  readonly kind = 'embedded' as const;
  readonly spansInstances: boolean;
  readonly store: SharedStore;
  readonly events: SharedEvents;

  /** `peers` shares the store and events with other apps in this process (tests of several instances). */
  constructor(peers?: { store: InProcessSharedStore; hub: InProcessEventHub }) {
    this.spansInstances = peers !== undefined;
    this.store = peers?.store ?? new InProcessSharedStore();
    this.events = (peers?.hub ?? new InProcessEventHub()).member();
  }

  available() {
    return true;
  }

  outages() {
    return 0;
  }

  async ready() {}

  async close() {}
}
