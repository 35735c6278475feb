import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import type { MeteredPacket, StreamMetadata } from '../stream-health.ts';

/**
 * The one file that reaches into node-media-server's internals (STACK-NOTES, Video). We use
 * its RTMP protocol session and its broadcast (GOP cache, FLV muxing, fan-out), but not its
 * servers: its RTMP server exits the process on a busy port, its HTTP server is Express on
 * another port, and its context is one per process. So this file makes the RTMP sessions
 * itself and keeps each media server's broadcasts in its own map. These are private parts of
 * the package: package.json pins the exact version below, and nms-seam.test.ts covers them.
 */
export const NMS_VERSION = '4.4.3';

const require = createRequire(import.meta.url);
const installed = (require('node-media-server/package.json') as { version: string }).version;
if (installed !== NMS_VERSION) throw new Error(`node-media-server ${installed} is installed; the media seam was written for ${NMS_VERSION}`);

interface NmsPacket {
  codec_id: number;
  codec_type: number;
  flags: number;
  pts: number;
  dts: number;
  size: number;
}

/** The parts of a node-media-server session this seam touches. */
interface NmsSession {
  id: string;
  ip: string;
  protocol: string;
  isPublisher: boolean;
  streamApp: string;
  streamName: string;
  streamHost: string;
  streamPath: string;
  streamQuery: Record<string, string | string[] | undefined>;
  endTime: number;
  videoWidth: number;
  videoHeight: number;
  audioSamplerate: number;
  audioChannels: number;
  broadcast: NmsBroadcast;
  sendBuffer: (buffer: Buffer) => void;
  close: () => void;
}

interface NmsRtmpSession extends NmsSession {
  socket: Socket;
  run(): void;
  onConnect: (request: { app: string; name: string; host: string; query: NmsSession['streamQuery'] }) => void;
  onPush: () => void;
  onPlay: () => void;
  onPacket: (packet: NmsPacket) => void;
  onClose: () => void;
}

/** node-media-server's BroadcastServer: one stream path, its publisher, its viewers and caches. */
export interface NmsBroadcast {
  readonly streamPath: string;
  publisher: NmsSession | null;
  subscribers: Map<string, NmsSession>;
  publishGraceMs: number;
  flvMetaData: Buffer | null;
  flvAudioHeader: Buffer | null;
  flvVideoHeader: Buffer | null;
  flvGopCache: Set<Buffer> | null;
  postPlay(session: NmsSession): string | null;
  donePlay(session: NmsSession): void;
  postPublish(session: NmsSession): string | null;
  broadcastMessage(packet: NmsPacket): void;
  _finishPublish(): void;
}

const RtmpSession = require('node-media-server/src/session/rtmp_session.js') as new (socket: Socket) => NmsRtmpSession;
const BroadcastServer = require('node-media-server/src/server/broadcast_server.js') as new (streamPath: string) => NmsBroadcast;
const nmsLogger = require('node-media-server/src/core/logger.js') as { level: string; log: (message: string, level?: string) => void };

// Its logger prints to stdout at debug level; send its warnings and errors to ours instead.
let logSink: (level: 'warn' | 'error', message: string) => void = () => {};
nmsLogger.level = 'warn';
nmsLogger.log = (message, level = 'info') => {
  if (level === 'warn' || level === 'error') logSink(level, `node-media-server: ${message}`);
};

export function setNmsLog(sink: (level: 'warn' | 'error', message: string) => void): void {
  logSink = sink;
}

export function createBroadcast(streamPath: string, publishGraceMs: number): NmsBroadcast {
  const broadcast = new BroadcastServer(streamPath);
  broadcast.publishGraceMs = publishGraceMs;
  return broadcast;
}

/** Ends a broadcast's publish now: drops its caches, so no later viewer gets a frame of it. */
export function finishBroadcast(broadcast: NmsBroadcast): void {
  broadcast._finishPublish();
}

/** Bytes of media a viewer joining now would get at once (stream headers and the GOP cache). */
export function cachedMediaBytes(broadcast: NmsBroadcast): number {
  let bytes = (broadcast.flvMetaData?.length ?? 0) + (broadcast.flvAudioHeader?.length ?? 0) + (broadcast.flvVideoHeader?.length ?? 0);
  for (const tag of broadcast.flvGopCache ?? []) bytes += tag.length;
  return bytes;
}

/** A viewer as the broadcast sees it: FLV tags are written to it. */
export interface FlvSink {
  id: string;
  write(buffer: Buffer): void;
  end(): void;
}

/** Adds a viewer: it gets the FLV header, stream headers and GOP cache now, then every tag. Returns its removal. */
export function attachViewer(broadcast: NmsBroadcast, sink: FlvSink): () => void {
  // An empty ip marks an internal session: node-media-server then emits no process-wide events for it.
  const session = { id: sink.id, ip: '', protocol: 'flv', endTime: 0, sendBuffer: sink.write, close: sink.end } as unknown as NmsSession;
  broadcast.postPlay(session);
  return () => broadcast.donePlay(session);
}

/** A publisher let in, as the media server tracks it. */
export interface PublisherHandle {
  id: string;
  /** The remote address, without the port. */
  address: string;
  metadata(): StreamMetadata;
  /** Drops the connection at once: nothing more of it is read. */
  destroy(): void;
}

export interface RtmpHooks {
  /** The broadcast of a stream path (`/app/name`), or null to refuse the connection. */
  broadcastFor(app: string, name: string): NmsBroadcast | null;
  /** Synchronous, while the publish begins: true lets it in. */
  authorizePublish(name: string, key: string | undefined, handle: PublisherHandle): boolean;
  /** The publish was let in, on this broadcast (the one broadcastFor gave). */
  onPublishing(name: string, handle: PublisherHandle, broadcast: NmsBroadcast): void;
  onPacket(name: string, handle: PublisherHandle, packet: MeteredPacket): void;
  onPublisherClosed(name: string, handle: PublisherHandle): void;
}

const firstString = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function metered(packet: NmsPacket): MeteredPacket | null {
  if (packet.codec_type !== 8 && packet.codec_type !== 9) return null;
  return {
    kind: packet.codec_type === 9 ? 'video' : 'audio',
    codecId: packet.codec_id,
    keyframe: packet.flags === 3,
    header: packet.flags === 0 || packet.flags === 2,
    dts: packet.dts,
    pts: packet.pts,
    bytes: packet.size,
  };
}

/**
 * Runs node-media-server's RTMP protocol on one accepted socket. A refused publish has its
 * socket destroyed (session.close() would keep reading, and frames of the refused stream
 * reached the GOP cache that way) and is detached from every broadcast, so none of its packets
 * reach a viewer. RTMP playback is refused: viewers play from the HTTP port.
 */
export function handleRtmpSocket(socket: Socket, hooks: RtmpHooks): void {
  const session = new RtmpSession(socket);
  const detached = new BroadcastServer('');
  let refused = false;
  let accepted = false;
  const handle: PublisherHandle = {
    id: session.id,
    address: (socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
    metadata: () => ({
      width: session.videoWidth || null,
      height: session.videoHeight || null,
      audioSampleRate: session.audioSamplerate || null,
      audioChannels: session.audioChannels || null,
    }),
    destroy: () => socket.destroy(),
  };
  const refuse = () => {
    refused = true;
    accepted = false;
    session.broadcast = detached;
    socket.destroy();
  };

  session.onConnect = (request) => {
    const broadcast = refused ? null : hooks.broadcastFor(request.app, request.name);
    if (broadcast === null) return refuse();
    session.streamApp = request.app;
    session.streamName = request.name;
    session.streamHost = request.host;
    session.streamPath = broadcast.streamPath;
    session.streamQuery = request.query;
    session.broadcast = broadcast;
  };
  session.onPush = () => {
    if (refused) return;
    if (!hooks.authorizePublish(session.streamName, firstString(session.streamQuery.key), handle)) return refuse();
    if (session.broadcast.postPublish(session) !== null) return refuse();
    session.isPublisher = true;
    accepted = true;
    hooks.onPublishing(session.streamName, handle, session.broadcast);
  };
  session.onPlay = () => refuse();
  session.onPacket = (packet) => {
    if (!accepted) return;
    session.broadcast.broadcastMessage(packet);
    const media = metered(packet);
    if (media !== null) hooks.onPacket(session.streamName, handle, media);
  };
  const closeSession = session.onClose;
  session.onClose = () => {
    closeSession();
    if (accepted) hooks.onPublisherClosed(session.streamName, handle);
  };
  session.run();
}
