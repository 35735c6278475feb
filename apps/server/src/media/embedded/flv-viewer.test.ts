import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { flvViewer } from './flv-viewer.ts';

describe('an FLV viewer', () => {
  it('is closed once it reads so slowly that its buffer passes the limit, and gets nothing more', () => {
    const output = new PassThrough({ highWaterMark: 1024 });
    let tooSlow = 0;
    const viewer = flvViewer(output, { maxBufferBytes: 64 * 1024, onTooSlow: () => (tooSlow += 1) });
    const tag = Buffer.alloc(4096, 1);
    // Nobody reads the output: its buffer grows with every tag.
    for (let index = 0; index < 40; index += 1) viewer.write(tag);
    expect(tooSlow).toBe(1);
    expect(viewer.closed).toBe(true);
    expect(output.destroyed).toBe(true);
    viewer.write(tag);
    expect(tooSlow).toBe(1);
  });

  it('keeps a viewer that reads as fast as the stream comes', async () => {
    const output = new PassThrough();
    let received = 0;
    output.on('data', (chunk: Buffer) => (received += chunk.length));
    const viewer = flvViewer(output, { maxBufferBytes: 64 * 1024 });
    for (let index = 0; index < 200; index += 1) {
      viewer.write(Buffer.alloc(4096));
      await new Promise((resolve) => setImmediate(resolve));
    }
    viewer.end();
    await new Promise((resolve) => output.on('end', resolve));
    expect(viewer.closed).toBe(true);
    expect(received).toBe(200 * 4096);
  });
});
