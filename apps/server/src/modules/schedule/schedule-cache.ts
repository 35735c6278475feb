import type { MatchUpdate } from '@placar/contract/live-update';

/**
 * In-process cache of serialized answers for the hot read paths. Live updates invalidate it
 * synchronously (its matchUpdated listener has ListenerPriority.dropCache: it runs before any publisher), so once an update is
 * published no answer computed before it is served again. Entries carry tags:
 * `match:<id>` (the answer shows that match), `competition:<id>` (it depends on any match of
 * it, e.g. a table) and `status` (it depends on which matches are in which phase: tabs,
 * counts, live lists). A TTL bounds staleness from writes that emit no event (imports).
 */
export const STATUS_TAG = 'status';
export const matchTag = (id: number) => `match:${id}`;
export const competitionTag = (id: number) => `competition:${id}`;

interface CacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  body: Buffer;
  tags: readonly string[];
  expires: number;
}

interface Computed {
  body: Buffer;
  tags: readonly string[];
}

export class ScheduleCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, { version: number; promise: Promise<Buffer> }>();
  /** Last status published per match: an update with the same status leaves phases as they were. */
  private readonly statusById = new Map<number, number>();
  private version = 0;
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: CacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 5000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer for `key`, else `compute`'s, kept unless an update arrived meanwhile. */
  async get(key: string, compute: () => Promise<Computed>): Promise<Buffer> {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      if (entry.expires > this.now()) {
        // Most recently used last: eviction takes the first.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.body;
      }
      this.remove(key);
    }
    const running = this.inFlight.get(key);
    if (running !== undefined && running.version === this.version) return running.promise;
    const version = this.version;
    const promise = compute().then(
      (computed) => {
        if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
        if (version === this.version) this.store(key, computed);
        return computed.body;
      },
      (error: unknown) => {
        if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, { version, promise });
    return promise;
  }

  /** Drops every answer the update can change. Synchronous on purpose. */
  invalidate(update: Pick<MatchUpdate, 'id' | 'competitionId' | 'status'>): void {
    this.version += 1;
    this.inFlight.clear();
    const statusChanged = this.statusById.get(update.id) !== update.status;
    this.statusById.set(update.id, update.status);
    const stale = new Set([
      matchTag(update.id),
      competitionTag(update.competitionId),
      ...(statusChanged ? [STATUS_TAG] : []),
    ]);
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => stale.has(tag))) this.remove(key);
  }

  clear(): void {
    this.version += 1;
    this.inFlight.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, computed: Computed): void {
    if (computed.body.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { body: computed.body, tags: computed.tags, expires: this.now() + this.ttlMs });
    this.bytes += computed.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.remove(oldest.value);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
