import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { attachViewer, cachedMediaBytes, createBroadcast, finishBroadcast, NMS_VERSION } from './nms-seam.ts';

const require = createRequire(import.meta.url);

/**
 * The seam reaches into node-media-server's private parts: an upgrade must fail here first.
 * embedded-ingest.test.ts drives the same seam with a real encoder.
 */
describe('the node-media-server seam', () => {
  it('is pinned to the exact version it was written for', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['node-media-server']).toBe(NMS_VERSION);
    expect((require('node-media-server/package.json') as { version: string }).version).toBe(NMS_VERSION);
  });

  it('finds the session and broadcast internals it uses', () => {
    const RtmpSession = require('node-media-server/src/session/rtmp_session.js') as { prototype: object };
    expect(typeof RtmpSession).toBe('function');
    const broadcast = createBroadcast('/live/1', 1234);
    expect(broadcast.publishGraceMs).toBe(1234);
    for (const method of ['postPlay', 'donePlay', 'postPublish', 'broadcastMessage', '_finishPublish'] as const)
      expect(typeof broadcast[method]).toBe('function');
  });

  it('gives a joining viewer the FLV header, and a finished broadcast nothing cached', () => {
    const broadcast = createBroadcast('/live/1', 1000);
    const written: Buffer[] = [];
    const detach = attachViewer(broadcast, { id: 'v1', write: (buffer) => written.push(buffer), end: () => undefined });
    expect(Buffer.concat(written).subarray(0, 3).toString()).toBe('FLV');
    expect(broadcast.subscribers.size).toBe(1);
    detach();
    expect(broadcast.subscribers.size).toBe(0);
    finishBroadcast(broadcast);
    expect(cachedMediaBytes(broadcast)).toBe(0);
  });
});
