import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import { RTMP_APP } from '@placar/contract/live-entities';
import type { EngineReport } from '../../http/engine-report.ts';
import type { MediaServer, StreamStatus } from '../media-server.ts';
import { PublishKeys } from '../publish-keys.ts';
import { HealthMeter } from '../stream-health.ts';
import { StreamTracker } from '../stream-tracker.ts';
import type { StreamChange } from '../stream-tracker.ts';
import { flvViewer, MAX_VIEWER_BUFFER_BYTES } from './flv-viewer.ts';
import { HlsRemuxer } from './hls-remuxer.ts';
import { attachViewer, cachedMediaBytes, createBroadcast, finishBroadcast, handleRtmpSocket, setNmsLog } from './nms-seam.ts';
import type { NmsBroadcast, PublisherHandle, RtmpHooks } from './nms-seam.ts';

export interface MediaLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface EmbeddedMediaOptions {
  graceMs: number;
  now: () => number;
  log: MediaLog;
  /** Debian's ffmpeg for HLS; null serves no HLS. */
  ffmpegPath: string | null;
  maxViewerBufferBytes?: number;
}

/** Room ids as stream names: the path is /live/{roomId}. */
const ROOM_NAME = /^[1-9]\d{0,9}$/;

interface Publisher {
  handle: PublisherHandle;
  meter: HealthMeter;
}

/**
 * node-media-server inside the process (DESIGN.md section 1): RTMP ingest on its own port,
 * HTTP-FLV and HLS served by Fastify's routes through serveFlv / the remuxer. Publishes are
 * let in by the shared rule (keys) and the tracker (one publisher, a grace period to come back).
 */
export class EmbeddedMediaServer implements MediaServer {
  readonly kind = 'embedded' as const;
  readonly keys = new PublishKeys();
  readonly hls: HlsRemuxer | null;
  private readonly options: EmbeddedMediaOptions;
  private readonly tracker: StreamTracker;
  private readonly broadcasts = new Map<number, NmsBroadcast>();
  private readonly publishers = new Map<number, Publisher>();
  private readonly listeners: ((change: StreamChange) => void)[] = [];
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;
  private port = 0;

  constructor(options: EmbeddedMediaOptions) {
    this.options = options;
    setNmsLog((level, message) => options.log[level === 'error' ? 'warn' : level]({}, message));
    this.hls = options.ffmpegPath === null ? null : new HlsRemuxer({ ffmpegPath: options.ffmpegPath, log: options.log });
    this.tracker = new StreamTracker({ graceMs: options.graceMs, now: options.now, onChange: (change) => this.changed(change) });
  }

  get rtmpPort(): number {
    return this.port;
  }

  /** Starts RTMP ingest; resolves with the port (0 picks a free one). Fails, without exiting the process, on a busy port. */
  listen(port: number, host: string): Promise<number> {
    if (this.server !== null) throw new Error('the RTMP server is already listening');
    const server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      handleRtmpSocket(socket, this.hooks);
    });
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

  status(roomId: number): StreamStatus {
    const { state, since } = this.tracker.state(roomId);
    const meter = this.publishers.get(roomId)?.meter;
    return { state, since, health: meter?.latest ?? null, history: meter === undefined ? [] : [...meter.history] };
  }

  async disconnect(roomId: number): Promise<void> {
    this.publishers.get(roomId)?.handle.destroy();
  }

  async cut(roomId: number): Promise<void> {
    this.publishers.get(roomId)?.handle.destroy();
    this.tracker.cut(roomId);
  }

  onChange(listener: (change: StreamChange) => void): void {
    this.listeners.push(listener);
  }

  health(): EngineReport {
    if (this.server === null || this.port === 0) return { state: 'down', detail: 'not listening for RTMP: the start log says why (RTMP_PORT taken by another program?)' };
    return { state: 'up', detail: `RTMP on port ${this.port}, ${this.tracker.publishing()} streams publishing` };
  }

  /**
   * Plays a room to one HTTP response as FLV: the headers, the cached GOP at once, then live
   * tags. False when nobody is publishing to the room (the caller answers 404, with no bytes).
   */
  serveFlv(roomId: number, response: ServerResponse): boolean {
    const broadcast = this.liveBroadcast(roomId);
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
    const detach = attachViewer(broadcast, viewer);
    response.on('close', detach);
    return true;
  }

  /** The broadcast viewers may join: someone is publishing, or may come back within the grace period. */
  liveBroadcast(roomId: number): NmsBroadcast | null {
    if (this.tracker.state(roomId).state === 'idle') return null;
    return this.broadcasts.get(roomId) ?? null;
  }

  /** HLS playlist of a publishing room (the remux starts at the first request); null when there is none. */
  async hlsPlaylist(roomId: number): Promise<Buffer | null> {
    const broadcast = this.liveBroadcast(roomId);
    if (broadcast === null || this.hls === null) return null;
    return this.hls.playlist(roomId, broadcast);
  }

  async hlsSegment(roomId: number, name: string): Promise<Buffer | null> {
    return this.hls?.segment(roomId, name) ?? null;
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
    await this.hls?.close();
    if (server !== null) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private readonly hooks: RtmpHooks = {
    broadcastFor: (app, name) => {
      if (app !== RTMP_APP || !ROOM_NAME.test(name)) return null;
      // A new broadcast is kept only once a publish is let in, so refused attempts leave nothing behind.
      return this.broadcasts.get(Number(name)) ?? createBroadcast(`/${RTMP_APP}/${name}`, this.options.graceMs + 5000);
    },
    authorizePublish: (name, key, handle) => {
      const roomId = Number(name);
      const refusal = this.keys.check(roomId, key) ?? (this.tracker.isPublishing(roomId) ? 'busy' : null);
      if (refusal !== null) this.options.log.info({ roomId, refusal, address: handle.address }, 'RTMP publish refused');
      return refusal === null;
    },
    onPublishing: (name, handle, broadcast) => {
      const roomId = Number(name);
      this.broadcasts.set(roomId, broadcast);
      const meter = this.publishers.get(roomId)?.meter ?? new HealthMeter(this.options.now);
      this.publishers.set(roomId, { handle, meter });
      this.tracker.started(roomId, handle.id);
    },
    onPacket: (name, handle, packet) => {
      const publisher = this.publishers.get(Number(name));
      if (publisher?.handle !== handle) return;
      publisher.meter.setMetadata(handle.metadata());
      publisher.meter.add(packet);
    },
    onPublisherClosed: (name, handle) => this.tracker.dropped(Number(name), handle.id),
  };

  private changed(change: StreamChange): void {
    if (change.state === 'idle') {
      const broadcast = this.broadcasts.get(change.roomId);
      this.broadcasts.delete(change.roomId);
      this.publishers.delete(change.roomId);
      this.hls?.stop(change.roomId);
      if (broadcast !== undefined) {
        finishBroadcast(broadcast);
        // Players see the end of the stream instead of waiting on a silent connection.
        for (const viewer of [...broadcast.subscribers.values()]) viewer.close();
      }
    }
    for (const listener of this.listeners) listener(change);
  }
}
