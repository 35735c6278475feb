import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface Push {
  child: ChildProcess;
  /** Resolves with ffmpeg's exit code when it ends (a refused publish ends it with an error). */
  exited: Promise<number | null>;
  /** What ffmpeg printed (its errors: a refused publish shows the server's reason as "Server error: ..."). */
  output(): string;
  stop(): Promise<number | null>;
}

/**
 * A real encoder for tests: Debian's ffmpeg pushes testsrc and a tone over RTMP, as a host's OBS
 * would, with a keyframe every second and no B-frames.
 */
export function pushTestStream(
  url: string,
  options: { seconds?: number; size?: string; rate?: number; videoKbps?: number } = {},
): Push {
  const rate = options.rate ?? 25;
  const bitrate =
    options.videoKbps === undefined
      ? []
      : ['-b:v', `${options.videoKbps}k`, '-maxrate', `${options.videoKbps}k`, '-bufsize', `${options.videoKbps}k`];
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...[
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=${options.size ?? '320x240'}:rate=${rate}`,
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440',
      ],
      ...[
        '-t',
        String(options.seconds ?? 30),
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-g',
        String(rate),
        '-bf',
        '0',
        ...bitrate,
      ],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}

/** How long the answer's status may take: on a busy machine the route's database look-up is slow. */
const HEADERS_DEADLINE_MS = 15_000;

/**
 * Reads an HTTP response's body for up to `ms` once its status arrived (or until `bytes`),
 * answering the status and what arrived. Throws when no status came within 15 s.
 */
export async function readStream(
  url: string,
  options: { ms: number; bytes?: number },
): Promise<{ status: number; body: Buffer }> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), HEADERS_DEADLINE_MS);
  const chunks: Buffer[] = [];
  let total = 0;
  let status = 0;
  try {
    const response = await fetch(url, { signal: controller.signal });
    status = response.status;
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), options.ms);
    if (response.body === null) return { status, body: Buffer.alloc(0) };
    for await (const chunk of response.body) {
      chunks.push(Buffer.from(chunk));
      total += chunk.length;
      if (options.bytes !== undefined && total >= options.bytes) break;
    }
  } catch (error) {
    if (!(error instanceof Error && error.name === 'AbortError')) throw error;
    if (status === 0) throw new Error(`no answer from ${url} within ${HEADERS_DEADLINE_MS} ms`, { cause: error });
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return { status, body: Buffer.concat(chunks) };
}

/** The FLV tags of a byte stream (after the 13-byte header): their type and payload. */
export function flvTags(body: Buffer): { type: number; data: Buffer }[] {
  const tags: { type: number; data: Buffer }[] = [];
  let offset = 13;
  while (offset + 11 <= body.length) {
    const type = body[offset] ?? 0;
    const size = body.readUIntBE(offset + 1, 3);
    if (offset + 11 + size + 4 > body.length) break;
    tags.push({ type, data: body.subarray(offset + 11, offset + 11 + size) });
    offset += 11 + size + 4;
  }
  return tags;
}

/** The width an FLV stream's onMetaData declares (AMF0: the string "width", then a number). */
export function metadataWidths(body: Buffer): number[] {
  return flvTags(body)
    .filter((tag) => tag.type === 18)
    .flatMap((tag) => {
      const at = tag.data.indexOf('width');
      return at < 0 || tag.data[at + 5] !== 0 ? [] : [tag.data.readDoubleBE(at + 6)];
    });
}

/** Media tags (audio 8, video 9) of an FLV byte stream. */
export function mediaTagCount(body: Buffer): number {
  return flvTags(body).filter((tag) => tag.type === 8 || tag.type === 9).length;
}
