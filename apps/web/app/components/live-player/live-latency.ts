import type { Language } from '@placar/contract/languages';
import { decimalText } from '../../i18n/decimal-text.ts';

/**
 * How far behind live a player is, and what to do about it. Pure functions over what a
 * video element reports, so the rules are tested without a browser.
 */

interface BufferView {
  currentTime: number;
  buffered: { length: number; start(index: number): number; end(index: number): number };
}

/** The newest media time the player holds: the end of its last buffered range. */
export function bufferedEdge(video: BufferView): number | null {
  const { buffered } = video;
  return buffered.length === 0 ? null : buffered.end(buffered.length - 1);
}

/** Seconds between the playhead and the newest media received (HTTP-FLV: the live edge as it arrives). */
export function bufferLatency(video: BufferView): number | null {
  const edge = bufferedEdge(video);
  return edge === null ? null : Math.max(0, edge - video.currentTime);
}

/**
 * A hole in the buffer the playhead is stuck at: the start of the next range to jump to.
 * Happens after a dropped encoder comes back with new timestamps.
 */
export function gapAhead(video: BufferView, tolerance = 0.3): number | null {
  const { buffered, currentTime } = video;
  for (let index = 0; index < buffered.length; index += 1) {
    const start = buffered.start(index);
    const end = buffered.end(index);
    if (currentTime >= start - 0.001 && currentTime <= end) return null;
    if (start > currentTime && start - currentTime <= 5 + tolerance) return start;
  }
  return null;
}

/** Delays a viewer may pick (seconds behind live), e.g. to match a TV broadcast; 0 is as live as possible. */
export const MAX_DELAY_SECONDS = 30;

export function readDelay(search: string): number {
  const raw = Number(new URLSearchParams(search).get('delay'));
  return Number.isFinite(raw) && raw > 0 ? Math.min(MAX_DELAY_SECONDS, raw) : 0;
}

type HoldAction =
  /** Pause (or stay paused) until enough media is buffered. */
  | { kind: 'hold' }
  | { kind: 'play'; rate: number }
  /** Too far behind: jump to this many seconds before the edge. */
  | { kind: 'seek'; behindEdge: number };

/** Above the target by this much the player speeds up a little; by `JUMP_OVER` it jumps. */
const CATCH_UP_OVER = 0.4;
const JUMP_OVER = 2;
/** Below the target by this much a delayed player pauses to let the buffer grow. */
const HOLD_UNDER = 0.25;

/**
 * One step of keeping a player `target` seconds behind the edge (a viewer's chosen delay).
 * While holding it resumes only once the target is reached, so it does not flap.
 */
export function holdStep(latency: number, target: number, holding: boolean): HoldAction {
  if (holding ? latency < target : latency < target - HOLD_UNDER) return { kind: 'hold' };
  if (latency > target + JUMP_OVER) return { kind: 'seek', behindEdge: target };
  return { kind: 'play', rate: latency > target + CATCH_UP_OVER ? 1.1 : 1 };
}

/** Seconds shown to the viewer: one decimal under 10 s, whole seconds above, with the language's decimal mark ("0,4" in br). */
export function formatLatency(seconds: number, lang: Language = 'en'): string {
  return decimalText(seconds, lang, seconds < 10 ? 1 : 0);
}
