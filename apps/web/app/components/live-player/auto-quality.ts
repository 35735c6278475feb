/**
 * Auto quality: which rendition a player should take, from what its downloads measured. Pure, so
 * the rules are tested without a network. A live stream arrives at its own pace, so a steady
 * download only shows the stream's bitrate; the bursts show what the network can do (a (re)start
 * gets the cached GOP at once, and a player that fell behind catches up).
 */

export type QualityChoice = 'auto' | 'source' | 'low';
export type Rendition = 'source' | 'low';

const WINDOW_MS = 250;
const CAPACITY_SPAN_MS = 30_000;
const RATE_SPAN_MS = 10_000;

/** Bytes received per 250 ms window over the last 30 s. */
export class ThroughputMeter {
  private readonly windows: { start: number; bytes: number }[] = [];

  add(bytes: number, at: number): void {
    const last = this.windows.at(-1);
    if (last !== undefined && at - last.start < WINDOW_MS) last.bytes += bytes;
    else this.windows.push({ start: at, bytes });
    while (this.windows.length > 0 && at - (this.windows[0]?.start ?? at) > CAPACITY_SPAN_MS) this.windows.shift();
  }

  /** The fastest window of the last 30 s, kbps: what the network delivered when it had more to send than the live pace. */
  capacityKbps(): number | null {
    if (this.windows.length < 2) return null;
    return Math.max(...this.windows.map((window) => (window.bytes * 8) / WINDOW_MS));
  }

  /** The average rate of the last 10 s, kbps: the stream's own bitrate while the player keeps up. */
  rateKbps(now: number): number | null {
    const recent = this.windows.filter((window) => now - window.start <= RATE_SPAN_MS);
    if (recent.length < 4) return null;
    const span = now - (recent[0]?.start ?? now) + WINDOW_MS;
    return (recent.reduce((sum, window) => sum + window.bytes, 0) * 8) / span;
  }

  clear(): void {
    this.windows.length = 0;
  }
}

interface AutoQualityInput {
  current: Rendition;
  /** ms on the current rendition. */
  onItMs: number;
  /** Stalls (no playhead progress while meant to play) in the last 20 s. */
  recentStalls: number;
  capacityKbps: number | null;
  /** The source's bitrate as measured while it played; null before. */
  sourceKbps: number | null;
  /** A network the browser says is slow (Network Information: save-data, 2g, 3g). */
  slowNetwork: boolean;
}

/** A source whose bitrate was never measured is taken as a typical 720p stream. */
const ASSUMED_SOURCE_KBPS = 3000;
/** Back up to the source only with this much headroom, after this long on the low rendition without a stall. */
const UP_HEADROOM = 1.5;
const UP_AFTER_MS = 30_000;
const DOWN_HEADROOM = 1.1;

/** The rendition Auto takes now. */
export function autoRendition(input: AutoQualityInput): Rendition {
  const source = input.sourceKbps ?? ASSUMED_SOURCE_KBPS;
  if (input.current === 'source') {
    if (input.recentStalls >= 2) return 'low';
    if (input.capacityKbps !== null && input.capacityKbps < source * DOWN_HEADROOM) return 'low';
    return 'source';
  }
  if (input.recentStalls > 0 || input.onItMs < UP_AFTER_MS || input.slowNetwork) return 'low';
  return input.capacityKbps !== null && input.capacityKbps >= source * UP_HEADROOM ? 'source' : 'low';
}

/** Where Auto starts: the low rendition on a network the browser calls slow, else the source. */
export function firstRendition(slowNetwork: boolean): Rendition {
  return slowNetwork ? 'low' : 'source';
}

/** What the browser says of its network (Chrome, Android): save-data, or an effective type of 3g or slower. */
export function readSlowNetwork(): boolean {
  const connection = (
    globalThis.navigator as (Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }) | undefined
  )?.connection;
  return connection?.saveData === true || ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}
