/** A response kept so a repeated request can get it again. */
export interface StoredAnswer {
  status: number;
  contentType: string | undefined;
  payload: string | Buffer;
}

interface Entry {
  expiresAt: number;
  /** Hash of the first request's body: a repeat must carry the same one. */
  bodyHash: string;
  /** Bytes the settled answer takes (0 while it runs). */
  bytes: number;
  /** Resolves with the first answer, or null when it cannot be replayed (then the repeat runs itself). */
  answer: Promise<StoredAnswer | null>;
  settle: (answer: StoredAnswer | null) => void;
}

interface RequestKeyStoreOptions {
  windowMs: number;
  maxEntries: number;
  /** Bytes of answers kept in all; the oldest go first beyond it. */
  maxBytes: number;
  /** An answer larger than this is not kept: its repeat runs again. */
  maxAnswerBytes: number;
  now: () => number;
}

type Claim =
  | { settle: (answer: StoredAnswer | null) => void }
  | { answer: Promise<StoredAnswer | null> }
  /** The key was used within the window for another body. */
  | { conflict: true };

/**
 * The first answer per request key for a time window. Bounded in entries and in bytes: the
 * oldest entries go first when full, and since every entry lives the same window, the oldest
 * are also the first to expire. One process is the embedded default; several instances would
 * share it in Redis (requirement engines), behind this same small interface.
 */
export class RequestKeyStore {
  readonly #entries = new Map<string, Entry>();
  readonly #options: RequestKeyStoreOptions;
  #bytes = 0;

  constructor(options: RequestKeyStoreOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Claims a key for a body. The first caller gets `settle` and must call it; a repeat with
   * the same body within the window gets the pending or finished first answer; one with
   * another body gets a conflict.
   */
  claim(key: string, bodyHash: string): Claim {
    const now = this.#options.now();
    this.#sweep(now);
    const existing = this.#entries.get(key);
    if (existing !== undefined)
      return existing.bodyHash === bodyHash ? { answer: existing.answer } : { conflict: true };
    let resolve!: (answer: StoredAnswer | null) => void;
    const answer = new Promise<StoredAnswer | null>((done) => (resolve = done));
    const entry: Entry = {
      expiresAt: now + this.#options.windowMs,
      bodyHash,
      bytes: 0,
      answer,
      settle: (stored) => {
        const bytes = stored === null ? 0 : Buffer.byteLength(stored.payload);
        const keep = stored !== null && bytes <= this.#options.maxAnswerBytes && this.#entries.get(key) === entry;
        if (keep) {
          entry.bytes = bytes;
          this.#bytes += bytes;
          this.#trim();
        } else if (this.#entries.get(key) === entry) {
          // An answer that cannot be replayed must not hold the key: the next repeat runs itself.
          this.#delete(key);
        }
        resolve(keep ? stored : null);
      },
    };
    this.#entries.set(key, entry);
    this.#trim();
    return { settle: entry.settle };
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(key);
  }

  #trim(): void {
    while (this.#entries.size > this.#options.maxEntries || this.#bytes > this.#options.maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) break;
      this.#delete(key);
    }
  }
}
