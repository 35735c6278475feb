import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

/**
 * Frames that carry the wall-clock time they were made: Date.now() as 48 black or white cells
 * of 20x20 px on gray (requirement stack-video); libx264 ultrafast/zerolatency keeps them exact.
 * The same layout is read back in the page (page-probe.ts) and from ffmpeg's output (flv-baseline.ts).
 */
export const FRAME = { width: 320, height: 240, fps: 25 } as const;
export const CELLS = { size: 20, columns: 12, rows: 4, left: 20, top: 20, bits: 48 } as const;

/** A gray frame with `stamp` drawn as cells, most significant bit first. */
export function stampFrame(stamp: number): Buffer {
  const frame = Buffer.alloc(FRAME.width * FRAME.height, 128);
  for (let bit = 0; bit < CELLS.bits; bit += 1) {
    const on = Math.floor(stamp / 2 ** (CELLS.bits - 1 - bit)) % 2 === 1;
    const x0 = CELLS.left + (bit % CELLS.columns) * CELLS.size;
    const y0 = CELLS.top + Math.floor(bit / CELLS.columns) * CELLS.size;
    for (let y = y0; y < y0 + CELLS.size; y += 1)
      frame.fill(on ? 255 : 0, y * FRAME.width + x0, y * FRAME.width + x0 + CELLS.size);
  }
  return frame;
}

/** The stamp in a gray frame (one byte per pixel), read at each cell's centre; null when it is no stamp. */
export function readStamp(gray: Uint8Array, width: number = FRAME.width): number | null {
  let stamp = 0;
  for (let bit = 0; bit < CELLS.bits; bit += 1) {
    const x = CELLS.left + (bit % CELLS.columns) * CELLS.size + CELLS.size / 2;
    const y = CELLS.top + Math.floor(bit / CELLS.columns) * CELLS.size + CELLS.size / 2;
    const value = gray[y * width + x] ?? 128;
    if (value > 80 && value < 176) return null;
    stamp = stamp * 2 + (value >= 176 ? 1 : 0);
  }
  return stamp;
}

export interface ClockPublisher {
  /** Date.now() when the first frame was handed to the encoder. */
  startedAt: number;
  stop(): Promise<void>;
}

/**
 * Debian's ffmpeg encoding frames written to it in real time (libx264 ultrafast, zerolatency, a
 * keyframe a second, no B-frames; an AAC tone) and publishing them over RTMP, as OBS would. The
 * tone is not read with -re: ffmpeg then reads it at the pace of the video, whereas a real-time
 * tone would pace the video behind it by ffmpeg's start-up time (measured: +220 ms per frame).
 */
export function publishClockFrames(url: string): ClockPublisher {
  const child: ChildProcess = spawn(
    'ffmpeg',
    [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        '-s',
        `${FRAME.width}x${FRAME.height}`,
        '-r',
        String(FRAME.fps),
        '-i',
        'pipe:0',
      ],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-g',
        String(FRAME.fps),
        '-bf',
        '0',
        '-pix_fmt',
        'yuv420p',
      ],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  child.stderr?.resume();
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const startedAt = Date.now();
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    if (child.exitCode !== null || child.stdin?.destroyed) return;
    child.stdin?.write(stampFrame(Date.now()));
    sent += 1;
    // Paced on the frame count, so a late timer does not slow the stream down.
    timer = setTimeout(next, Math.max(0, startedAt + (sent * 1000) / FRAME.fps - Date.now()));
  };
  next();
  return {
    startedAt,
    async stop() {
      clearTimeout(timer);
      child.stdin?.end();
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
