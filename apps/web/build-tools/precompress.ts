import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const brotli = promisify(brotliCompress);

/** Files worth compressing: text the browser downloads. */
export const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
/** Below this size the saving does not pay for a second file (nginx's gzip_min_length is of the same order). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export const FORMATS = ['br', 'gz'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * One form of a file: Brotli quality 11 or gzip by zopfli, the smallest each format gives, too
 * slow to make per request but made once per build (decision 0094).
 */
export async function compress(body: Uint8Array, format: Format): Promise<Buffer> {
  if (format === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return Buffer.from(await gzipAsync(body, { numiterations: 15 }));
}

/**
 * Names a cached form: the file's bytes and how it is compressed. Bump the version when the
 * settings in compress() change, so no form made with the old ones is reused.
 */
const CACHE_VERSION = 'br11-zopfli15';
const cacheName = (body: Uint8Array, format: Format) =>
  `${createHash('sha256').update(CACHE_VERSION).update(body).digest('hex')}.${format}`;

/** Compresses one form; precompress-pool.ts runs these on worker threads. */
export type Compressor = (body: Uint8Array, format: Format) => Promise<Uint8Array>;

export interface PrecompressResult {
  /** Forms written beside their files. */
  written: number;
  /** Of those, how many came from the cache rather than being compressed. */
  cached: number;
}

async function filesIn(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await filesIn(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** A hard link where the file system allows it (the cache and the build share one disk), else a copy. */
async function place(from: string, to: string): Promise<void> {
  await rm(to, { force: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * Writes `file.br` and `file.gz` beside each compressible file of dir; a form no smaller than
 * its file is not written. With a cache folder, each form is looked up there by the file's
 * content hash first, and the cache keeps exactly the forms of this run (older ones are
 * removed), so a build where most files did not change compresses only the ones that did.
 */
export async function precompressDir(
  dir: string,
  options: { compressor?: Compressor; cacheDir?: string } = {},
): Promise<PrecompressResult> {
  const compressor = options.compressor ?? compress;
  const { cacheDir } = options;
  if (cacheDir !== undefined) await mkdir(cacheDir, { recursive: true });
  const files = (await filesIn(dir)).filter((file) => COMPRESSIBLE.test(file));
  const bodies = new Map<string, Buffer>();
  for (const file of files) {
    const body = await readFile(join(dir, file));
    if (body.length >= PRECOMPRESS_MIN_BYTES) bodies.set(file, body);
  }
  const used = new Set<string>();
  const result: PrecompressResult = { written: 0, cached: 0 };
  // Largest first: the long compressions start early, so the pool's threads finish together.
  const jobs = [...bodies]
    .sort(([, a], [, b]) => b.length - a.length)
    .flatMap(([file, body]) => FORMATS.map((format) => ({ file, body, format })));
  await Promise.all(
    jobs.map(async ({ file, body, format }) => {
      const target = join(dir, `${file}.${format}`);
      const name = cacheName(body, format);
      used.add(name);
      const cached = cacheDir === undefined ? undefined : join(cacheDir, name);
      const size =
        cached === undefined
          ? undefined
          : await stat(cached).then(
              (found) => found.size,
              () => undefined,
            );
      if (cached !== undefined && size !== undefined) {
        if (size >= body.length) return;
        await place(cached, target);
        result.written += 1;
        result.cached += 1;
        return;
      }
      const bytes = await compressor(body, format);
      if (cached !== undefined) {
        // Written whole under a temporary name, then renamed: a build killed meanwhile leaves no half form.
        await writeFile(`${cached}.${process.pid}.partial`, bytes);
        await rename(`${cached}.${process.pid}.partial`, cached);
      }
      if (bytes.length >= body.length) return;
      await writeFile(target, bytes);
      result.written += 1;
    }),
  );
  if (cacheDir !== undefined) {
    for (const name of await readdir(cacheDir)) if (!used.has(name)) await rm(join(cacheDir, name), { force: true });
  }
  return result;
}
