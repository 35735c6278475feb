interface LiveViewers {
  recordId: number;
  startedAt: number;
  lastAt: number;
  lastCount: number;
  /** Viewer-milliseconds so far. */
  area: number;
  peak: number;
}

/**
 * Peak and time-weighted average viewers of each live in progress, fed with every count change.
 * In process: after a restart a live's average covers the time since (its peak is also kept in
 * the database as it grows).
 */
export class ViewerStats {
  private readonly lives = new Map<number, LiveViewers>();

  start(roomId: number, recordId: number, at: number): void {
    this.lives.set(roomId, { recordId, startedAt: at, lastAt: at, lastCount: 0, area: 0, peak: 0 });
  }

  /** Records the room's count from now on; true when it is a new peak of the live. */
  update(roomId: number, recordId: number, count: number, at: number): boolean {
    let live = this.lives.get(roomId);
    if (live === undefined || live.recordId !== recordId) {
      this.start(roomId, recordId, at);
      live = this.lives.get(roomId) as LiveViewers;
    }
    live.area += live.lastCount * Math.max(0, at - live.lastAt);
    live.lastAt = Math.max(live.lastAt, at);
    live.lastCount = count;
    if (count <= live.peak) return false;
    live.peak = count;
    return true;
  }

  peakOf(roomId: number, recordId: number): number {
    const live = this.lives.get(roomId);
    return live?.recordId === recordId ? live.peak : 0;
  }

  /** The live's time-weighted average from its start until `at` (the console shows it while live); null when this process has not followed it. */
  averageOf(roomId: number, recordId: number, at: number): number | null {
    const live = this.lives.get(roomId);
    if (live === undefined || live.recordId !== recordId) return null;
    const area = live.area + live.lastCount * Math.max(0, at - live.lastAt);
    const duration = at - live.startedAt;
    const average = duration > 0 ? area / duration : live.lastCount;
    return Math.round(average * 100) / 100;
  }

  /** Ends a live: its peak and its average over the whole live (the last count when it lasted no time). */
  finish(roomId: number, recordId: number, at: number): { peak: number; average: number } {
    const average = this.averageOf(roomId, recordId, at);
    const live = this.lives.get(roomId);
    this.lives.delete(roomId);
    if (live === undefined || average === null) return { peak: 0, average: 0 };
    return { peak: live.peak, average };
  }
}
