import { spawn } from 'node:child_process';
import type { Clock } from '../../clock.ts';

/** A frame is kept this long, then grabbed again on the next request (issue 34 item 7: ~30 s). */
export const THUMBNAIL_FRESH_MS = 30_000;
/**
 * A frame older than this is never shown, even when no new one can be grabbed (the cap is reached,
 * the grab failed): the card shows the cover instead. Frames are dropped then too, so a closed
 * room's frame does not stay in memory.
 */
export const THUMBNAIL_STALE_MS = 5 * 60_000;
/** An ffmpeg that has no frame by then is killed: the card keeps the last frame or the cover. */
const GRAB_TIMEOUT_MS = 10_000;
/** A 320 px JPEG is ~10-30 KB; more than this is not a thumbnail, and the grab is dropped. */
const MAX_BYTES = 512 * 1024;

interface RoomThumbnailsOptions {
  clock: Clock;
  /** Where ffmpeg reads the room's stream; null when this server cannot read it (the card shows the cover). */
  sourceOf: (roomId: number) => string | null;
  /** ffmpeg processes at once across all rooms; a room past the limit gets its last frame or none. */
  maxGrabs?: number;
  /** The program run (tests count its starts). */
  ffmpeg?: string;
}

interface Kept {
  jpeg: Buffer;
  at: number;
}

/**
 * A frame of each streaming room as a small JPEG, grabbed with ffmpeg from the room's own stream
 * and kept THUMBNAIL_FRESH_MS. Built against floods: one grab at a time per room (every request
 * meanwhile waits for that one), at most `maxGrabs` ffmpeg at once in all, each killed after 10 s
 * or past 512 KB of output; a flood of requests for a room costs at most one ffmpeg per 30 s.
 */
export class RoomThumbnails {
  private readonly kept = new Map<number, Kept>();
  private readonly grabbing = new Map<number, Promise<Buffer | null>>();
  private readonly maxGrabs: number;
  private readonly ffmpeg: string;
  private readonly options: RoomThumbnailsOptions;
  /** How many ffmpeg processes were started (health and tests). */
  started = 0;

  constructor(options: RoomThumbnailsOptions) {
    this.options = options;
    this.maxGrabs = options.maxGrabs ?? 2;
    this.ffmpeg = options.ffmpeg ?? 'ffmpeg';
  }

  /** The room's latest frame, grabbed now if the kept one is older than 30 s; null when there is none. */
  async frame(roomId: number): Promise<Buffer | null> {
    this.dropStale();
    const kept = this.kept.get(roomId);
    if (kept !== undefined && this.options.clock.now() - kept.at < THUMBNAIL_FRESH_MS) return kept.jpeg;
    const running = this.grabbing.get(roomId);
    if (running !== undefined) return running;
    if (this.grabbing.size >= this.maxGrabs) return kept?.jpeg ?? null;
    const source = this.options.sourceOf(roomId);
    if (source === null) return null;
    const grab = this.grab(source).then((jpeg) => {
      this.grabbing.delete(roomId);
      if (jpeg === null) return kept?.jpeg ?? null;
      this.kept.set(roomId, { jpeg, at: this.options.clock.now() });
      return jpeg;
    });
    this.grabbing.set(roomId, grab);
    return grab;
  }

  /** How many rooms have a frame kept (health and tests). */
  get keptRooms(): number {
    return this.kept.size;
  }

  private dropStale(): void {
    const now = this.options.clock.now();
    for (const [roomId, kept] of this.kept) if (now - kept.at >= THUMBNAIL_STALE_MS) this.kept.delete(roomId);
  }

  private grab(source: string): Promise<Buffer | null> {
    this.started += 1;
    return new Promise((resolve) => {
      const child = spawn(
        this.ffmpeg,
        [
          ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-rw_timeout', String(GRAB_TIMEOUT_MS * 1000)],
          ...[
            '-i',
            source,
            '-frames:v',
            '1',
            '-vf',
            'scale=320:-2',
            '-q:v',
            '6',
            '-f',
            'image2',
            '-c:v',
            'mjpeg',
            'pipe:1',
          ],
        ],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const finish = (jpeg: Buffer | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        resolve(jpeg);
      };
      const timer = setTimeout(() => finish(null), GRAB_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) return finish(null);
        chunks.push(chunk);
      });
      child.on('error', () => finish(null));
      child.on('close', (code) => {
        const jpeg = Buffer.concat(chunks);
        // A JPEG starts FF D8: anything else (an empty output, an error) is no frame.
        finish(code === 0 && jpeg.length > 2 && jpeg[0] === 0xff && jpeg[1] === 0xd8 ? jpeg : null);
      });
    });
  }
}
