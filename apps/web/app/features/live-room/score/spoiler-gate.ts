import type { UpdateGate } from '../../../lib/realtime/update-gate.ts';
import type { MediaProbe } from '../../../components/live-player/use-live-player.ts';

interface Held {
  /** Media time the picture must reach; null for a change queued behind held ones. */
  target: number | null;
  /** Wall time after which it is shown anyway (a frozen picture must not hide the score forever). */
  deadline: number;
  show: () => void;
}

export interface SpoilerGate extends UpdateGate {
  /** The playing video; null when it stops, which shows everything held. */
  attach(probe: MediaProbe | null): void;
  /** Shows what the picture has reached; called on a timer while anything is held. */
  release(): void;
  held(): number;
  dispose(): void;
}

/** Longest a change waits beyond the latency it was held for. */
const EXTRA_HOLD_MS = 30_000;
const CHECK_MS = 100;

/**
 * Spoiler sync. A change arriving while the viewer watches `latency` seconds behind is held
 * until the playhead reaches the media time that was live when it arrived, so a goal shows on
 * the score when it shows in the picture. Without video it shows at once. Changes keep their
 * order: one never overtakes a held one.
 */
export function createSpoilerGate(
  options: { now?: () => number; schedule?: (run: () => void, ms: number) => () => void } = {},
): SpoilerGate {
  const now = options.now ?? (() => Date.now());
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setInterval(run, ms);
      return () => clearInterval(timer);
    });
  let probe: MediaProbe | null = null;
  const queue: Held[] = [];
  let stopTimer: (() => void) | null = null;

  const stopChecking = () => {
    stopTimer?.();
    stopTimer = null;
  };

  const release = () => {
    const position = probe?.position() ?? null;
    const time = now();
    while (queue.length > 0) {
      const head = queue[0]!;
      const reached =
        probe === null ||
        head.target === null ||
        (position !== null && position >= head.target) ||
        time >= head.deadline;
      if (!reached) break;
      queue.shift();
      head.show();
    }
    if (queue.length === 0) stopChecking();
  };

  return {
    defer(show) {
      const position = probe?.position() ?? null;
      const latency = probe?.latency() ?? null;
      if (position === null || latency === null) {
        if (queue.length === 0) show();
        else queue.push({ target: null, deadline: 0, show });
        return;
      }
      queue.push({ target: position + latency, deadline: now() + latency * 1000 + EXTRA_HOLD_MS, show });
      stopTimer ??= schedule(release, CHECK_MS);
    },
    attach(next) {
      probe = next;
      if (next === null) release();
    },
    release,
    held: () => queue.length,
    dispose() {
      stopChecking();
      queue.length = 0;
    },
  };
}
