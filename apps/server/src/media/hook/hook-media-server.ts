import { RTMP_APP } from '@placar/contract/live-entities';
import type { EventBus } from '../../events.ts';
import type { EngineReport } from '../../http/engine-report.ts';
import type { MediaServer, StreamStatus } from '../media-server.ts';
import { PublishKeys } from '../publish-keys.ts';
import type { KeyRefusal, RoomKey } from '../publish-keys.ts';
import { PublishRefusals } from '../publish-refusals.ts';
import { StreamTracker } from '../stream-tracker.ts';

interface HookMediaOptions {
  kind: 'nginx-rtmp' | 'srs';
  /** The reconnect grace of rooms whose host chose none. */
  graceMs: number;
  now: () => number;
  /** Where the tracker announces each stream change (streamChanged). */
  events: EventBus;
  rtmpPort: number;
  /**
   * How long a newcomer with the right key waits for the room's publisher to leave (nginx-rtmp's
   * drop_idle_publisher drops a silent one) before it is refused as busy; shorter than nginx's
   * netcall_timeout.
   */
  takeoverWaitMs: number;
  /** nginx-rtmp's control endpoint (rtmp_control), e.g. http://127.0.0.1:8080/control; null: streams are only ended by on_update. */
  controlUrl: string | null;
  /** Reads a room's key from the database: another instance may have changed it. */
  loadKey: (roomId: number) => Promise<RoomKey | null>;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/** One hook call, as nginx-rtmp (form data) or SRS (JSON) sends it. */
export interface HookCall {
  app: string;
  /** The stream name: a room id. */
  name: string;
  key: string | undefined;
  /** The engine's id of the RTMP connection. */
  clientId: string;
  address: string;
}

type HookRefusal = KeyRefusal | 'busy' | 'bad_name';

const ROOM_NAME = /^[1-9]\d{0,9}$/;

/**
 * An external engine ingests (nginx-rtmp or SRS) and asks our publish hook: the same key rule
 * as the embedded server, read fresh from the database, the same tracker for one publisher and
 * the grace period. Ending a stream goes through nginx-rtmp's control endpoint, and an
 * on_update call refuses a stream whose key is no longer valid.
 */
export class HookMediaServer implements MediaServer {
  readonly kind: 'nginx-rtmp' | 'srs';
  readonly keys = new PublishKeys();
  private readonly options: HookMediaOptions;
  private readonly tracker: StreamTracker;
  private readonly refusals = new PublishRefusals();

  constructor(options: HookMediaOptions) {
    this.kind = options.kind;
    this.options = options;
    this.tracker = new StreamTracker({
      graceMs: (roomId) => this.keys.graceOf(roomId) ?? options.graceMs,
      now: options.now,
      events: options.events,
      log: options.log,
    });
  }

  get rtmpPort(): number {
    return this.options.rtmpPort;
  }

  /** on_publish: null lets the stream in. */
  async publish(call: HookCall): Promise<HookRefusal | null> {
    const roomId = this.roomOf(call);
    if (roomId === null) return 'bad_name';
    await this.refresh(roomId);
    const keyRefusal = this.keys.check(roomId, call.key);
    // A stalled encoder is dropped by the engine (drop_idle_publisher): a newcomer with the key waits for that, not longer.
    const left = keyRefusal === null && (await this.tracker.leaves(roomId, this.options.takeoverWaitMs));
    const refusal: HookRefusal | null = keyRefusal ?? (left ? null : 'busy');
    if (refusal !== null) {
      const reason = refusal === 'not_allowed' ? 'suspended' : refusal;
      if (reason !== 'unknown_room') this.refusals.record(roomId, reason, this.options.now());
      this.options.log.info({ roomId, refusal, address: call.address }, `${this.kind} publish refused`);
      return refusal;
    }
    this.tracker.started(roomId, call.clientId);
    return null;
  }

  /** on_publish_done: the encoder left; it may come back within the grace period. */
  publishDone(call: HookCall): void {
    const roomId = this.roomOf(call);
    if (roomId !== null) this.tracker.dropped(roomId, call.clientId);
  }

  /** on_update: whether the stream may go on (its key still valid, still the room's publisher). */
  async update(call: HookCall): Promise<boolean> {
    const roomId = this.roomOf(call);
    if (roomId === null || this.tracker.publisherOf(roomId) !== call.clientId) return false;
    await this.refresh(roomId);
    return this.keys.check(roomId, call.key) === null;
  }

  /** The engine's id of the room's publisher connection (the hook's `clientid`), or null. */
  publisherOf(roomId: number): string | null {
    return this.tracker.publisherOf(roomId);
  }

  status(roomId: number): StreamStatus {
    // The engine does not tell us what it receives: no health samples and no limits on this path.
    return {
      ...this.tracker.state(roomId),
      health: null,
      history: [],
      refusals: this.refusals.of(roomId),
      limits: null,
      sourceHeight: null,
    };
  }

  async disconnect(roomId: number): Promise<void> {
    await this.dropAtEngine(roomId);
  }

  async cut(roomId: number): Promise<void> {
    this.tracker.cut(roomId);
    await this.dropAtEngine(roomId);
  }

  /** The engine is another program: the server knows only what its hook calls told. */
  health(): EngineReport {
    return {
      state: 'unknown',
      detail: `${this.kind} ingests on port ${this.options.rtmpPort}; ${this.tracker.publishing()} streams publishing, as its publish hook said`,
    };
  }

  async close(): Promise<void> {
    this.tracker.close();
  }

  private roomOf(call: HookCall): number | null {
    return call.app === RTMP_APP && ROOM_NAME.test(call.name) ? Number(call.name) : null;
  }

  private async refresh(roomId: number): Promise<void> {
    const key = await this.options.loadKey(roomId);
    if (key === null) this.keys.delete(roomId);
    else this.keys.set(roomId, key);
  }

  private async dropAtEngine(roomId: number): Promise<void> {
    if (this.options.controlUrl === null) return;
    const url = `${this.options.controlUrl.replace(/\/$/, '')}/drop/publisher?app=${RTMP_APP}&name=${roomId}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
    } catch (error) {
      this.options.log.warn({ roomId, err: error }, `${this.kind} control: could not drop the publisher`);
    }
  }
}
