/**
 * Peak viewers of each live in progress, fed with every count change this instance publishes (the
 * peak is also raised in the database as it grows, so instances agree on it). The time-weighted
 * average is not kept here: it comes from the room's watch time in the shared store, which every
 * instance's joins, leaves and ends feed exactly (decision 0154, `averageViewers`).
 */
export class ViewerStats {
  private readonly lives = new Map<number, { recordId: number; peak: number }>();

  start(roomId: number, recordId: number): void {
    this.lives.set(roomId, { recordId, peak: 0 });
  }

  /** Records the room's count; true when it is a new peak of the live as this instance saw it. */
  update(roomId: number, recordId: number, count: number): boolean {
    let live = this.lives.get(roomId);
    if (live === undefined || live.recordId !== recordId) {
      live = { recordId, peak: 0 };
      this.lives.set(roomId, live);
    }
    if (count <= live.peak) return false;
    live.peak = count;
    return true;
  }

  peakOf(roomId: number, recordId: number): number {
    const live = this.lives.get(roomId);
    return live?.recordId === recordId ? live.peak : 0;
  }

  /** Ends a live here: its peak as this instance saw it (the database keeps the greatest). */
  finish(roomId: number, recordId: number): number {
    const peak = this.peakOf(roomId, recordId);
    this.lives.delete(roomId);
    return peak;
  }
}

/** The time-weighted average of a live from its viewer-milliseconds over its length (2 decimals); the count now when it lasted no time. */
export function averageViewers(watchMs: number, startedAt: number, at: number, countNow: number): number {
  const duration = at - startedAt;
  const average = duration > 0 ? watchMs / duration : countNow;
  return Math.round(average * 100) / 100;
}
