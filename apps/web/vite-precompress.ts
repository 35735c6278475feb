import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/** Files worth compressing: text the browser downloads. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
/** Below this size the saving does not pay for a second file (nginx's gzip_min_length is of the same order). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface Precompressed {
  br: Buffer;
  gz: Buffer;
}

/**
 * The file's Brotli (quality 11) and gzip (zopfli) forms: the smallest each format gives,
 * too slow to make per request but made once per build (decision 0094).
 */
export async function precompress(body: Buffer): Promise<Precompressed> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { numiterations: 15 }).then((bytes) => Buffer.from(bytes)),
  ]);
  return { br, gz };
}

/** Writes `file.br` and `file.gz` beside each compressible file; a form no smaller than the file is not written. */
export async function precompressFiles(dir: string, files: readonly string[]): Promise<number> {
  let written = 0;
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const path = join(dir, file);
    const body = await readFile(path);
    if (body.length < PRECOMPRESS_MIN_BYTES) continue;
    const forms = await precompress(body);
    for (const [suffix, bytes] of Object.entries(forms)) {
      if (bytes.length >= body.length) continue;
      await writeFile(`${path}.${suffix}`, bytes);
      written += 1;
    }
  }
  return written;
}

/**
 * The client build's files, compressed ahead: the server sends `.br` or `.gz` as the browser
 * accepts (@fastify/static's preCompressed) instead of compressing each request at a fast, weak
 * level. Home's first-load scripts go from 144.5 KiB (Brotli 4, per request) to 124.6 KiB (decision 0094).
 */
export function precompressBuild(): Plugin {
  return {
    name: 'placar-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      if (options.dir === undefined) return;
      await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
