/**
 * Where every "now" of the server comes from: the simulator, "today" in a time zone, token and
 * code expiry, rate-limit windows, caches. Production reads the system clock; `CLOCK_START`
 * starts it at a chosen instant; tests pass a ManualClock and move it themselves.
 */
export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that reads `start` at the moment it is made, then runs at real speed. */
export function clockStartingAt(start: number, real: () => number = Date.now): Clock {
  const offset = start - real();
  return { now: () => real() + offset };
}

/** A clock that moves only when told to (tests). */
export class ManualClock implements Clock {
  #at: number;

  constructor(at: number | string | Date) {
    this.#at = typeof at === 'number' ? at : new Date(at).getTime();
    if (!Number.isFinite(this.#at)) throw new Error(`not an instant: ${String(at)}`);
  }

  now(): number {
    return this.#at;
  }

  set(at: number | string | Date): void {
    this.#at = typeof at === 'number' ? at : new Date(at).getTime();
  }

  advance(ms: number): void {
    this.#at += ms;
  }
}
