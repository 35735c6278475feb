// A copy of this checkout in a temporary folder, for tests that change its sources and run
// `npm start` in it (issue 37): the repository's own files and build stay as they are for the
// other specs. Installed packages are linked, not copied; the current build and its
// precompression cache are copied, so the copy starts with the build its sources match.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readlink, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '@placar/server/processes';
import { newDataDir } from './placar-server.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKSPACES = ['', 'apps/server', 'apps/web', 'packages/contract', 'e2e', 'bench'];

export interface CheckoutCopy {
  root: string;
  /** The build folder apps/web/build points at now. */
  currentBuild(): Promise<string>;
  remove(): Promise<void>;
}

export async function copyCheckout(): Promise<CheckoutCopy> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'placar-checkout-')));
  // Tracked files and untracked ones git does not ignore: what the source hash reads.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(repoRoot, file))) continue;
    await mkdir(dirname(join(root, file)), { recursive: true });
    await cp(join(repoRoot, file), join(root, file), { verbatimSymlinks: true });
  }
  for (const workspace of WORKSPACES) {
    if (existsSync(join(repoRoot, workspace, 'node_modules')))
      await symlink(join(repoRoot, workspace, 'node_modules'), join(root, workspace, 'node_modules'));
  }
  const build = await realpath(join(repoRoot, 'apps/web/build'));
  const builds = join(root, 'apps/web/builds');
  await cp(build, join(builds, build.split('/').at(-1) as string), {
    recursive: true,
    filter: (source) => !source.includes('/.servers'),
  });
  await cp(join(repoRoot, 'apps/web/builds/.cache'), join(builds, '.cache'), { recursive: true }).catch(() => {});
  await symlink(join('builds', build.split('/').at(-1) as string), join(root, 'apps/web/build'));
  return {
    root,
    currentBuild: async () => resolve(join(root, 'apps/web'), await readlink(join(root, 'apps/web/build'))),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

export interface NpmStart {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves once /readyz answers 200; throws with the output if the process exits first. */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

/** `npm start` in root, as a person runs it, with its own port and data folder; stopped with SIGTERM to its process group. */
export async function npmStart(root: string, env: Record<string, string> = {}): Promise<NpmStart> {
  const port = await findFreePort();
  const dataDir = newDataDir();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      RTMP_PORT: '0',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    output: () => log,
    async ready() {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${log}`);
        if (
          await fetch(`${url}/readyz`).then(
            (response) => response.ok,
            () => false,
          )
        )
          return;
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))]);
      }
    },
    async stop() {
      const group = child.pid as number;
      const alive = () => {
        try {
          process.kill(-group, 0);
          return true;
        } catch {
          return false;
        }
      };
      // npm, its shell and the server: the server shuts down in order (its PostgreSQL last) once the whole group is gone.
      if (alive()) process.kill(-group, 'SIGTERM');
      for (let waited = 0; alive() && waited < 30_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      if (alive()) process.kill(-group, 'SIGKILL');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
