/**
 * Keys with an expiry and counters in fixed windows, in this process: the engine behind
 * InProcessSharedStore (shared-state.ts), which chat's rate limit, cool-downs and holds, login
 * limits and request keys use; redis-shared-state.ts is the same on Redis. Every method takes
 * `now` from the caller, which reads the app's clock.
 */
interface ExpiringStore {
  /** Counts one hit of `key` in a window of `windowMs` that starts at its first hit: the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number };
  /** Sets `key` to `value` until `until` (ms since the epoch; Infinity: no end), replacing what was there. */
  set(key: string, value: string, until: number): void;
  /** Sets `key` only when it is absent or expired (Redis: SET NX PX); answers the entry that was there instead, or undefined when set. */
  setIfAbsent(key: string, value: string, until: number, now: number): { value: string; until: number } | undefined;
  /** The value of `key` and its end, unless it has expired. */
  get(key: string, now: number): { value: string; until: number } | undefined;
  delete(key: string): void;
}

interface InProcessStoreOptions {
  /**
   * At most this many keys: expired ones are dropped first, then the oldest. Infinity for keys
   * that must never be dropped under pressure (holds: a flood of counters must not free a banned user).
   */
  maxKeys?: number;
}

export class InProcessExpiringStore implements ExpiringStore {
  private readonly entries = new Map<string, { value: string; until: number; count: number }>();
  private readonly maxKeys: number;
  private lastSweep = 0;

  constructor(options: InProcessStoreOptions = {}) {
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number } {
    let entry = this.live(key, now);
    if (entry === undefined) {
      entry = { value: '', until: now + windowMs, count: 0 };
      this.put(key, entry, now);
    }
    entry.count += 1;
    return { count: entry.count, resetAt: entry.until };
  }

  /** Gives back one hit counted in the current window (never below 0). */
  refund(key: string, now: number): void {
    const entry = this.live(key, now);
    if (entry !== undefined && entry.count > 0) entry.count -= 1;
  }

  /** The count of the current window of `key`, undefined when none runs. */
  peek(key: string, now: number): { count: number; resetAt: number } | undefined {
    const entry = this.live(key, now);
    return entry === undefined ? undefined : { count: entry.count, resetAt: entry.until };
  }

  set(key: string, value: string, until: number): void {
    this.entries.delete(key);
    this.put(key, { value, until, count: 0 }, -Infinity);
  }

  setIfAbsent(key: string, value: string, until: number, now: number): { value: string; until: number } | undefined {
    const existing = this.get(key, now);
    if (existing !== undefined) return existing;
    this.put(key, { value, until, count: 0 }, now);
    return undefined;
  }

  get(key: string, now: number): { value: string; until: number } | undefined {
    const entry = this.live(key, now);
    return entry === undefined ? undefined : { value: entry.value, until: entry.until };
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Keys held now (tests and the operations page's figures). */
  size(now: number): number {
    this.sweep(now);
    return this.entries.size;
  }

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private put(key: string, entry: { value: string; until: number; count: number }, now: number): void {
    if (this.entries.size >= this.maxKeys) {
      this.sweep(now);
      // Still full: drop the oldest keys (a Map iterates in insertion order).
      for (const oldest of this.entries.keys()) {
        if (this.entries.size < this.maxKeys) break;
        this.entries.delete(oldest);
      }
    } else if (now - this.lastSweep > 60_000) {
      this.sweep(now);
    }
    this.entries.set(key, entry);
  }

  private sweep(now: number): void {
    if (!Number.isFinite(now)) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }
}
