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

  /**
   * Spends the nonce if nobody has: true for the one sign-in that may go on, false for every
   * other, even those that arrive at the same time (a check and a later add let 8 parallel
   * sign-ins with one token through; issue 36).
   */
  claim(nonce: string, until: number, now: number): boolean {
    if (this.has(nonce, now)) return false;
    this.add(nonce, until, now);
    return true;
  }

  /** Gives a claimed nonce back: its sign-in was refused before it opened a session (e.g. the password to link is asked). */
  release(nonce: string): void {
    this.#until.delete(nonce);
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
