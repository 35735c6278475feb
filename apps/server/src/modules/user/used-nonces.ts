/**
 * Sign-in nonces already spent, each kept until its ID token expires, so one token and nonce
 * open one session only. In this process and bounded; several instances would share it in
 * Redis behind this same small class.
 */
export class UsedNonces {
  readonly #until = new Map<string, number>();
  readonly #max: number;

  constructor(max = 50_000) {
    this.#max = max;
  }

  has(nonce: string, now: number): boolean {
    const until = this.#until.get(nonce);
    return until !== undefined && until > now;
  }

  add(nonce: string, until: number, now: number): void {
    if (this.#until.size >= this.#max) {
      for (const [key, end] of this.#until) if (end <= now) this.#until.delete(key);
      // Still full: the oldest go (their tokens are the nearest to expiring).
      for (const key of this.#until.keys()) {
        if (this.#until.size < this.#max) break;
        this.#until.delete(key);
      }
    }
    this.#until.set(nonce, until);
  }
}
