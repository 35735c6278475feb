import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { MeteredPacket } from '../stream-health.ts';
import { flvViewer } from './flv-viewer.ts';
import { attachViewer, createBroadcast, finishBroadcast, flvIntoBroadcast } from './nms-seam.ts';
import type { NmsBroadcast } from './nms-seam.ts';

interface LowRenditionOptions {
  ffmpegPath: string;
  height: number;
  /** Rooms transcoded at once; beyond it viewers asking for the low rendition get the source. */
  maxRooms: number;
  log: { warn(object: object, message: string): void };
  /** Each media packet the transcode puts out (the server writes clock marks from them). */
  onPacket?: (roomId: number, broadcast: NmsBroadcast, packet: MeteredPacket) => void;
  /** A rendition nobody watched for this long stops. */
  idleMs?: number;
}

interface Transcode {
  broadcast: NmsBroadcast;
  child: ChildProcessByStdio<Writable, Readable, Readable>;
  detach: () => void;
  idleCheck: NodeJS.Timeout;
  unwatchedSince: number | null;
}

/** About 1 Mb/s at 480p: a phone on a mobile network keeps up (Twitch's 480p is 1.2 Mb/s). */
const VIDEO_KBPS = 1000;

/**
 * A lower rendition of a room for fans on slow networks (issue 40): Debian's ffmpeg reads the
 * room's broadcast like a viewer, scales it to `height` with x264 veryfast/zerolatency (a
 * keyframe a second, no B-frames, audio copied, the source's timestamps kept), and its FLV output
 * feeds a second broadcast that viewers join like the source's. It starts when the first viewer
 * asks and stops when nobody watched it for a while or the stream ends (decision 0111: 14% of a
 * core for 720p30 here, 20% for 1080p30).
 */
export class LowRenditions {
  private readonly rooms = new Map<number, Transcode>();
  private readonly options: Required<Omit<LowRenditionOptions, 'onPacket'>> & Pick<LowRenditionOptions, 'onPacket'>;

  constructor(options: LowRenditionOptions) {
    this.options = { idleMs: 30_000, ...options };
  }

  get height(): number {
    return this.options.height;
  }

  /** The room's low broadcast, transcoding from `source` if it is not yet; null when the machine's share is taken. */
  broadcastFor(roomId: number, source: NmsBroadcast): NmsBroadcast | null {
    const running = this.rooms.get(roomId);
    if (running !== undefined) return running.broadcast;
    if (this.rooms.size >= this.options.maxRooms) {
      // A transcode nobody watches any more (it stops within idleMs anyway) yields to one someone asks for.
      const unwatched = [...this.rooms].find(([, transcode]) => transcode.broadcast.subscribers.size === 0);
      if (unwatched === undefined) return null;
      this.stop(unwatched[0]);
    }
    return this.start(roomId, source).broadcast;
  }

  /** Rooms transcoding now. */
  get running(): number {
    return this.rooms.size;
  }

  stop(roomId: number): void {
    const transcode = this.rooms.get(roomId);
    if (transcode === undefined) return;
    this.rooms.delete(roomId);
    clearInterval(transcode.idleCheck);
    transcode.detach();
    transcode.child.stdin.destroy();
    transcode.child.kill('SIGKILL');
    finishBroadcast(transcode.broadcast);
    for (const viewer of [...transcode.broadcast.subscribers.values()]) viewer.close();
  }

  close(): void {
    for (const roomId of [...this.rooms.keys()]) this.stop(roomId);
  }

  private start(roomId: number, source: NmsBroadcast): Transcode {
    const { height } = this.options;
    const child = spawn(
      this.options.ffmpegPath,
      [
        ...[
          '-hide_banner',
          '-loglevel',
          'error',
          '-nostdin',
          '-fflags',
          'nobuffer',
          '-flags',
          'low_delay',
          '-copyts',
          '-f',
          'flv',
          '-i',
          'pipe:0',
        ],
        ...[
          '-map',
          '0:v:0',
          '-map',
          '0:a:0?',
          '-vf',
          `scale=-2:${height}`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-tune',
          'zerolatency',
        ],
        ...['-force_key_frames', 'expr:gte(t,n_forced*1)', '-bf', '0', '-pix_fmt', 'yuv420p'],
        ...[
          '-b:v',
          `${VIDEO_KBPS}k`,
          '-maxrate',
          `${Math.round(VIDEO_KBPS * 1.2)}k`,
          '-bufsize',
          `${VIDEO_KBPS}k`,
          '-c:a',
          'copy',
          '-f',
          'flv',
          'pipe:1',
        ],
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const broadcast = createBroadcast(`${source.streamPath}.${height}p`, 0);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.stdin.on('error', () => {});
    const feed = flvIntoBroadcast(broadcast, (packet) => this.options.onPacket?.(roomId, broadcast, packet));
    child.stdout.on('data', (chunk: Buffer) => {
      if (feed(chunk) !== null) child.kill('SIGKILL');
    });
    const transcode: Transcode = {
      broadcast,
      child,
      detach: attachViewer(source, flvViewer(child.stdin)),
      idleCheck: setInterval(() => this.checkWatched(roomId, transcode), Math.min(5000, this.options.idleMs)),
      unwatchedSince: null,
    };
    transcode.idleCheck.unref();
    child.on('exit', (code, signal) => {
      if (this.rooms.get(roomId) !== transcode) return;
      this.options.log.warn({ roomId, reason: `exit ${code ?? signal}`, errors }, 'low rendition transcode stopped');
      this.stop(roomId);
    });
    child.on('error', () => undefined);
    this.rooms.set(roomId, transcode);
    return transcode;
  }

  private checkWatched(roomId: number, transcode: Transcode): void {
    if (transcode.broadcast.subscribers.size > 0) {
      transcode.unwatchedSince = null;
      return;
    }
    const now = performance.now();
    transcode.unwatchedSince ??= now;
    if (now - transcode.unwatchedSince >= this.options.idleMs) this.stop(roomId);
  }
}
