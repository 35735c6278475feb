/**
 * Fixed-window counters kept in this process, bounded in size. One process is the embedded
 * default; several instances would share them in Redis (DESIGN.md section 1) behind this same
 * small class.
 */
export class RateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly clock: () => number;

  constructor(options: { limit: number; windowMs: number; maxKeys?: number; now?: () => number }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.maxKeys = options.maxKeys ?? 50_000;
    this.clock = options.now ?? Date.now;
  }

  /** Counts one attempt; false when the key has used its attempts for this window. */
  hit(key: string, now: number = this.clock()): boolean {
    let window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.evict(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  /** Gives back one attempt counted in this window: what succeeded does not count toward a lockout. */
  refund(key: string, now: number = this.clock()): void {
    const window = this.windows.get(key);
    if (window !== undefined && window.resetAt > now && window.count > 0) window.count -= 1;
  }

  /** Seconds until the key may try again (0 when it may now). */
  retryAfter(key: string, now: number = this.clock()): number {
    const window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now || window.count < this.limit) return 0;
    return Math.ceil((window.resetAt - now) / 1000);
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full: drop the oldest keys (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
