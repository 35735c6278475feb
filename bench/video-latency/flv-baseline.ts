import { spawn } from 'node:child_process';
import { FRAME, readStamp } from './clock-frames.ts';

/**
 * The baseline measured in the same run: Debian's ffmpeg pulls the same HTTP-FLV (no browser,
 * no player buffer) and hands each decoded frame over at once. Answers latencies in ms.
 */
export async function ffmpegFlvLatencies(url: string, seconds: number): Promise<number[]> {
  const child = spawn(
    'ffmpeg',
    [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-fflags',
        'nobuffer',
        '-flags',
        'low_delay',
        '-probesize',
        '32768',
        '-analyzeduration',
        '0',
      ],
      ...['-i', url, '-an', '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${FRAME.width}x${FRAME.height}`, 'pipe:1'],
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const size = FRAME.width * FRAME.height;
  const latencies: number[] = [];
  let pending = Buffer.alloc(0);
  child.stdout.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= size) {
      const stamp = readStamp(pending.subarray(0, size));
      if (stamp !== null) latencies.push(Date.now() - stamp);
      pending = pending.subarray(size);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timer = setTimeout(() => child.kill('SIGKILL'), seconds * 1000);
  await exited;
  clearTimeout(timer);
  // The first second holds the cached GOP, older by design: steady state only.
  return latencies.slice(FRAME.fps);
}
