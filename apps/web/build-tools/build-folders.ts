import { lstat, readFile, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { buildInUse } from '../../server/src/web/build-leases.ts';

/**
 * The web builds of one checkout (decision 0120): each build is a folder of its own under
 * `apps/web/builds/`, never written again once complete, and `apps/web/build` is a symbolic link
 * to the current one, replaced in one rename. A server resolves the link when it starts and
 * serves that folder until it stops, whatever later builds do.
 */
export interface BuildFolders {
  /** apps/web/build: the link servers and tests read. */
  pointer: string;
  /** apps/web/builds: the builds, the lock and the precompression cache. */
  builds: string;
}

export const BUILD_INFO = 'build-info.json';

/** Written last into a complete build: what it was built from and how long each step took. */
export interface BuildInfo {
  sourceHash: string;
  builtAt: string;
  /** Milliseconds per step. */
  steps: Record<string, number>;
}

export interface Build {
  dir: string;
  info: BuildInfo;
}

/** Earlier builds kept besides the current one and those a running server serves: a quick switch back (git checkout). */
export const KEEP_PREVIOUS = 2;

export function buildFoldersOf(webDir: string): BuildFolders {
  return { pointer: join(webDir, 'build'), builds: join(webDir, 'builds') };
}

export async function readBuildInfo(dir: string): Promise<BuildInfo | null> {
  try {
    const info = JSON.parse(await readFile(join(dir, BUILD_INFO), 'utf8')) as Partial<BuildInfo>;
    if (typeof info.sourceHash !== 'string' || typeof info.builtAt !== 'string') return null;
    return { sourceHash: info.sourceHash, builtAt: info.builtAt, steps: info.steps ?? {} };
  } catch {
    return null;
  }
}

/** The build the pointer names, or null when it names none (no build yet, a broken link, a folder of the layout before builds/). */
export async function currentBuild(folders: BuildFolders): Promise<Build | null> {
  const target = await readlink(folders.pointer).catch(() => null);
  if (target === null) return null;
  const dir = resolve(dirname(folders.pointer), target);
  const info = await readBuildInfo(dir);
  return info === null ? null : { dir, info };
}

/** Every complete build, newest first. Folders being written (a dot first) are not builds. */
export async function completeBuilds(folders: BuildFolders): Promise<Build[]> {
  const names = await readdir(folders.builds).catch(() => [] as string[]);
  const builds: Build[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const dir = join(folders.builds, name);
    const info = await readBuildInfo(dir);
    if (info !== null) builds.push({ dir, info });
  }
  return builds.sort((a, b) => b.info.builtAt.localeCompare(a.info.builtAt));
}

/** A folder name that sorts by time and shows the source hash: 20261128-091500-3f2a9c1d04e7. */
export function buildFolderName(hash: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${stamp}-${hash.slice(0, 12)}`;
}

/**
 * Points apps/web/build at dir in one rename, so a reader sees the old build or the new one,
 * never neither. A real folder there (the layout before builds/) is moved into builds/ first.
 */
export async function switchTo(folders: BuildFolders, dir: string): Promise<void> {
  const existing = await lstat(folders.pointer).catch(() => null);
  if (existing?.isDirectory()) await rename(folders.pointer, join(folders.builds, `.before-builds-${process.pid}`));
  const next = `${folders.pointer}.next-${process.pid}`;
  await rm(next, { force: true });
  await symlink(relative(dirname(folders.pointer), dir), next);
  await rename(next, folders.pointer);
}

/**
 * Removes what no one needs: builds other than the current one, those a running server serves
 * and the KEEP_PREVIOUS newest others; folders left by builds that did not finish; the layout
 * before builds/. Called under the build lock, so no build is being written meanwhile.
 */
export async function removeUnused(folders: BuildFolders, keepDir: string): Promise<string[]> {
  const removed: string[] = [];
  const current = (await currentBuild(folders))?.dir;
  let previous = 0;
  for (const build of await completeBuilds(folders)) {
    if (build.dir === keepDir || build.dir === current) continue;
    if (await buildInUse(build.dir)) continue;
    if (previous < KEEP_PREVIOUS) {
      previous += 1;
      continue;
    }
    await removeFolder(build.dir);
    removed.push(basename(build.dir));
  }
  for (const name of await readdir(folders.builds)) {
    if (!name.startsWith('.partial-') && !name.startsWith('.before-builds-') && !name.startsWith('.removing-'))
      continue;
    const dir = join(folders.builds, name);
    if (name.startsWith('.before-builds-') && (await buildInUse(dir))) continue;
    await removeFolder(dir);
  }
  return removed;
}

/** Renamed away first, so the folder stops being a build at once, then deleted. */
async function removeFolder(dir: string): Promise<void> {
  const away = join(dirname(dir), `.removing-${basename(dir)}`);
  await rename(dir, away).catch(() => {});
  await rm(away, { recursive: true, force: true });
}

export async function writeBuildInfo(dir: string, info: BuildInfo): Promise<void> {
  await writeFile(join(dir, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
}
