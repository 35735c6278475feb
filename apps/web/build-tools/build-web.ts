// `npm run build` and `npm start`: builds the web app only when what it reads changed since the
// last build (decision 0120), into a folder of its own, then points apps/web/build at it.
// `--force` builds even so. Prints one line when there is nothing to build.
import { spawn } from 'node:child_process';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireBuildLock } from './build-lock.ts';
import {
  buildFolderName,
  buildFoldersOf,
  completeBuilds,
  currentBuild,
  removeUnused,
  switchTo,
  writeBuildInfo,
} from './build-folders.ts';
import type { Build, BuildFolders } from './build-folders.ts';
import { writeAppIcons } from './app-icons.ts';
import { compressorPool } from './precompress-pool.ts';
import { precompressDir } from './precompress.ts';
import { writeServiceWorker } from './service-worker-file.ts';
import { sourceHash } from './source-hash.ts';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(webDir, '../..');
const folders = buildFoldersOf(webDir);
const force = process.argv.includes('--force');
const say = (line: string) => console.log(`web build: ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a step's command; its output is shown only when it fails, unless it is live (Vite's warnings). */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; live?: boolean }): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: webDir,
      env: options.env ?? process.env,
      stdio: options.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (code === 0) done();
      else
        fail(
          new Error(
            `${basename(args[0] ?? command)} ${code === null ? `was killed by ${signal}` : `exited with ${code}`}\n${output}`,
          ),
        );
    });
  });
}

async function timed(steps: Record<string, number>, name: string, step: () => Promise<void>): Promise<void> {
  const start = performance.now();
  await step();
  steps[name] = Math.round(performance.now() - start);
}

async function isCurrent(hash: string): Promise<boolean> {
  return !force && (await currentBuild(folders))?.info.sourceHash === hash;
}

/** Under the lock: the build of these sources when there is one, the current one or an earlier one pointed at again (a checkout switched back). */
async function existingBuild(hash: string): Promise<'current' | Build | null> {
  if (force) return null;
  if (await isCurrent(hash)) return 'current';
  const earlier = (await completeBuilds(folders)).find((build) => build.info.sourceHash === hash);
  if (earlier === undefined) return null;
  await switchTo(folders, earlier.dir);
  return earlier;
}

function tellExisting(found: 'current' | Build): void {
  if (found === 'current') say('the sources have not changed since the last build: nothing to build');
  else say(`the sources match an earlier build: serving ${basename(found.dir)} again, nothing to build`);
}

async function build(hash: string, target: BuildFolders): Promise<void> {
  const partial = join(target.builds, `.partial-${process.pid}`);
  await rm(partial, { recursive: true, force: true });
  const steps: Record<string, number> = {};
  const started = performance.now();
  say(`the sources changed: building (${hash.slice(0, 12)})`);
  try {
    // Vite's file table and notices stay quiet; its warnings still show.
    await timed(steps, 'vite', () =>
      run(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build', '--logLevel', 'warn'], {
        env: { ...process.env, PLACAR_WEB_BUILD_OUT: partial },
        live: true,
      }),
    );
    await timed(steps, 'prerender', () =>
      run(process.execPath, [join(root, 'apps/server/src/web/prerender-cli.ts'), partial], {}),
    );
    // The install icons and the service worker, which names the shell files, before they are compressed (decision 0161).
    await timed(steps, 'pwa', async () => {
      await writeAppIcons(join(webDir, 'public'), join(partial, 'client'));
      await writeServiceWorker({
        clientDir: join(partial, 'client'),
        version: hash.slice(0, 12),
        source: join(webDir, 'service-worker/sw.js'),
      });
    });
    let forms = { written: 0, cached: 0 };
    await timed(steps, 'precompress', async () => {
      const pool = compressorPool();
      try {
        forms = await precompressDir(join(partial, 'client'), {
          compressor: pool.compress,
          cacheDir: join(target.builds, '.cache', 'precompress'),
        });
      } finally {
        await pool.close();
      }
    });
    const at = new Date();
    const final = join(target.builds, buildFolderName(hash, at));
    await writeBuildInfo(partial, { sourceHash: hash, builtAt: at.toISOString(), steps });
    await rm(final, { recursive: true, force: true });
    await rename(partial, final);
    await switchTo(target, final);
    const removed = await removeUnused(target, final);
    const took = Object.entries(steps)
      .map(([name, ms]) => `${name} ${seconds(ms)}`)
      .join(', ');
    say(
      `built ${basename(final)} in ${seconds(performance.now() - started)} (${took}; ${forms.written} compressed forms, ${forms.cached} of them from the cache)` +
        (removed.length > 0 ? `; removed ${removed.length} unused build${removed.length === 1 ? '' : 's'}` : ''),
    );
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

try {
  const hash = await sourceHash(root);
  if (await isCurrent(hash)) {
    tellExisting('current');
  } else {
    await mkdir(folders.builds, { recursive: true });
    const release = await acquireBuildLock(join(folders.builds, '.lock'), {
      onWait: (holder) => say(`waiting for the build process ${holder?.pid ?? '(starting)'} is making`),
    });
    try {
      // While this waited, the holder may have built these very sources.
      const found = await existingBuild(hash);
      if (found !== null) tellExisting(found);
      else await build(hash, folders);
    } finally {
      await release();
    }
  }
} catch (error) {
  console.error(`web build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
