import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { FlvSink } from './nms-seam.ts';

/**
 * A viewer's buffered bytes beyond which it is closed. node-media-server writes every tag to
 * every viewer and never checks writableLength, so a viewer that reads slower than the stream
 * would hold the stream in memory without bound. About 8 s of a 6 Mb/s stream: a player that
 * far behind has to start again at the live edge anyway.
 */
export const MAX_VIEWER_BUFFER_BYTES = 6 * 1024 * 1024;

interface FlvViewerOptions {
  maxBufferBytes?: number;
  /** Called once when the viewer is closed for being too slow. */
  onTooSlow?: () => void;
}

/** Writes a broadcast's FLV tags to one output (an HTTP response, ffmpeg's stdin), closing it when it falls too far behind. */
export function flvViewer(output: Writable, options: FlvViewerOptions = {}): FlvSink & { readonly closed: boolean } {
  const limit = options.maxBufferBytes ?? MAX_VIEWER_BUFFER_BYTES;
  let closed = false;
  const sink = {
    id: `viewer-${randomBytes(8).toString('hex')}`,
    get closed() {
      return closed || output.destroyed || output.writableEnded;
    },
    write(buffer: Buffer) {
      if (sink.closed) return;
      if (output.writableLength > limit) {
        closed = true;
        options.onTooSlow?.();
        output.destroy();
        return;
      }
      output.write(buffer);
    },
    end() {
      if (sink.closed) return;
      closed = true;
      output.end();
    },
  };
  return sink;
}
