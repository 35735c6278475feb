import type { Duplex } from 'node:stream';
import { createWebSocketStream } from 'ws';
import type { WebSocket } from 'ws';

/**
 * A byte stream over a WebSocket for the MQTT broker. mqtt-packet writes each packet in
 * several corked pieces; `createWebSocketStream` alone sends every piece as its own frame
 * (about 5 per packet), so the pieces of one uncork go out as one frame. (A PUBLISH is already
 * one piece: mqtt-fast-paths.ts.)
 */
export function webSocketStream(webSocket: WebSocket): Duplex {
  const stream = createWebSocketStream(webSocket);
  stream._writev = (chunks, callback) => {
    const buffers = chunks.map(({ chunk, encoding }) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding),
    );
    const [first] = buffers;
    webSocket.send(buffers.length === 1 && first !== undefined ? first : Buffer.concat(buffers), callback);
  };
  return stream;
}
