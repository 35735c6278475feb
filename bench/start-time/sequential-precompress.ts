import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPRESSIBLE, PRECOMPRESS_MIN_BYTES, compress } from '../../apps/web/build-tools/precompress.ts';

/**
 * Precompression as the build did it before decision 0122, the baseline of bench/start-time:
 * in Vite's writeBundle, one file after another, its two forms made at once on this thread.
 */
export async function precompressSequentially(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name),
  );
  for (const entry of files) {
    const path = join(entry.parentPath, entry.name);
    const body = await readFile(path);
    if (body.length < PRECOMPRESS_MIN_BYTES) continue;
    const [br, gz] = await Promise.all([compress(body, 'br'), compress(body, 'gz')]);
    for (const [suffix, bytes] of [
      ['br', br],
      ['gz', gz],
    ] as const)
      if (bytes.length < body.length) await writeFile(`${path}.${suffix}`, bytes);
  }
}
