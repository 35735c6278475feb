import { setTimeout as delay } from 'node:timers/promises';

/** Polls until the check passes (a real encoder, nginx or ffmpeg takes its time), failing after `ms`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 15_000,
): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (performance.now() > until) throw new Error('timed out waiting');
    await delay(100);
  }
}
