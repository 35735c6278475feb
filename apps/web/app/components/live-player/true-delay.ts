import { appStore } from '../../state/app-store.ts';

/**
 * The true delay a viewer sees: server time now minus the server time the picture on screen was
 * live at the encoder (issue 40: the buffer-only figure read 0.1 s while the picture was 4.9 s
 * late). The server marks its FLV once a second with that time (`onPlacarClock`, from the stream's
 * own timestamps); a mark arrives as the newest media, so it belongs to the buffered edge then.
 */
export class ClockMarks {
  private mark: { capturedAt: number; mediaTime: number } | null = null;

  /** A mark came: `capturedAt` (server epoch ms) is the moment at media time `mediaTime` (the buffered edge, s). */
  add(capturedAt: number, mediaTime: number): void {
    this.mark = { capturedAt, mediaTime };
  }

  /** Seconds between the picture at `currentTime` and live, at server time `serverNow` (ms); null before a mark. */
  delay(currentTime: number, serverNow: number): number | null {
    if (this.mark === null) return null;
    const shownCapturedAt = this.mark.capturedAt + (currentTime - this.mark.mediaTime) * 1000;
    return Math.max(0, (serverNow - shownCapturedAt) / 1000);
  }

  clear(): void {
    this.mark = null;
  }
}

/** The payload of a mark as mpegts.js hands script data over; null when it is another tag. */
export function readClockMark(data: unknown): { capturedAt: number } | null {
  const mark = (data as { onPlacarClock?: { capturedAt?: unknown } } | null)?.onPlacarClock;
  return typeof mark?.capturedAt === 'number' && Number.isFinite(mark.capturedAt)
    ? { capturedAt: mark.capturedAt }
    : null;
}

let offset = 0;
let following = false;

/** Now on the server's clock (ms): this device's time corrected by the offset the app clock keeps (use-server-clock.ts). */
export function serverNow(): number {
  if (!following) {
    following = true;
    // The store's clock is set to device time + offset at each tick: read the offset at that moment.
    const read = (clock: number) => {
      if (clock > 0) offset = clock - Date.now();
    };
    read(appStore.getState().clock);
    appStore.subscribe((state) => read(state.clock));
  }
  return Date.now() + offset;
}
