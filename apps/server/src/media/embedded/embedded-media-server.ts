import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { RTMP_APP } from '@placar/contract/live-entities';
import type { EventBus } from '../../events.ts';
import type { EngineReport } from '../../http/engine-report.ts';
import { CLOCK_TAG_EVERY_MS, DelayClock, clockTag } from '../delay-clock.ts';
import type { MediaServer, Rendition, StreamStatus } from '../media-server.ts';
import { PublishKeys } from '../publish-keys.ts';
import type { KeyRefusal } from '../publish-keys.ts';
import { PublishRefusals } from '../publish-refusals.ts';
import { HealthMeter } from '../stream-health.ts';
import type { MeteredPacket } from '../stream-health.ts';
import { bitrateCut, sampleBreaches, startBreach } from '../stream-limits.ts';
import type { LimitBreach, StreamLimits } from '../stream-limits.ts';
import { StreamTracker } from '../stream-tracker.ts';
import { flvViewer, MAX_VIEWER_BUFFER_BYTES } from './flv-viewer.ts';
import { HlsRemuxer } from './hls-remuxer.ts';
import { ConnectionSlots } from './ingest-limits.ts';
import type { IngestLimits } from './ingest-limits.ts';
import { LowRenditions } from './low-rendition.ts';
import {
  attachViewer,
  cachedMediaBytes,
  createBroadcast,
  finishBroadcast,
  handleRtmpSocket,
  sendToPlayers,
  setNmsLog,
} from './nms-seam.ts';
import type { NmsBroadcast, PublisherHandle, RtmpHooks, RtmpRefusal } from './nms-seam.ts';

export interface MediaLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface EmbeddedMediaOptions {
  /** The reconnect grace of rooms whose host chose none. */
  graceMs: number;
  now: () => number;
  /** Where the tracker announces each stream change (streamChanged). */
  events: EventBus;
  log: MediaLog;
  /** Debian's ffmpeg for HLS and the low rendition; null serves neither. */
  ffmpegPath: string | null;
  ingest: IngestLimits;
  streamLimits: StreamLimits;
  /** The transcoded rendition (null: none) and how many rooms may be transcoded at once. */
  lowRendition: { height: number; maxRooms: number } | null;
  maxViewerBufferBytes?: number;
}

/** Room ids as stream names: the path is /live/{roomId}. */
const ROOM_NAME = /^[1-9]\d{0,9}$/;
/** node-media-server's own resume window: ours (the tracker's, up to an hour) decides, so it never ends a publish first. */
const BROADCAST_GRACE_MS = 3_700_000;
/** A publisher is put on air at its first keyframe, or after this much stream time without one (audio only). */
const ON_AIR_WITHOUT_KEYFRAME_MS = 2000;
/**
 * A publisher silent this long may be taken over by a newcomer with the right key (a frozen
 * encoder, a laptop asleep); one that sends media while the newcomer waits keeps the room.
 */
const TAKEOVER_SILENCE_MS = 2000;

interface Publisher {
  handle: PublisherHandle;
  broadcast: NmsBroadcast;
  onAir: boolean;
  /** performance.now() of its last audio or video packet. */
  lastMediaAt: number;
  firstDts: number | null;
  clock: DelayClock;
  nextClockTag: number;
  /** Health samples taken since it went on air: the first one is checked against the limits. */
  samples: number;
  /** Stream-time window of the flood check. */
  window: { start: number; bytes: number } | null;
}

const REFUSALS: Record<
  Exclude<KeyRefusal, 'unknown_room'>,
  { reason: 'no_key' | 'wrong_key' | 'old_key' | 'suspended'; description: string }
> = {
  no_key: { reason: 'no_key', description: 'This room has no stream key yet: make one on the host key page' },
  wrong_key: { reason: 'wrong_key', description: 'Wrong stream key: copy it again from the host key page' },
  old_key: { reason: 'old_key', description: 'This stream key was reset: copy the new one from the host key page' },
  not_allowed: { reason: 'suspended', description: 'This host is suspended: the room is closed' },
};

/**
 * node-media-server inside the process (requirement engines): RTMP ingest on its own port,
 * HTTP-FLV and HLS served by Fastify's routes through serveFlv / the remuxer. Publishes are
 * let in by the shared rule (keys) and the tracker (one publisher, a grace period to come back),
 * put on air once their first frames are within the stream limits, and dropped when they go
 * silent; a newcomer with the right key takes over a silent publisher.
 */
export class EmbeddedMediaServer implements MediaServer {
  readonly kind = 'embedded' as const;
  readonly keys = new PublishKeys();
  readonly hls: HlsRemuxer | null;
  readonly low: LowRenditions | null;
  private readonly options: EmbeddedMediaOptions;
  private readonly tracker: StreamTracker;
  private readonly refusals = new PublishRefusals();
  private readonly slots: ConnectionSlots;
  private readonly broadcasts = new Map<number, NmsBroadcast>();
  private readonly publishers = new Map<number, Publisher>();
  private readonly meters = new Map<number, HealthMeter>();
  private readonly lowClockMarks = new Map<number, { nextClockTag: number }>();
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;
  private port = 0;

  constructor(options: EmbeddedMediaOptions) {
    this.options = options;
    setNmsLog((level, message) => options.log[level === 'error' ? 'warn' : level]({}, message));
    this.hls =
      options.ffmpegPath === null
        ? null
        : new HlsRemuxer({ ffmpegPath: options.ffmpegPath, now: options.now, log: options.log });
    this.low =
      options.ffmpegPath === null || options.lowRendition === null
        ? null
        : new LowRenditions({
            ffmpegPath: options.ffmpegPath,
            height: options.lowRendition.height,
            maxRooms: options.lowRendition.maxRooms,
            log: options.log,
            onPacket: (roomId, broadcast, packet) =>
              this.markClock(broadcast, packet, this.publishers.get(roomId)?.clock ?? null, this.lowMarks(roomId)),
          });
    this.slots = new ConnectionSlots(options.ingest);
    this.tracker = new StreamTracker({
      graceMs: (roomId) => this.keys.graceOf(roomId) ?? options.graceMs,
      now: options.now,
      events: options.events,
      log: options.log,
      ended: (roomId) => this.ended(roomId),
    });
  }

  get rtmpPort(): number {
    return this.port;
  }

  /** Open RTMP connections (tests read it to see a refused connection go). */
  get openConnections(): number {
    return this.slots.open;
  }

  /** Starts RTMP ingest; resolves with the port (0 picks a free one). Fails, without exiting the process, on a busy port. */
  listen(port: number, host: string): Promise<number> {
    if (this.server !== null) throw new Error('the RTMP server is already listening');
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', (error) => {
        this.server = null;
        reject(error);
      });
      server.listen(port, host, () => {
        const address = server.address();
        this.port = typeof address === 'object' && address !== null ? address.port : port;
        resolve(this.port);
      });
    });
  }

  private accept(socket: Socket): void {
    const address = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    if (!this.slots.take(address)) {
      this.options.log.info({ address }, 'RTMP connection refused: too many open from this address or in all');
      socket.destroy();
      return;
    }
    this.sockets.add(socket);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.slots.release(address);
    });
    socket.on('error', () => undefined);
    handleRtmpSocket(socket, this.hooks, this.options.ingest);
  }

  status(roomId: number): StreamStatus {
    const { state, since } = this.tracker.state(roomId);
    const meter = this.meters.get(roomId);
    const publisher = this.publishers.get(roomId);
    const height = meter?.latest?.video?.height ?? (publisher?.onAir ? publisher.handle.metadata().height : null);
    return {
      state,
      since,
      health: meter?.latest ?? null,
      history: meter === undefined ? [] : [...meter.history],
      refusals: this.refusals.of(roomId),
      limits: this.options.streamLimits,
      sourceHeight: state === 'idle' ? null : height,
    };
  }

  async disconnect(roomId: number): Promise<void> {
    this.publishers.get(roomId)?.handle.destroy();
  }

  async cut(roomId: number): Promise<void> {
    this.publishers.get(roomId)?.handle.destroy();
    this.tracker.cut(roomId);
  }

  health(): EngineReport {
    if (this.server === null || this.port === 0)
      return {
        state: 'down',
        detail: 'not listening for RTMP: the start log says why (RTMP_PORT taken by another program?)',
      };
    return { state: 'up', detail: `RTMP on port ${this.port}, ${this.tracker.publishing()} streams publishing` };
  }

  /**
   * Plays a room to one HTTP response as FLV: the headers, the cached GOP at once, then live
   * tags with clock marks. False when nobody is publishing to the room (the caller answers 404,
   * with no bytes). The low rendition is the source when the source is no larger, or when the
   * machine's share of transcodes is taken.
   */
  serveFlv(roomId: number, response: ServerResponse, rendition: Rendition = 'source'): boolean {
    const broadcast = this.playable(roomId, rendition);
    if (broadcast === null) return false;
    response.writeHead(200, {
      'content-type': 'video/x-flv',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
    response.flushHeaders();
    const viewer = flvViewer(response, {
      maxBufferBytes: this.options.maxViewerBufferBytes ?? MAX_VIEWER_BUFFER_BYTES,
      onTooSlow: () => this.options.log.info({ roomId }, 'FLV viewer closed: it fell too far behind'),
    });
    // While the encoder is away a new viewer waits for its return instead of replaying the last GOP.
    const detach = attachViewer(broadcast, viewer, {
      cached: this.tracker.state(roomId).state === 'publishing',
      player: true,
    });
    response.on('close', detach);
    return true;
  }

  /** The broadcast viewers may join: someone is publishing, or may come back within the grace period. */
  liveBroadcast(roomId: number): NmsBroadcast | null {
    if (this.tracker.state(roomId).state === 'idle') return null;
    return this.broadcasts.get(roomId) ?? null;
  }

  private playable(roomId: number, rendition: Rendition): NmsBroadcast | null {
    const source = this.liveBroadcast(roomId);
    if (source === null || rendition === 'source' || this.low === null) return source;
    const height = this.status(roomId).sourceHeight;
    if (height === null || height <= this.low.height) return source;
    return this.low.broadcastFor(roomId, source) ?? source;
  }

  /** HLS playlist of a publishing room or its low rendition (the remux starts at the first request); null when there is none. */
  async hlsPlaylist(roomId: number, rendition: Rendition = 'source'): Promise<Buffer | null> {
    const broadcast = this.playable(roomId, rendition);
    if (broadcast === null || this.hls === null) return null;
    return this.hls.playlist(hlsStream(roomId, rendition), broadcast);
  }

  async hlsSegment(roomId: number, name: string, rendition: Rendition = 'source'): Promise<Buffer | null> {
    return this.hls?.segment(hlsStream(roomId, rendition), name) ?? null;
  }

  /** Bytes a viewer joining now would get at once: what a refused publish must never leave behind. */
  cachedBytes(roomId: number): number {
    const broadcast = this.broadcasts.get(roomId);
    return broadcast === undefined ? 0 : cachedMediaBytes(broadcast);
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const roomId of [...this.publishers.keys()]) await this.cut(roomId);
    this.tracker.close();
    for (const socket of this.sockets) socket.destroy();
    this.low?.close();
    await this.hls?.close();
    if (server !== null) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private readonly hooks: RtmpHooks = {
    broadcastFor: (app, name) => {
      if (app !== RTMP_APP || !ROOM_NAME.test(name)) return null;
      // A new broadcast is kept only once a publish is put on air, so refused attempts leave nothing behind.
      return this.broadcasts.get(Number(name)) ?? createBroadcast(`/${RTMP_APP}/${name}`, BROADCAST_GRACE_MS);
    },
    authorizePublish: async (name, key, handle) => {
      const roomId = Number(name);
      const keyRefusal = this.keys.check(roomId, key);
      if (keyRefusal === 'unknown_room')
        return this.refused(roomId, handle, null, {
          code: 'NetStream.Publish.BadName',
          description: `No room ${roomId}`,
        });
      if (keyRefusal !== null) {
        const { reason, description } = REFUSALS[keyRefusal];
        return this.refused(roomId, handle, reason, { code: 'NetStream.Publish.Denied', description });
      }
      const current = this.publishers.get(roomId);
      if (current !== undefined && !(await this.takeOver(roomId, current))) {
        return this.refused(roomId, handle, 'busy', {
          code: 'NetStream.Publish.BadName',
          description: 'Another encoder is publishing to this room with its key',
        });
      }
      return null;
    },
    onPublishing: (name, handle, broadcast) => {
      const roomId = Number(name);
      this.publishers.set(roomId, {
        handle,
        broadcast,
        onAir: false,
        lastMediaAt: performance.now(),
        firstDts: null,
        clock: new DelayClock(),
        nextClockTag: 0,
        samples: 0,
        window: null,
      });
    },
    onPacket: (name, handle, packet) => {
      const roomId = Number(name);
      const publisher = this.publishers.get(roomId);
      if (publisher?.handle !== handle) return;
      publisher.lastMediaAt = performance.now();
      if (!publisher.onAir) {
        publisher.firstDts ??= packet.dts;
        const keyframe = packet.kind === 'video' && packet.keyframe;
        if (keyframe || packet.dts - publisher.firstDts >= ON_AIR_WITHOUT_KEYFRAME_MS) this.putOnAir(roomId, publisher);
        return;
      }
      publisher.clock.arrived(packet.dts, performance.now());
      const meter = this.meters.get(roomId);
      meter?.setMetadata(handle.metadata());
      meter?.add(packet);
      const flood = this.flood(publisher, packet);
      if (flood !== null) return this.overLimits(roomId, publisher, flood);
      this.markClock(publisher.broadcast, packet, publisher.clock, publisher);
    },
    onPublisherClosed: (name, handle) => {
      const roomId = Number(name);
      const publisher = this.publishers.get(roomId);
      if (publisher?.handle !== handle) return;
      this.publishers.delete(roomId);
      if (publisher.onAir) this.tracker.dropped(roomId, handle.id);
    },
    onIdle: (name, handle) =>
      this.options.log.info(
        { roomId: Number(name), address: handle.address },
        `RTMP publisher sent no media for ${this.options.ingest.idleTimeoutMs / 1000} s: dropped`,
      ),
    onLimit: (address, reason) =>
      this.options.log.info({ address, reason }, 'RTMP connection closed at an ingest limit'),
  };

  /** Records a refusal the host should see (not for an unknown room) and answers it. */
  private refused(
    roomId: number,
    handle: PublisherHandle,
    reason: Parameters<PublishRefusals['record']>[1] | null,
    answer: RtmpRefusal,
    detail: string | null = null,
  ): RtmpRefusal {
    if (reason !== null) this.refusals.record(roomId, reason, this.options.now(), detail);
    this.options.log.info(
      { roomId, refusal: reason ?? 'unknown_room', detail, address: handle.address },
      'RTMP publish refused',
    );
    return answer;
  }

  /**
   * A newcomer with the right key while the room has a publisher: it takes over when the
   * publisher has been silent TAKEOVER_SILENCE_MS (dropped at once), not while it sends media.
   */
  private async takeOver(roomId: number, current: Publisher): Promise<boolean> {
    const asked = performance.now();
    for (;;) {
      if (this.publishers.get(roomId) !== current) return !this.publishers.has(roomId);
      if (current.lastMediaAt > asked) return false;
      if (performance.now() - current.lastMediaAt >= TAKEOVER_SILENCE_MS) {
        this.options.log.info(
          { roomId, address: current.handle.address },
          'RTMP publisher silent: a newcomer with the key takes over',
        );
        current.handle.destroy();
        await current.handle.closed;
        return !this.publishers.has(roomId);
      }
      await delay(100);
      // Let the poll phase read what waits on the sockets before judging silence (after a held-up loop, timers come first).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Its first frames are in: on air if within the limits (the picture and rate it declares), else refused. */
  private putOnAir(roomId: number, publisher: Publisher): void {
    const metadata = publisher.handle.metadata();
    const breach = startBreach(this.options.streamLimits, {
      width: metadata.width,
      height: metadata.height,
      fps: metadata.fps,
      bitrateKbps: metadata.videoKbps,
    });
    if (breach !== null) return this.overLimits(roomId, publisher, breach);
    if (!publisher.handle.join()) {
      publisher.handle.refuse(
        this.refused(roomId, publisher.handle, 'busy', {
          code: 'NetStream.Publish.BadName',
          description: 'Another encoder is publishing to this room',
        }),
      );
      return;
    }
    publisher.onAir = true;
    this.broadcasts.set(roomId, publisher.broadcast);
    if (!this.meters.has(roomId)) {
      this.meters.set(
        roomId,
        new HealthMeter({
          now: this.options.now,
          limits: this.options.streamLimits,
          delayMs: () => this.publishers.get(roomId)?.clock.delayMs() ?? null,
          onSample: (sample) => {
            const current = this.publishers.get(roomId);
            if (current === undefined || !current.onAir) return;
            current.samples += 1;
            // The first sample is the measured start: over a limit there, the stream is refused.
            const [breach] = current.samples === 1 ? sampleBreaches(this.options.streamLimits, sample) : [];
            if (breach !== undefined) this.overLimits(roomId, current, breach);
          },
        }),
      );
    }
    this.tracker.started(roomId, publisher.handle.id);
  }

  /** A stream over the limits: refused with its reason, cut if it was on air (the room stays open, waiting). */
  private overLimits(roomId: number, publisher: Publisher, breach: LimitBreach): void {
    const answer = this.refused(
      roomId,
      publisher.handle,
      'over_limits',
      { code: 'NetStream.Publish.Denied', description: `Over the stream limits: ${breach.detail}` },
      breach.detail,
    );
    publisher.handle.refuse(answer);
    if (this.publishers.get(roomId) === publisher) this.publishers.delete(roomId);
    if (publisher.onAir) this.tracker.cut(roomId);
  }

  /** Video bytes per second of stream time, checked every half second: far over the limit, the stream is cut before it fills memory. */
  private flood(publisher: Publisher, packet: MeteredPacket): LimitBreach | null {
    if (packet.kind !== 'video') return null;
    const window = (publisher.window ??= { start: packet.dts, bytes: 0 });
    window.bytes += packet.bytes;
    const span = packet.dts - window.start;
    if (span < 500) return null;
    publisher.window = { start: packet.dts, bytes: 0 };
    return bitrateCut(this.options.streamLimits, (window.bytes * 8) / span);
  }

  /** Writes a clock mark into the players' stream once a second of stream time (the true delay they show). */
  private markClock(
    broadcast: NmsBroadcast,
    packet: MeteredPacket,
    clock: DelayClock | null,
    mark: { nextClockTag: number },
  ): void {
    if (clock === null || packet.dts < mark.nextClockTag) return;
    const age = clock.ageOf(packet.dts, performance.now());
    if (age === null) return;
    mark.nextClockTag = packet.dts + CLOCK_TAG_EVERY_MS;
    sendToPlayers(broadcast, clockTag(packet.dts, this.options.now() - age, clock.delayMs() ?? 0));
  }

  /** The low rendition's clock marks follow its own packets (the source's clock, its timestamps kept). */
  private lowMarks(roomId: number): { nextClockTag: number } {
    let mark = this.lowClockMarks.get(roomId);
    if (mark === undefined) {
      mark = { nextClockTag: 0 };
      this.lowClockMarks.set(roomId, mark);
    }
    return mark;
  }

  /** The room's stream ended: its broadcast, meters and remuxers go. */
  private ended(roomId: number): void {
    const broadcast = this.broadcasts.get(roomId);
    this.broadcasts.delete(roomId);
    this.meters.delete(roomId);
    this.lowClockMarks.delete(roomId);
    this.hls?.stop(hlsStream(roomId, 'source'));
    this.hls?.stop(hlsStream(roomId, 'low'));
    this.low?.stop(roomId);
    if (broadcast !== undefined) {
      finishBroadcast(broadcast);
      // Players see the end of the stream instead of waiting on a silent connection.
      for (const viewer of [...broadcast.subscribers.values()]) viewer.close();
    }
  }
}

function hlsStream(roomId: number, rendition: Rendition): string {
  return rendition === 'source' ? String(roomId) : `${roomId}.low`;
}
