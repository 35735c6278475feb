import { InProcessSharedStore } from '../../shared-state/shared-state.ts';
import type { SharedStore } from '../../shared-state/shared-state.ts';

/**
 * Fixed-window counters on the shared-state seam: in this process by default (bounded in
 * keys), shared by every instance with REDIS_URL (docs/decisions/0080). `name` keeps each
 * limit's keys apart in a store several limits share.
 */
export class RateLimit {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly store: SharedStore;
  private readonly name: string;
  private readonly clock: () => number;

  constructor(options: {
    limit: number;
    windowMs: number;
    maxKeys?: number;
    now?: () => number;
    store?: SharedStore;
    name?: string;
  }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.store = options.store ?? new InProcessSharedStore({ maxKeys: options.maxKeys ?? 50_000 });
    this.name = `limit:${options.name ?? 'default'}:`;
    this.clock = options.now ?? Date.now;
  }

  /** Counts one attempt; false when the key has used its attempts for this window. */
  async hit(key: string, now: number = this.clock()): Promise<boolean> {
    const { count } = await this.store.hit(this.name + key, this.windowMs, now);
    return count <= this.limit;
  }

  /** Attempts counted for the key in this window. */
  async used(key: string, now: number = this.clock()): Promise<number> {
    return (await this.store.peek(this.name + key, now))?.count ?? 0;
  }

  /** Gives back one attempt counted in this window: what succeeded does not count toward a lockout. */
  async refund(key: string, now: number = this.clock()): Promise<void> {
    await this.store.refund(this.name + key, now);
  }

  /** Seconds until the key may try again (0 when it may now). */
  async retryAfter(key: string, now: number = this.clock()): Promise<number> {
    const window = await this.store.peek(this.name + key, now);
    if (window === undefined || window.count < this.limit) return 0;
    return Math.ceil((window.resetAt - now) / 1000);
  }
}
