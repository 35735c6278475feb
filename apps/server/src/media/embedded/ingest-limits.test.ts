import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/wait-for.ts';
import { EventBus } from '../../events.ts';
import { hashStreamKey } from '../publish-keys.ts';
import { EmbeddedMediaServer } from './embedded-media-server.ts';
import type { IngestLimits } from './ingest-limits.ts';

// The RTMP attacks of issue 36, sent by hand before any key is checked: each is cut, and what the
// server holds for it stays bounded.

const LIMITS: IngestLimits = {
  handshakeTimeoutMs: 800,
  publishTimeoutMs: 1500,
  idleTimeoutMs: 1000,
  maxConnections: 50,
  maxConnectionsPerAddress: 3,
  maxChunkSize: 65_536,
  maxMessageBytes: 2 * 1024 * 1024,
  maxMessageBytesBeforeKey: 64 * 1024,
  maxUnfinishedBeforeKey: 2,
  maxChunkStreams: 16,
};
const MiB = 1024 * 1024;

/** A chunk's header with a full (type 0) message header: chunk stream `cid`, the message's length and type. */
function type0Header(cid: number, length: number, type: number, streamId = 0): Buffer {
  const header = Buffer.alloc(12);
  header[0] = cid;
  header.writeUIntBE(0, 1, 3);
  header.writeUIntBE(length, 4, 3);
  header[7] = type;
  header.writeUInt32LE(streamId, 8);
  return header;
}

/** A plain RTMP handshake (C0, C1, then C2 once S0-S2 are in): after it the server parses chunks. */
async function handshake(socket: Socket): Promise<void> {
  socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536)]));
  let received = 0;
  while (received < 3073) {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    received += chunk.length;
  }
  socket.write(Buffer.alloc(1536));
}

function open(port: number): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1' });
  socket.on('error', () => undefined);
  return once(socket, 'connect').then(() => socket);
}

const closed = (socket: Socket) => (socket.closed ? Promise.resolve() : once(socket, 'close').then(() => undefined));

/**
 * Writes up to `total` bytes of one message's chunks (a type 3 header every 128 bytes, the
 * default chunk size) while the server reads; answers how much went out before the server cut it.
 */
async function flood(
  socket: Socket,
  total: number,
  cid: number,
): Promise<{ written: number; peakArrayBuffers: number }> {
  const piece = Buffer.alloc(64 * 1024);
  for (let offset = 128; offset < piece.length; offset += 129) piece[offset] = 0xc0 | cid;
  let written = 0;
  let peakArrayBuffers = process.memoryUsage().arrayBuffers;
  while (written < total && !socket.destroyed && socket.writable) {
    const more = socket.write(piece);
    written += piece.length;
    peakArrayBuffers = Math.max(peakArrayBuffers, process.memoryUsage().arrayBuffers);
    if (!more)
      await new Promise((resolve) => {
        socket.once('drain', resolve);
        socket.once('close', resolve);
      });
  }
  return { written, peakArrayBuffers };
}

describe('RTMP ingest limits before the key is checked (issue 36)', { timeout: 60_000 }, () => {
  let media: EmbeddedMediaServer;
  let port = 0;
  const sockets: Socket[] = [];
  const connectTo = async () => {
    const socket = await open(port);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    media = new EmbeddedMediaServer({
      graceMs: 5000,
      now: () => Date.now(),
      events: new EventBus(),
      log: { info: () => {}, warn: () => {} },
      ffmpegPath: null,
      ingest: LIMITS,
      streamLimits: { maxWidth: 1920, maxHeight: 1080, maxFps: 60, maxBitrateKbps: 8000 },
      lowRendition: null,
    });
    media.keys.set(1, { keyHash: hashStreamKey('the-key'), allowed: true });
    port = await media.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await media.close();
  });

  it('closes a connection that never finishes the handshake', async () => {
    const silent = await connectTo();
    const halfway = await connectTo();
    halfway.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(700)]));
    await Promise.all([closed(silent), closed(halfway)]);
  });

  it('closes a connection that finishes the handshake but never publishes', async () => {
    const idle = await connectTo();
    await handshake(idle);
    await closed(idle);
  });

  it('cuts one connection sending 96 MiB of an unfinished message at its header, holding no more than a few MiB', async () => {
    const attacker = await connectTo();
    await handshake(attacker);
    const before = process.memoryUsage().arrayBuffers;
    attacker.write(type0Header(4, 16 * MiB - 1, 9));
    const { written, peakArrayBuffers } = await flood(attacker, 96 * MiB, 4);
    await closed(attacker);
    // node-media-server alone allocated the declared 16 MiB at once and read all 96 MiB.
    expect(written).toBeLessThan(16 * MiB);
    expect(peakArrayBuffers - before).toBeLessThan(8 * MiB);
  });

  it('cuts a connection holding more unfinished messages than allowed before the key, each under the size limit', async () => {
    const attacker = await connectTo();
    await handshake(attacker);
    // Three messages of 60 KiB, each left after its first 128-byte chunk.
    for (const cid of [4, 5, 6]) attacker.write(Buffer.concat([type0Header(cid, 60 * 1024, 8), Buffer.alloc(128)]));
    await closed(attacker);
  });

  it('cuts a connection that announces a chunk size out of bounds', async () => {
    const attacker = await connectTo();
    await handshake(attacker);
    const payload = Buffer.alloc(4);
    payload.writeUInt32BE(0x7fffffff);
    attacker.write(Buffer.concat([type0Header(2, 4, 1), payload]));
    await closed(attacker);
  });

  it('refuses connections from one address beyond the cap, keeping the first ones', async () => {
    const kept = [await connectTo(), await connectTo(), await connectTo()];
    const refused = await connectTo();
    await closed(refused);
    expect(kept.every((socket) => !socket.destroyed && !socket.closed)).toBe(true);
    expect(media.openConnections).toBe(3);
    for (const socket of kept) socket.destroy();
    await waitFor(() => media.openConnections === 0);
    // Slots come back as connections close: one more is let in.
    const again = await connectTo();
    await handshake(again);
    expect(again.destroyed).toBe(false);
    again.destroy();
  });
});
