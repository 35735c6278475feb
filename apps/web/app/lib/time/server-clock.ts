/**
 * Offset between the server clock and this device, from one round trip: the server read
 * its time about halfway between sending and receiving.
 */
export function clockOffset(serverNow: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverNow - (sentAt + receivedAt) / 2);
}

interface ServerClockOptions {
  /** The server's time in ms (the system time call); undefined or a rejection when it failed. */
  serverTime: () => Promise<number | undefined>;
  /** This device's clock (Date.now). */
  now: () => number;
  setClock: (clock: number) => void;
  /** Runs fn every tick; returns the stop. */
  every: (fn: () => void) => () => void;
}

/**
 * The app's clock: this device's time corrected by the server's offset, set every tick. Nothing
 * is set until the server first answers, so pages keep the time the server drew them at; a
 * device clock days off (a phone set by hand, a test browser against the simulator) made a live
 * match show 90+4701' for a round trip. Without an answer the device's own clock is used; a
 * later failure keeps the last offset.
 */
export function serverClock(options: ServerClockOptions) {
  let offset: number | null = null;
  let stopped = false;
  const tick = () => {
    if (offset !== null) options.setClock(options.now() + offset);
  };
  const stopTicks = options.every(tick);
  return {
    /** Measures the offset again (on mount, and when the page becomes visible again). */
    async sync(): Promise<void> {
      const sentAt = options.now();
      let serverNow: number | undefined;
      try {
        serverNow = await options.serverTime();
      } catch {
        serverNow = undefined;
      }
      if (stopped) return;
      if (typeof serverNow === 'number') offset = clockOffset(serverNow, sentAt, options.now());
      else offset ??= 0;
      tick();
    },
    stop(): void {
      stopped = true;
      stopTicks();
    },
  };
}
