import { Agent, get } from 'node:http';
import type { ClientRequest } from 'node:http';
import { FlvTagReader } from '@placar/server/processes';
import type { FlvTag } from '@placar/server/processes';

/** A crowd of lean viewers (no browser): what they received and how many stalled in a window. */
export interface ViewerFleet {
  /** Starts a measured window: stalls and bytes count from now. */
  startWindow(): void;
  /** Viewers that stalled (or lost their stream) in the window, and bytes received in it. */
  window(): { stalled: number; bytes: number };
  stop(): void;
}

/**
 * A player's buffer as a viewer would feel it: media plays from its first bytes on, in real
 * time; when the media received runs out, the picture stalls until more arrives.
 */
class PlayerBuffer {
  lost = false;
  stalledInWindow = false;
  private windowStart = Number.POSITIVE_INFINITY;
  /** performance.now() at which the media received so far runs out; NaN before the first. */
  private dryAt = Number.NaN;

  startWindow(now: number): void {
    this.windowStart = now;
    this.stalledInWindow = this.lost;
  }

  /** `seconds` of media arrived now. */
  received(seconds: number, now: number): void {
    if (
      !Number.isNaN(this.dryAt) &&
      this.dryAt < now &&
      now - this.dryAt > STALL_GRACE_MS &&
      this.dryAt >= this.windowStart
    )
      this.stalledInWindow = true;
    this.dryAt = (Number.isNaN(this.dryAt) ? now : Math.max(this.dryAt, now)) + seconds * 1000;
  }

  stalledBy(now: number): boolean {
    return this.lost || this.stalledInWindow || (!Number.isNaN(this.dryAt) && now - this.dryAt > STALL_GRACE_MS);
  }
}

/** A dry buffer refilled within this is not counted: a frame late, not a stall anyone sees. */
const STALL_GRACE_MS = 100;
/** Starts are spread over this long: a crowd arriving within a couple of seconds, as after a goal. */
const RAMP_MS = 2000;

function fleet(
  count: number,
  start: (buffer: PlayerBuffer, stopped: () => boolean) => void,
  received: () => number,
  stop: () => void,
): ViewerFleet {
  const buffers: PlayerBuffer[] = [];
  let stopped = false;
  let from = 0;
  const timers: NodeJS.Timeout[] = [];
  for (let index = 0; index < count; index += 1) {
    const buffer = new PlayerBuffer();
    buffers.push(buffer);
    timers.push(setTimeout(() => start(buffer, () => stopped), (index * RAMP_MS) / count));
  }
  return {
    startWindow() {
      from = received();
      const now = performance.now();
      for (const buffer of buffers) buffer.startWindow(now);
    },
    window() {
      const now = performance.now();
      return { stalled: buffers.filter((buffer) => buffer.stalledBy(now)).length, bytes: received() - from };
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      stop();
    },
  };
}

/** Seconds of video these tags add, by the stream's own timestamps (the first tag only starts the count). */
function videoSeconds(tags: FlvTag[], clock: { last: number }): number {
  let seconds = 0;
  for (const { bytes } of tags) {
    if ((bytes[0]! & 0x1f) !== 9) continue;
    const timestamp = bytes.readUIntBE(4, 3) + bytes[7]! * 0x1000000;
    if (clock.last >= 0 && timestamp > clock.last) seconds += (timestamp - clock.last) / 1000;
    clock.last = Math.max(clock.last, timestamp);
  }
  return seconds;
}

/**
 * HTTP-FLV viewers, each reading the stream continuously as a player would, its media time read
 * from the video tags' timestamps; a viewer starts with the GOP the edge sends first in its buffer
 * (mpegts.js plays about that far behind the live edge).
 */
export function flvViewers(url: string, count: number): ViewerFleet {
  const requests: ClientRequest[] = [];
  let received = 0;
  return fleet(
    count,
    (buffer, stopped) => {
      if (stopped()) return;
      const clock = { last: -1 };
      const reader = new FlvTagReader();
      const request = get(url, { agent: false }, (response) => {
        if (response.statusCode !== 200) buffer.lost = true;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          let tags: FlvTag[];
          try {
            tags = reader.push(chunk);
          } catch {
            buffer.lost = true;
            return;
          }
          const now = performance.now();
          // The GOP sent at once on joining is the buffer the player starts with.
          if (clock.last < 0 && tags.length > 0) buffer.received(0, now);
          const seconds = videoSeconds(tags, clock);
          if (seconds > 0) buffer.received(seconds, now);
        });
        response.once('end', () => {
          if (!stopped()) buffer.lost = true;
        });
        response.once('error', () => undefined);
      });
      request.once('error', () => {
        if (!stopped()) buffer.lost = true;
      });
      requests.push(request);
    },
    () => received,
    () => {
      for (const request of requests) request.destroy();
    },
  );
}

/**
 * HLS viewers polling as the room's hls.js does on a live playlist (engines.ts: 1.5 s behind the
 * live edge): start with the last two segments, reload the playlist every target duration (half
 * that when it had nothing new), fetch each new segment in order; each segment adds its EXTINF
 * to the viewer's buffer.
 */
export function hlsViewers(playlistUrl: string, count: number): ViewerFleet {
  const agent = new Agent({ keepAlive: true, maxSockets: count * 2 });
  let received = 0;
  const fetchBody = (url: string) =>
    new Promise<Buffer | null>((resolve) => {
      const request = get(url, { agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () => resolve(response.statusCode === 200 ? Buffer.concat(chunks) : null));
        response.once('error', () => resolve(null));
      });
      request.once('error', () => resolve(null));
    });
  return fleet(
    count,
    (buffer, stopped) => {
      let next = -1;
      const poll = async (): Promise<void> => {
        if (stopped()) return;
        const playlist = await fetchBody(playlistUrl);
        let targetMs = 1000;
        let fresh = false;
        if (playlist === null) buffer.lost = true;
        else {
          const lines = playlist.toString().split('\n');
          targetMs = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist.toString())?.[1] ?? 1) * 1000;
          const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist.toString())?.[1] ?? 0);
          const segments: { uri: string; seconds: number }[] = [];
          let seconds = 0;
          for (const line of lines) {
            if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice(8));
            else if (line !== '' && !line.startsWith('#')) segments.push({ uri: line, seconds });
          }
          if (next < 0) next = first + Math.max(0, segments.length - 2);
          for (let sequence = Math.max(next, first); sequence < first + segments.length; sequence += 1) {
            const segment = segments[sequence - first]!;
            const body = await fetchBody(new URL(segment.uri, playlistUrl).href);
            if (body === null) continue;
            received += body.length;
            buffer.received(segment.seconds, performance.now());
            fresh = true;
            next = sequence + 1;
          }
        }
        if (!stopped()) setTimeout(() => void poll(), fresh ? targetMs : targetMs / 2);
      };
      void poll();
    },
    () => received,
    () => agent.destroy(),
  );
}
