/**
 * Schedules room publications: state and title changes go out at once, viewer-count changes at
 * most once per coalesceMs per room. Every message gets a sequence that only grows, also across
 * restarts (it starts from the clock), so clients keep the newest.
 */
export class RoomEvents {
  private readonly pending = new Map<number, NodeJS.Timeout>();
  private readonly publish: (roomId: number, seq: number) => Promise<void>;
  private readonly now: () => number;
  private readonly coalesceMs: number;
  private readonly onError: (error: unknown) => void;
  private lastSeq = 0;
  private closed = false;

  constructor(options: {
    publish: (roomId: number, seq: number) => Promise<void>;
    now: () => number;
    coalesceMs: number;
    onError: (error: unknown) => void;
  }) {
    this.publish = options.publish;
    this.now = options.now;
    this.coalesceMs = options.coalesceMs;
    this.onError = options.onError;
  }

  /** Publishes the room's state now (a pending viewer update is folded in). */
  async publishNow(roomId: number): Promise<void> {
    const timer = this.pending.get(roomId);
    if (timer !== undefined) clearTimeout(timer);
    this.pending.delete(roomId);
    if (this.closed) return;
    await this.publish(roomId, this.nextSeq());
  }

  /** Publishes the room's state within coalesceMs. */
  soon(roomId: number): void {
    if (this.closed || this.pending.has(roomId)) return;
    const timer = setTimeout(() => {
      this.pending.delete(roomId);
      this.publish(roomId, this.nextSeq()).catch(this.onError);
    }, this.coalesceMs);
    timer.unref();
    this.pending.set(roomId, timer);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private nextSeq(): number {
    this.lastSeq = Math.max(this.lastSeq + 1, this.now());
    return this.lastSeq;
  }
}
