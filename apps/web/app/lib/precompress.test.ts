import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress, precompressFiles } from '../../vite-precompress.ts';

const script = Buffer.from(Array.from({ length: 300 }, (_, i) => `export function f${i}(a){return a*${i}+"x${i % 7}"}`).join('\n'));

// The client build's files, compressed once at build time (decision 0094).
describe('precompression', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'placar-precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('gives Brotli and gzip forms that unpack to the same bytes, the gzip one no larger than zlib at level 9', async () => {
    const { br, gz } = await precompress(script);
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(gz.length).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
  });

  it('writes .br and .gz beside compressible files only, and leaves small files alone', async () => {
    await writeFile(join(dir, 'app.js'), script);
    await writeFile(join(dir, 'style.css'), script);
    await writeFile(join(dir, 'tiny.js'), 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    await writeFile(join(dir, 'photo.webp'), script);
    const written = await precompressFiles(dir, ['app.js', 'style.css', 'tiny.js', 'photo.webp']);
    expect(written).toBe(4);
    expect((await readdir(dir)).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'photo.webp', 'style.css', 'style.css.br', 'style.css.gz', 'tiny.js']);
    expect(gunzipSync(await readFile(join(dir, 'app.js.gz'))).equals(script)).toBe(true);
  });

  it('does not write a form that is no smaller than the file', async () => {
    const random = randomBytes(4096);
    await writeFile(join(dir, 'noise.js'), random);
    expect(await precompressFiles(dir, ['noise.js'])).toBe(0);
    expect(await readdir(dir)).toEqual(['noise.js']);
  });
});
