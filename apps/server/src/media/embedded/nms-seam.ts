import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { parse as parseQuery } from 'node:querystring';
import type { MeteredPacket, StreamMetadata } from '../stream-health.ts';
import { IngestLimitError, MIN_CHUNK_SIZE } from './ingest-limits.ts';
import type { IngestLimits } from './ingest-limits.ts';

/**
 * The one file that reaches into node-media-server's internals (requirement stack-video). We use
 * its RTMP protocol parser and its broadcast (GOP cache, FLV muxing, fan-out), but not its
 * servers: its RTMP server exits the process on a busy port, its HTTP server is Express on
 * another port, and its context is one per process. So this file makes the RTMP sessions
 * itself and keeps each media server's broadcasts in its own map; it bounds what a connection
 * may hold (ingest-limits.ts), answers a publish only once it is decided (with an onStatus error
 * the encoder shows when refused), and holds a publisher's packets until it is put on air. These
 * are private parts of the package: package.json pins the exact version below, and
 * nms-seam.test.ts covers them.
 */
export const NMS_VERSION = '4.4.3';

const require = createRequire(import.meta.url);
const installed = (require('node-media-server/package.json') as { version: string }).version;
if (installed !== NMS_VERSION)
  throw new Error(`node-media-server ${installed} is installed; the media seam was written for ${NMS_VERSION}`);

/** node-media-server's AVPacket: one RTMP/FLV message. `data` may be a parser buffer reused by the next message. */
interface NmsPacket {
  codec_id: number;
  codec_type: number;
  flags: number;
  pts: number;
  dts: number;
  size: number;
  data: Buffer;
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
  broadcast: NmsBroadcast;
  sendBuffer: (buffer: Buffer) => void;
  close: () => void;
}

/** Its RTMP protocol state machine: the parts the limits and the deferred publish answer replace. */
interface NmsRtmp {
  handshakeState: number;
  inChunkSize: number;
  inPackets: Map<number, { bytes: number; header: { length: number } }>;
  parserPacket: { bytes: number; header: { length: number; type: number; stream_id: number }; payload: Buffer };
  streamApp: string;
  streamHost: string;
  streamName: string;
  streamQuery: Record<string, string | string[] | undefined>;
  streamId: number;
  onConnectCallback: (request: { app: string; name: string; host: string; query: NmsSession['streamQuery'] }) => void;
  onPushCallback: () => void;
  parserData(buffer: Buffer): string | null;
  packetParse(): void;
  packetAlloc(): void;
  controlHandler(): void;
  onPublish(invokeMessage: { streamName?: unknown }): void;
  respondPublish(): void;
  sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
}

interface NmsRtmpSession extends NmsSession {
  socket: Socket;
  rtmp: NmsRtmp;
  run(): void;
  onConnect: NmsRtmp['onConnectCallback'];
  onPush: () => void;
  onPlay: () => void;
  onPacket: (packet: NmsPacket) => void;
  onData: (data: Buffer) => void;
  onClose: () => void;
}

/** node-media-server's BroadcastServer: one stream path, its publisher, its viewers and caches. */
export interface NmsBroadcast {
  readonly streamPath: string;
  publisher: NmsSession | null;
  subscribers: Map<string, NmsSession>;
  publishGraceMs: number;
  flvHeader: Buffer;
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

interface NmsFlvParser {
  onPacketCallback: (packet: NmsPacket) => void;
  parserData(buffer: Buffer): string | null;
}

const RtmpSession = require('node-media-server/src/session/rtmp_session.js') as new (socket: Socket) => NmsRtmpSession;
const BroadcastServer = require('node-media-server/src/server/broadcast_server.js') as new (
  streamPath: string,
) => NmsBroadcast;
const FlvParser = require('node-media-server/src/protocol/flv.js') as new () => NmsFlvParser;
const { decodeAmf0Data } = require('node-media-server/src/protocol/amf.js') as {
  decodeAmf0Data: (buffer: Buffer) => { cmd?: unknown; dataObj?: unknown };
};
const { parseH264Sps } = require('node-media-server/src/protocol/sps_info.js') as {
  parseH264Sps: (sps: Buffer) => { width: number; height: number } | null;
};
const nmsLogger = require('node-media-server/src/core/logger.js') as {
  level: string;
  log: (message: string, level?: string) => void;
};

// Its logger prints to stdout at debug level; send its warnings and errors to ours instead.
let logSink: (level: 'warn' | 'error', message: string) => void = () => {};
nmsLogger.level = 'warn';
nmsLogger.log = (message, level = 'info') => {
  if (level === 'warn' || level === 'error') logSink(level, `node-media-server: ${message}`);
};

export function setNmsLog(sink: (level: 'warn' | 'error', message: string) => void): void {
  logSink = sink;
}

/** The handshake is done once the parser reaches its third state (RTMP_HANDSHAKE_2). */
const HANDSHAKE_DONE = 3;
const SET_CHUNK_SIZE = 1;
/** A publisher's packets held before it is put on air: its first keyframe comes well before these. */
const MAX_HELD_PACKETS = 1024;
const MAX_HELD_BYTES = 16 * 1024 * 1024;

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
  let bytes =
    (broadcast.flvMetaData?.length ?? 0) +
    (broadcast.flvAudioHeader?.length ?? 0) +
    (broadcast.flvVideoHeader?.length ?? 0);
  for (const tag of broadcast.flvGopCache ?? []) bytes += tag.length;
  return bytes;
}

/** A viewer as the broadcast sees it: FLV tags are written to it. */
export interface FlvSink {
  id: string;
  write(buffer: Buffer): void;
  end(): void;
}

interface ViewerSession extends NmsSession {
  /** A player (not ffmpeg): it gets the stream's clock tags. */
  player: boolean;
}

/**
 * Adds a viewer: it gets the FLV header, and unless `cached` is false the stream headers and GOP
 * cache now, then every tag. Returns its removal. A viewer joining a room whose encoder is away
 * waits for the next publish's headers instead of replaying the last GOP.
 */
export function attachViewer(
  broadcast: NmsBroadcast,
  sink: FlvSink,
  options: { cached?: boolean; player?: boolean } = {},
): () => void {
  // An empty ip marks an internal session: node-media-server then emits no process-wide events for it.
  const session = {
    id: sink.id,
    ip: '',
    protocol: 'flv',
    endTime: 0,
    sendBuffer: sink.write,
    close: sink.end,
    player: options.player === true,
  } as unknown as ViewerSession;
  if (options.cached === false) {
    session.sendBuffer(broadcast.flvHeader);
    broadcast.subscribers.set(session.id, session);
  } else {
    broadcast.postPlay(session);
  }
  return () => broadcast.donePlay(session);
}

/** Writes a tag to the broadcast's players only (not to ffmpeg processes fed from it). */
export function sendToPlayers(broadcast: NmsBroadcast, tag: Buffer): void {
  for (const session of broadcast.subscribers.values()) if ((session as ViewerSession).player) session.sendBuffer(tag);
}

/** FLV in (ffmpeg's output) to a broadcast's packets: a transcoded rendition is a broadcast with no RTMP publisher. */
export function flvIntoBroadcast(
  broadcast: NmsBroadcast,
  onPacket: (packet: MeteredPacket) => void = () => {},
): (chunk: Buffer) => string | null {
  const parser = new FlvParser();
  parser.onPacketCallback = (packet) => {
    broadcast.broadcastMessage(packet);
    const media = metered(packet);
    if (media !== null) onPacket(media);
  };
  return (chunk) => parser.parserData(chunk);
}

/** How a refused publish is answered, as the encoder shows it (OBS's log, ffmpeg's "Server error: ..."). */
export interface RtmpRefusal {
  code: 'NetStream.Publish.BadName' | 'NetStream.Publish.Denied';
  description: string;
}

/** A publisher let in, as the media server tracks it. */
export interface PublisherHandle {
  id: string;
  /** The remote address, without the port. */
  address: string;
  /** What the encoder declared (onMetaData) and the picture its H.264 SPS describes. */
  metadata(): StreamMetadata;
  /** Puts it on air: its broadcast takes it as publisher, with the packets held since it was let in. False when the broadcast has another. */
  join(): boolean;
  /** Ends it with an RTMP error status that says why. */
  refuse(refusal: RtmpRefusal): void;
  /** Drops the connection at once: nothing more of it is read. */
  destroy(): void;
  /** Resolves when the connection has closed. */
  readonly closed: Promise<void>;
}

export interface RtmpHooks {
  /** The broadcast of a stream path (`/app/name`), or null to refuse the connection. */
  broadcastFor(app: string, name: string): NmsBroadcast | null;
  /** While the publish command waits for its answer: null lets it in, else the refusal to send. */
  authorizePublish(name: string, key: string | undefined, handle: PublisherHandle): Promise<RtmpRefusal | null>;
  /** Let in: its packets are held until handle.join() puts it on air (on this broadcast). */
  onPublishing(name: string, handle: PublisherHandle, broadcast: NmsBroadcast): void;
  /** Each audio and video packet of a publisher let in, on air or held. */
  onPacket(name: string, handle: PublisherHandle, packet: MeteredPacket): void;
  onPublisherClosed(name: string, handle: PublisherHandle): void;
  /** The publisher sent nothing for the idle timeout and is dropped. */
  onIdle(name: string, handle: PublisherHandle): void;
  /** A connection broke an ingest limit (or a timeout) and is closed. */
  onLimit(address: string, reason: string): void;
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

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** What an onMetaData packet declares; null when it is none or does not parse. */
function readMetadata(packet: NmsPacket): Partial<StreamMetadata> | null {
  if (packet.flags !== 5) return null;
  try {
    const decoded = decodeAmf0Data(packet.data.subarray(0, packet.size));
    if (
      (decoded.cmd !== '@setDataFrame' && decoded.cmd !== 'onMetaData') ||
      typeof decoded.dataObj !== 'object' ||
      decoded.dataObj === null
    )
      return null;
    const data = decoded.dataObj as Record<string, unknown>;
    const kbps = numberOr(data.videodatarate);
    return {
      width: numberOr(data.width),
      height: numberOr(data.height),
      fps: numberOr(data.framerate),
      videoKbps: kbps,
      audioSampleRate: numberOr(data.audiosamplerate),
      audioChannels: typeof data.stereo === 'boolean' ? (data.stereo ? 2 : 1) : null,
    };
  } catch {
    return null;
  }
}

/** The picture an H.264 sequence header's first SPS describes (FLV: 5 bytes of tag header, then the AVC configuration record). */
function avcPictureSize(packet: NmsPacket): { width: number; height: number } | null {
  if (packet.codec_type !== 9 || packet.flags !== 2 || packet.codec_id !== 7 || packet.size < 16) return null;
  const record = packet.data.subarray(5, packet.size);
  if ((record[5] ?? 0) & 0x1f) {
    const length = record.readUInt16BE(6);
    if (8 + length <= record.length) return parseH264Sps(record.subarray(8, 8 + length));
  }
  return null;
}

/** A packet kept past its parser buffer's reuse (held until the publisher is on air). */
function copyOf(packet: NmsPacket): NmsPacket {
  return {
    codec_id: packet.codec_id,
    codec_type: packet.codec_type,
    flags: packet.flags,
    pts: packet.pts,
    dts: packet.dts,
    size: packet.size,
    data: Buffer.from(packet.data.subarray(0, packet.size)),
  };
}

/**
 * Runs node-media-server's RTMP protocol on one accepted socket, within the ingest limits. A
 * publish is answered only once authorizePublish decided; a refused one gets an onStatus error
 * and its socket ended (session.close() would keep reading, and frames of the refused stream
 * reached the GOP cache that way), detached from every broadcast, so none of its packets reach a
 * viewer. RTMP playback is refused: viewers play from the HTTP port.
 */
export function handleRtmpSocket(socket: Socket, hooks: RtmpHooks, limits: IngestLimits): void {
  const session = new RtmpSession(socket);
  const { rtmp } = session;
  const detached = new BroadcastServer('');
  const address = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  let stage: 'connecting' | 'deciding' | 'held' | 'on_air' | 'refused' = 'connecting';
  /** Let in as a publisher at some point: its close is reported, whatever ended it. */
  let letIn = false;
  const held: NmsPacket[] = [];
  let heldBytes = 0;
  const metadata: StreamMetadata = {
    width: null,
    height: null,
    fps: null,
    videoKbps: null,
    audioSampleRate: null,
    audioChannels: null,
  };
  let picture: { width: number; height: number } | null = null;
  let closeSocket: () => void = () => {};
  const closed = new Promise<void>((resolve) => (closeSocket = resolve));
  const timers: NodeJS.Timeout[] = [];
  const after = (ms: number, reason: string) => {
    const timer = setTimeout(() => {
      hooks.onLimit(address, reason);
      socket.destroy();
    }, ms);
    timer.unref();
    timers.push(timer);
    return timer;
  };
  const handshakeTimer = after(limits.handshakeTimeoutMs, 'handshake timeout');
  const publishTimer = after(limits.publishTimeoutMs, 'no publish let in within the publish timeout');
  let idleTimer: NodeJS.Timeout | null = null;
  let lastMediaAt = performance.now();

  const handle: PublisherHandle = {
    id: session.id,
    address,
    metadata: () => ({
      ...metadata,
      width: picture?.width ?? metadata.width,
      height: picture?.height ?? metadata.height,
    }),
    join: () => {
      if (stage !== 'held') return false;
      if (session.broadcast.postPublish(session) !== null) return false;
      session.isPublisher = true;
      stage = 'on_air';
      for (const packet of held.splice(0)) session.broadcast.broadcastMessage(packet);
      return true;
    },
    refuse: (refusal) => refuse(refusal),
    destroy: () => socket.destroy(),
    closed,
  };

  function refuse(refusal: RtmpRefusal | null): void {
    if (stage === 'refused') return;
    const wasOnAir = stage === 'on_air';
    stage = 'refused';
    held.length = 0;
    if (!wasOnAir) session.broadcast = detached;
    if (refusal !== null && !socket.destroyed) {
      rtmp.sendStatusMessage(rtmp.streamId, 'error', refusal.code, refusal.description);
      // The status goes out before the close; nothing more is read (see onData).
      socket.end();
      setTimeout(() => socket.destroy(), 2000).unref();
    } else {
      socket.destroy();
    }
  }

  // What one message and one connection may hold: node-media-server allocates a message's
  // declared length at its first chunk, so the check comes before that allocation.
  const allocate = rtmp.packetAlloc.bind(rtmp);
  rtmp.packetAlloc = () => {
    const keyChecked = stage === 'held' || stage === 'on_air';
    const length = rtmp.parserPacket.header.length;
    const maxBytes = keyChecked ? limits.maxMessageBytes : limits.maxMessageBytesBeforeKey;
    if (length > maxBytes) throw new IngestLimitError(`a message of ${length} bytes (limit ${maxBytes})`);
    let unfinished = 0;
    for (const packet of rtmp.inPackets.values()) if (packet !== rtmp.parserPacket && packet.bytes > 0) unfinished += 1;
    const maxUnfinished = keyChecked ? limits.maxChunkStreams : limits.maxUnfinishedBeforeKey;
    if (unfinished >= maxUnfinished)
      throw new IngestLimitError(`${unfinished + 1} unfinished messages (limit ${maxUnfinished})`);
    allocate();
  };
  const parse = rtmp.packetParse.bind(rtmp);
  rtmp.packetParse = () => {
    parse();
    if (rtmp.inPackets.size > limits.maxChunkStreams)
      throw new IngestLimitError(`${rtmp.inPackets.size} chunk streams (limit ${limits.maxChunkStreams})`);
  };
  const control = rtmp.controlHandler.bind(rtmp);
  rtmp.controlHandler = () => {
    if (rtmp.parserPacket.header.type === SET_CHUNK_SIZE) {
      const size = rtmp.parserPacket.payload.readUInt32BE(0) & 0x7fffffff;
      if (size < MIN_CHUNK_SIZE || size > limits.maxChunkSize)
        throw new IngestLimitError(`a chunk size of ${size} (allowed ${MIN_CHUNK_SIZE} to ${limits.maxChunkSize})`);
    }
    control();
  };
  // node-media-server answers "NetStream.Publish.Start" before anything is checked; here the answer waits for the decision.
  rtmp.onPublish = (invokeMessage) => {
    if (stage !== 'connecting')
      return refuse({ code: 'NetStream.Publish.BadName', description: 'One publish per connection' });
    stage = 'deciding';
    const [name = '', query = ''] = String(invokeMessage.streamName ?? '').split('?');
    rtmp.streamName = name;
    rtmp.streamQuery = parseQuery(query);
    rtmp.streamId = rtmp.parserPacket.header.stream_id;
    rtmp.onConnectCallback({ app: rtmp.streamApp, name, host: rtmp.streamHost, query: rtmp.streamQuery });
    rtmp.onPushCallback();
  };

  session.onConnect = (request) => {
    const broadcast = stage === 'refused' ? null : hooks.broadcastFor(request.app, request.name);
    if (broadcast === null)
      return refuse({ code: 'NetStream.Publish.BadName', description: `No such room: ${request.app}/${request.name}` });
    session.streamApp = request.app;
    session.streamName = request.name;
    session.streamHost = request.host;
    session.streamPath = broadcast.streamPath;
    session.streamQuery = request.query;
    session.broadcast = broadcast;
  };
  session.onPush = () => {
    if (stage !== 'deciding') return;
    const broadcast = session.broadcast;
    void hooks
      .authorizePublish(session.streamName, firstString(session.streamQuery.key), handle)
      .catch(
        () =>
          ({
            code: 'NetStream.Publish.Denied',
            description: 'The server could not check the stream key; try again',
          }) satisfies RtmpRefusal,
      )
      .then((refusal) => {
        if (stage !== 'deciding' || socket.destroyed) return;
        if (refusal !== null) return refuse(refusal);
        stage = 'held';
        letIn = true;
        clearTimeout(publishTimer);
        lastMediaAt = performance.now();
        idleTimer = setTimeout(function idle() {
          // After the event loop was held up, timers run before the data waiting on the socket is
          // read: look again once it has been (setImmediate runs after the next poll).
          setImmediate(() => {
            const silent = performance.now() - lastMediaAt;
            if (silent < limits.idleTimeoutMs) {
              idleTimer = setTimeout(idle, limits.idleTimeoutMs - silent);
              idleTimer.unref();
              return;
            }
            hooks.onIdle(session.streamName, handle);
            socket.destroy();
          });
        }, limits.idleTimeoutMs);
        idleTimer.unref();
        rtmp.respondPublish();
        hooks.onPublishing(session.streamName, handle, broadcast);
      });
  };
  session.onPlay = () =>
    refuse({ code: 'NetStream.Publish.BadName', description: 'RTMP playback is not offered: watch on the website' });
  session.onPacket = (packet) => {
    if (stage !== 'held' && stage !== 'on_air') return;
    const declared = readMetadata(packet);
    if (declared !== null) Object.assign(metadata, declared);
    picture = avcPictureSize(packet) ?? picture;
    // The idle timer reads it when it fires (and sets itself again for the rest).
    if (packet.codec_type === 8 || packet.codec_type === 9) lastMediaAt = performance.now();
    if (stage === 'on_air') {
      session.broadcast.broadcastMessage(packet);
    } else if (held.length < MAX_HELD_PACKETS && heldBytes + packet.size <= MAX_HELD_BYTES) {
      held.push(copyOf(packet));
      heldBytes += packet.size;
    } else {
      hooks.onLimit(address, 'too many packets before the stream was put on air');
      return refuse(null);
    }
    // Read after broadcastMessage: on a resumed publish it shifts the timestamps onto the room's timeline.
    const media = metered(packet);
    if (media !== null) hooks.onPacket(session.streamName, handle, media);
  };
  session.onData = (data) => {
    if (stage === 'refused') return;
    try {
      const error = rtmp.parserData(data);
      if (error !== null) throw new IngestLimitError(error);
    } catch (error) {
      hooks.onLimit(address, error instanceof IngestLimitError ? error.message : 'unreadable RTMP');
      stage = 'refused';
      socket.destroy();
      return;
    }
    if (rtmp.handshakeState >= HANDSHAKE_DONE) clearTimeout(handshakeTimer);
  };
  const closeSession = session.onClose;
  session.onClose = () => {
    for (const timer of timers) clearTimeout(timer);
    if (idleTimer !== null) clearTimeout(idleTimer);
    closeSession();
    stage = 'refused';
    held.length = 0;
    if (letIn) hooks.onPublisherClosed(session.streamName, handle);
    closeSocket();
  };
  session.run();
}
