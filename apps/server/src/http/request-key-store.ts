/** A response kept so a repeated request can get it again. */
export interface StoredAnswer {
  status: number;
  contentType: string | undefined;
  payload: string | Buffer;
}

interface Entry {
  expiresAt: number;
  /** Resolves with the first answer, or null when it cannot be replayed (then the repeat runs itself). */
  answer: Promise<StoredAnswer | null>;
  settle: (answer: StoredAnswer | null) => void;
}

export interface RequestKeyStoreOptions {
  windowMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * The first answer per request key for a time window. Bounded: the oldest entries go first
 * when full, and since every entry lives the same window, the oldest are also the first to expire.
 */
export class RequestKeyStore {
  readonly #entries = new Map<string, Entry>();
  readonly #windowMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: RequestKeyStoreOptions) {
    this.#windowMs = options.windowMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Claims a key. Returns null when the caller is first (it must then call `settle`), or the
   * pending or finished answer of the first request within the window.
   */
  claim(key: string): { settle: (answer: StoredAnswer | null) => void } | { answer: Promise<StoredAnswer | null> } {
    const now = this.#now();
    this.#sweep(now);
    const existing = this.#entries.get(key);
    if (existing !== undefined) return { answer: existing.answer };
    let resolve!: (answer: StoredAnswer | null) => void;
    const answer = new Promise<StoredAnswer | null>((done) => (resolve = done));
    const entry: Entry = {
      expiresAt: now + this.#windowMs,
      answer,
      settle: (stored) => {
        // An answer that cannot be replayed must not hold the key: the next repeat runs itself.
        if (stored === null && this.#entries.get(key) === entry) this.#entries.delete(key);
        resolve(stored);
      },
    };
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return { settle: entry.settle };
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) break;
      this.#entries.delete(key);
    }
  }
}
