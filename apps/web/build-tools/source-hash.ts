import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * What the web build reads, relative to the repository root (decision 0120): the web app (its
 * sources, public files, Vite and React Router configuration and these build tools), the shared
 * contract, the server code the build runs to prerender the /about pages, and the exact package
 * versions. A file left out here would let a stale build be served; one too many only costs a build.
 */
export const BUILD_INPUTS: readonly string[] = [
  'apps/web',
  'packages/contract',
  'apps/server/src/web',
  'apps/server/src/clock.ts',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Folders under the inputs the build writes or never reads. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', 'builds', '.react-router', 'test-results']);
/** Tests and test configuration: read by Vitest, never by the build. */
const SKIPPED_FILES = /(\.test\.tsx?|^vitest\.config\.ts)$/;

/** Settings the build reads from the environment besides the files, with the value unset means (React and Vite pick their code by NODE_ENV). */
export const BUILD_ENVIRONMENT: Readonly<Record<string, string>> = { NODE_ENV: 'production' };

async function filesUnder(root: string, path: string, into: string[]): Promise<void> {
  const entries = await readdir(path, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (entries === null) {
    into.push(relative(root, path).split(sep).join('/'));
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) await filesUnder(root, join(path, entry.name), into);
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) {
      into.push(relative(root, join(path, entry.name)).split(sep).join('/'));
    }
  }
}

/** The files the hash covers, sorted, as paths relative to root with `/`. */
export async function buildInputFiles(root: string, inputs: readonly string[] = BUILD_INPUTS): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) await filesUnder(root, join(root, input), files);
  return files.sort();
}

/**
 * A sha256 over every input file's path and bytes and the build's environment settings: the
 * same checkout gives the same hash, and any change to what the build reads gives another.
 */
export async function sourceHash(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  inputs: readonly string[] = BUILD_INPUTS,
): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await buildInputFiles(root, inputs)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(root, file)));
    hash.update('\0');
  }
  for (const [name, unset] of Object.entries(BUILD_ENVIRONMENT)) hash.update(`${name}=${env[name] || unset}\0`);
  return hash.digest('hex');
}
