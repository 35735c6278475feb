/** How long a left home stays ready to come back to: past this, a return asks the server and waits. */
export const HOME_KEEP_ALIVE_MS = 30 * 60_000;

/**
 * The last data a page showed, per key (the home keeps one per language), so coming back shows
 * it at once while the page brings it up to date in the background. Kept in memory for the tab's
 * life only; one entry per key, so it cannot grow past the number of languages.
 */
export class KeptPages<T extends object> {
  readonly #entries = new Map<string, { data: T; at: number }>();
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(maxAgeMs: number = HOME_KEEP_ALIVE_MS, now: () => number = () => performance.now()) {
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** The data as last shown, or undefined when none was kept or it is too old to show. */
  recall(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#now() - entry.at > this.#maxAgeMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.data;
  }

  /** Keeps what the page now shows (a loader answer, a live update, a tab switch). */
  remember(key: string, data: T): void {
    this.#entries.set(key, { data, at: this.#now() });
  }

  /** Changes part of a kept entry (the match list the page keeps live); nothing when none is kept. */
  update(key: string, change: (data: T) => T): void {
    const entry = this.#entries.get(key);
    if (entry !== undefined) this.#entries.set(key, { data: change(entry.data), at: this.#now() });
  }
}
