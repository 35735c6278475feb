import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressorPool } from './precompress-pool.ts';
import { PRECOMPRESS_MIN_BYTES, compress, precompressDir } from './precompress.ts';

const script = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `export function f${i}(a){return a*${i}+"x${i % 7}"}`).join('\n'),
);

// The client build's files, compressed once at build time (decision 0094), on every core and
// from a cache of earlier builds' forms (decision 0122).
describe('precompression', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'placar-precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('gives Brotli and gzip forms that unpack to the same bytes, the gzip one no larger than zlib at level 9', async () => {
    const br = await compress(script, 'br');
    const gz = await compress(script, 'gz');
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(gz.length).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
  });

  it('writes .br and .gz beside compressible files only, in every folder, and leaves small files alone', async () => {
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'app.js'), script);
    await writeFile(join(dir, 'style.css'), script);
    await writeFile(join(dir, 'tiny.js'), 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    await writeFile(join(dir, 'photo.webp'), script);
    expect(await precompressDir(dir)).toEqual({ written: 4, cached: 0 });
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'photo.webp',
      'style.css',
      'style.css.br',
      'style.css.gz',
      'tiny.js',
    ]);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz']);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'app.js.gz'))).equals(script)).toBe(true);
  });

  it('does not write a form that is no smaller than the file', async () => {
    await writeFile(join(dir, 'noise.js'), randomBytes(4096));
    expect((await precompressDir(dir)).written).toBe(0);
    expect(await readdir(dir)).toEqual(['noise.js']);
  });

  it('takes the forms of unchanged files from the cache, compresses only what changed, and keeps only this run in the cache', async () => {
    const cacheDir = join(dir, 'cache');
    const first = join(dir, 'first');
    const second = join(dir, 'second');
    await mkdir(first);
    await mkdir(second);
    const other = Buffer.concat([script, Buffer.from('\nexport const changed = 1;')]);
    await writeFile(join(first, 'same.js'), script);
    await writeFile(join(first, 'old.js'), other);
    await writeFile(join(first, 'noise.js'), randomBytes(4096));
    expect(await precompressDir(first, { cacheDir })).toEqual({ written: 4, cached: 0 });
    expect(await readdir(cacheDir)).toHaveLength(6);

    // The next build: one file the same, one new, the incompressible one the same.
    await writeFile(join(second, 'same.js'), script);
    await writeFile(join(second, 'new.js'), Buffer.concat([script, Buffer.from('\nexport const other = 2;')]));
    await writeFile(join(second, 'noise.js'), await readFile(join(first, 'noise.js')));
    const compressor = vi.fn(compress);
    expect(await precompressDir(second, { cacheDir, compressor })).toEqual({ written: 4, cached: 2 });
    // Only new.js was compressed; noise.js's forms, no smaller than it, came from the cache and were not written.
    expect(compressor).toHaveBeenCalledTimes(2);
    expect((await readdir(second)).sort()).toEqual([
      'new.js',
      'new.js.br',
      'new.js.gz',
      'noise.js',
      'same.js',
      'same.js.br',
      'same.js.gz',
    ]);
    expect(brotliDecompressSync(await readFile(join(second, 'same.js.br'))).equals(script)).toBe(true);
    // old.js's forms are gone from the cache: it holds this run's six forms.
    expect(await readdir(cacheDir)).toHaveLength(6);
  });

  it('compresses on worker threads to the same bytes as on this one', async () => {
    const pool = compressorPool(2);
    try {
      const forms = await Promise.all([
        pool.compress(script, 'br'),
        pool.compress(script, 'gz'),
        pool.compress(script.subarray(100), 'br'),
      ]);
      expect(Buffer.from(forms[0]).equals(await compress(script, 'br'))).toBe(true);
      expect(Buffer.from(forms[1]).equals(await compress(script, 'gz'))).toBe(true);
      expect(brotliDecompressSync(forms[2]).equals(script.subarray(100))).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
