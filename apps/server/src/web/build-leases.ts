import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRunning, parseProcessIdentity, thisProcess } from './running-process.ts';

/**
 * Which servers serve a build folder (decision 0120): each writes a lease file into the folder
 * it started with, so a later build's cleanup keeps that folder, and the assets its pages name,
 * for as long as it runs. A server killed without removing its lease holds nothing: a lease
 * counts only while its process runs.
 */
const LEASES = '.servers';

/** Marks buildDir as served by this process until the returned release is called. */
export async function leaseBuild(buildDir: string): Promise<() => Promise<void>> {
  const dir = join(buildDir, LEASES);
  const identity = thisProcess();
  const file = join(dir, `${identity.pid}.json`);
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(identity));
  return () => rm(file, { force: true });
}

/** Whether a running process holds a lease on buildDir. */
export async function buildInUse(buildDir: string): Promise<boolean> {
  const dir = join(buildDir, LEASES);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const identity = parseProcessIdentity(await readFile(join(dir, name), 'utf8').catch(() => ''));
    if (identity !== null && isRunning(identity)) return true;
  }
  return false;
}
