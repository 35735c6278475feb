import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRunning, parseProcessIdentity, thisProcess } from '../../server/src/web/running-process.ts';
import type { ProcessIdentity } from '../../server/src/web/running-process.ts';

const OWNER = 'owner.json';
/** A lock folder with no owner file yet is being taken; one that stays so this long was left by a crash. */
const UNOWNED_STALE_MS = 30_000;

export interface LockOptions {
  /** Told once, with the holder, when the lock is busy. */
  onWait?: (holder: ProcessIdentity | null) => void;
  pollMs?: number;
}

/**
 * One builder at a time per checkout (decision 0120): the lock is a folder (mkdir is atomic)
 * with its holder's identity inside. A second `npm start` waits for the first one's build, then
 * finds it done. A lock whose holder died (a build killed) is taken over. Correctness does not
 * rest on it (every build writes a folder of its own), only the CPU spent building twice.
 */
export async function acquireBuildLock(
  lockDir: string,
  { onWait, pollMs = 250 }: LockOptions = {},
): Promise<() => Promise<void>> {
  let told = false;
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(join(lockDir, OWNER), JSON.stringify(thisProcess()));
      return () => rm(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = parseProcessIdentity(await readFile(join(lockDir, OWNER), 'utf8').catch(() => ''));
    const abandoned =
      holder === null
        ? await stat(lockDir).then(
            (found) => Date.now() - found.mtimeMs > UNOWNED_STALE_MS,
            () => false,
          )
        : !isRunning(holder);
    if (abandoned) {
      await rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!told) {
      told = true;
      onWait?.(holder);
    }
    await sleep(pollMs);
  }
}
