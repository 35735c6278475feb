import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { flvViewer } from './flv-viewer.ts';
import { redatedPlaylist } from './hls-program-dates.ts';
import { attachViewer } from './nms-seam.ts';
import type { NmsBroadcast } from './nms-seam.ts';

export const PLAYLIST = 'index.m3u8';
const SEGMENT_NAME = /^seg-\d{1,9}\.ts$/;

interface HlsRemuxerOptions {
  ffmpegPath: string;
  /** The app's clock (epoch ms): playlists are dated on it. */
  now: () => number;
  log: { warn(object: object, message: string): void };
  /** A room nobody asked HLS of for this long stops being remuxed. */
  idleMs?: number;
  /** How long a first request waits for the first segment. */
  startTimeoutMs?: number;
}

interface Remux {
  dir: string;
  child: ChildProcessByStdio<Writable, null, Readable>;
  detach: () => void;
  idle: NodeJS.Timeout;
  exited: boolean;
}

/**
 * HLS for players without MSE or ManagedMediaSource: Debian's ffmpeg copies a room's stream
 * (no re-encoding) into 1 s segments, fed from the broadcast like any viewer. It starts at the
 * first playlist request and stops when nobody asked for a while or the stream ends.
 */
export class HlsRemuxer {
  private readonly rooms = new Map<string, Remux>();
  private readonly options: Required<HlsRemuxerOptions>;
  private root: Promise<string> | null = null;

  constructor(options: HlsRemuxerOptions) {
    this.options = { idleMs: 30_000, startTimeoutMs: 10_000, ...options };
  }

  /** The playlist of a stream (a room, or a room's rendition), starting the remux if needed; null if it could not start in time. */
  async playlist(stream: string, broadcast: NmsBroadcast): Promise<Buffer | null> {
    const remux = this.rooms.get(stream) ?? (await this.start(stream, broadcast));
    this.touch(remux);
    const file = join(remux.dir, PLAYLIST);
    for (let waited = 0; waited < this.options.startTimeoutMs && !remux.exited; waited += 100) {
      const written = await stat(file).then(
        (found) => found.mtimeMs,
        () => null,
      );
      if (written !== null) {
        const text = await readFile(file, 'utf8').catch(() => null);
        // Dated from when ffmpeg wrote it, on the app's clock (hls-program-dates.ts).
        return text === null ? null : Buffer.from(redatedPlaylist(text, written + this.options.now() - Date.now()));
      }
      await delay(100);
    }
    return null;
  }

  async segment(stream: string, name: string): Promise<Buffer | null> {
    const remux = this.rooms.get(stream);
    if (remux === undefined || !SEGMENT_NAME.test(name)) return null;
    this.touch(remux);
    return readFile(join(remux.dir, name)).catch(() => null);
  }

  stop(stream: string): void {
    const remux = this.rooms.get(stream);
    if (remux === undefined) return;
    this.rooms.delete(stream);
    clearTimeout(remux.idle);
    remux.detach();
    remux.child.stdin.destroy();
    remux.child.kill('SIGKILL');
    void rm(remux.dir, { recursive: true, force: true });
  }

  async close(): Promise<void> {
    for (const stream of [...this.rooms.keys()]) this.stop(stream);
    if (this.root !== null) await rm(await this.root, { recursive: true, force: true });
  }

  private touch(remux: Remux): void {
    remux.idle.refresh();
  }

  private async start(stream: string, broadcast: NmsBroadcast): Promise<Remux> {
    this.root ??= mkdtemp(join(tmpdir(), 'placar-hls-'));
    const dir = await mkdtemp(join(await this.root, `room-${stream}-`));
    const existing = this.rooms.get(stream);
    if (existing !== undefined) {
      void rm(dir, { recursive: true, force: true });
      return existing;
    }
    const child = spawn(
      this.options.ffmpegPath,
      [
        ...['-hide_banner', '-loglevel', 'error', '-fflags', 'nobuffer', '-f', 'flv', '-i', 'pipe:0', '-c', 'copy'],
        ...[
          '-f',
          'hls',
          '-hls_time',
          '1',
          '-hls_list_size',
          '6',
          '-hls_flags',
          'delete_segments+independent_segments+temp_file+program_date_time',
        ],
        ...['-hls_segment_filename', join(dir, 'seg-%d.ts'), join(dir, PLAYLIST)],
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.stdin.on('error', () => {});
    const viewer = flvViewer(child.stdin);
    const remux: Remux = {
      dir,
      child,
      detach: attachViewer(broadcast, viewer),
      idle: setTimeout(() => this.stop(stream), this.options.idleMs),
      exited: false,
    };
    remux.idle.unref();
    const exited = (reason: string) => {
      remux.exited = true;
      if (this.rooms.get(stream) !== remux) return;
      this.options.log.warn({ stream, reason, errors }, 'HLS remux stopped');
      this.stop(stream);
    };
    child.on('error', (error) => exited(error.message));
    child.on('exit', (code, signal) => exited(`exit ${code ?? signal}`));
    this.rooms.set(stream, remux);
    return remux;
  }
}
