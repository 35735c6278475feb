import type { EventBus } from '../events.ts';

/** The ingest side of one room: nobody publishing, a publisher, or a publisher gone within the grace period. */
export type StreamState = 'idle' | 'publishing' | 'reconnecting';

/** start: a new publish; resume: back within the grace period; drop: the encoder left; grace_over: it did not come back; cut: ended on purpose (suspension, key reset, shutdown). */
export type StreamCause = 'start' | 'resume' | 'drop' | 'grace_over' | 'cut';

export interface StreamChange {
  roomId: number;
  state: StreamState;
  cause: StreamCause;
  /** Epoch ms, from the app's clock. */
  at: number;
}

interface Entry {
  state: Exclude<StreamState, 'idle'>;
  publisherId: string;
  since: number;
  grace: NodeJS.Timeout | null;
}

interface StreamTrackerOptions {
  /** The room's grace: its host's choice, else the server default. */
  graceMs: (roomId: number) => number;
  now: () => number;
  /** Where every change is announced (streamChanged): the going-live service listens. */
  events: EventBus;
  log: { warn(object: object, message: string): void };
  /** The engine lets go of what an ended stream held (its players, its remuxers) before anyone hears it ended. */
  ended?: (roomId: number) => void;
}

/**
 * The state machine every media engine feeds (the embedded RTMP server from its sessions, the
 * nginx-rtmp hook from its calls): one publisher per room; a dropped encoder has the room's grace
 * to come back, during which the room shows "reconnecting"; after it the stream has ended.
 * Every change goes on the event bus as streamChanged, in order.
 */
export class StreamTracker {
  private readonly rooms = new Map<number, Entry>();
  private readonly waiters = new Set<{ roomId: number; done: (left: boolean) => void }>();
  private readonly options: StreamTrackerOptions;

  constructor(options: StreamTrackerOptions) {
    this.options = options;
  }

  state(roomId: number): { state: StreamState; since: number | null } {
    const entry = this.rooms.get(roomId);
    return entry === undefined ? { state: 'idle', since: null } : { state: entry.state, since: entry.since };
  }

  /** Rooms someone publishes to now. */
  publishing(): number {
    let count = 0;
    for (const entry of this.rooms.values()) if (entry.state === 'publishing') count += 1;
    return count;
  }

  /** Whether a second publisher must be refused: someone is publishing now (not merely within the grace period). */
  isPublishing(roomId: number): boolean {
    return this.rooms.get(roomId)?.state === 'publishing';
  }

  publisherOf(roomId: number): string | null {
    return this.rooms.get(roomId)?.publisherId ?? null;
  }

  /** A publisher was let in: a start, or a resume when the room was reconnecting. */
  started(roomId: number, publisherId: string): StreamCause {
    const previous = this.rooms.get(roomId);
    if (previous?.grace) clearTimeout(previous.grace);
    const cause: StreamCause = previous?.state === 'reconnecting' ? 'resume' : 'start';
    const since = cause === 'resume' && previous !== undefined ? previous.since : this.options.now();
    this.rooms.set(roomId, { state: 'publishing', publisherId, since, grace: null });
    this.emit(roomId, 'publishing', cause);
    return cause;
  }

  /** The publisher's connection ended: reconnecting until it comes back or the grace period is over. */
  dropped(roomId: number, publisherId: string): void {
    const entry = this.rooms.get(roomId);
    if (entry === undefined || entry.publisherId !== publisherId || entry.state !== 'publishing') return;
    entry.state = 'reconnecting';
    entry.since = this.options.now();
    entry.grace = setTimeout(() => this.end(roomId, 'grace_over'), this.options.graceMs(roomId));
    entry.grace.unref();
    this.emit(roomId, 'reconnecting', 'drop');
  }

  /** Ends the stream now, with no grace period. */
  cut(roomId: number): void {
    this.end(roomId, 'cut');
  }

  close(): void {
    for (const entry of this.rooms.values()) if (entry.grace) clearTimeout(entry.grace);
    this.rooms.clear();
  }

  private end(roomId: number, cause: StreamCause): void {
    const entry = this.rooms.get(roomId);
    if (entry === undefined) return;
    if (entry.grace) clearTimeout(entry.grace);
    this.rooms.delete(roomId);
    this.emit(roomId, 'idle', cause);
  }

  /** Resolves when the room's publisher leaves (true) or after `ms` (false): a newcomer waits on a stalled one. */
  leaves(roomId: number, ms: number): Promise<boolean> {
    if (!this.isPublishing(roomId)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(false), ms);
      const done = (left: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(left);
      };
      const waiter = { roomId, done };
      this.waiters.add(waiter);
    });
  }

  private emit(roomId: number, state: StreamState, cause: StreamCause): void {
    if (state !== 'publishing') for (const waiter of [...this.waiters]) if (waiter.roomId === roomId) waiter.done(true);
    if (state === 'idle') this.options.ended?.(roomId);
    const change: StreamChange = { roomId, state, cause, at: this.options.now() };
    // The engine's RTMP callbacks do not wait for the room: a listener that fails is logged here.
    this.options.events
      .emit('streamChanged', change)
      .catch((error: unknown) => this.options.log.warn({ err: error, change }, 'stream change failed'));
  }
}
