import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaseBuild } from '../../server/src/web/build-leases.ts';
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
import type { BuildFolders } from './build-folders.ts';

/** A pid that no process has any more: one that ran and exited. */
const deadPid = () => spawnSync('true').pid as number;

// The builds of one checkout (decision 0120): a folder per build, a link to the current one.
describe('build folders', () => {
  let webDir: string;
  let folders: BuildFolders;
  let minute = 0;
  async function makeBuild(hash: string): Promise<string> {
    minute += 1;
    const at = new Date(Date.UTC(2026, 10, 28, 9, minute));
    const dir = join(folders.builds, buildFolderName(hash, at));
    await mkdir(join(dir, 'client'), { recursive: true });
    await writeBuildInfo(dir, { sourceHash: hash, builtAt: at.toISOString(), steps: {} });
    return dir;
  }
  beforeEach(async () => {
    webDir = await realpath(await mkdtemp(join(tmpdir(), 'placar-build-folders-')));
    folders = buildFoldersOf(webDir);
    await mkdir(folders.builds);
  });
  afterEach(() => rm(webDir, { recursive: true, force: true }));

  it('names folders by time and source hash, and points the link at one build after another', async () => {
    expect(buildFolderName('3f2a9c1d04e7aa', new Date('2026-11-28T09:15:00.123Z'))).toBe(
      '20261128-091500-3f2a9c1d04e7',
    );
    expect(await currentBuild(folders)).toBeNull();
    const first = await makeBuild('a'.repeat(64));
    await switchTo(folders, first);
    expect(await readlink(folders.pointer)).toBe(
      join('builds', buildFolderName('a'.repeat(64), new Date(Date.UTC(2026, 10, 28, 9, minute)))),
    );
    expect((await currentBuild(folders))?.info.sourceHash).toBe('a'.repeat(64));
    const second = await makeBuild('b'.repeat(64));
    await switchTo(folders, second);
    expect((await currentBuild(folders))?.dir).toBe(second);
    // A build being written is not a build.
    await mkdir(join(folders.builds, '.partial-123', 'client'), { recursive: true });
    expect((await completeBuilds(folders)).map((build) => build.dir)).toEqual([second, first]);
  });

  it('moves a folder of the layout before builds/ aside to put the link in its place', async () => {
    await mkdir(join(folders.pointer, 'client'), { recursive: true });
    const build = await makeBuild('c'.repeat(64));
    await switchTo(folders, build);
    expect((await currentBuild(folders))?.dir).toBe(build);
    await removeUnused(folders, build);
    expect(await readdir(folders.builds)).toEqual([build.slice(folders.builds.length + 1)]);
  });

  it('removes builds no one needs: keeps the current one, two earlier ones and any a running server serves', async () => {
    const builds = [];
    for (const hash of ['1', '2', '3', '4', '5', '6']) builds.push(await makeBuild(hash.repeat(64)));
    const [oldest, served, gone, previous2, previous1, current] = builds as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await switchTo(folders, current);
    const release = await leaseBuild(served);
    // A lease of a server that has stopped holds nothing.
    await mkdir(join(gone, '.servers'), { recursive: true });
    await writeFile(join(gone, '.servers', 'dead.json'), JSON.stringify({ pid: deadPid(), started: null }));
    await mkdir(join(folders.builds, '.partial-999'));
    const removed = await removeUnused(folders, current);
    expect(removed.sort()).toEqual([oldest, gone].map((dir) => dir.slice(folders.builds.length + 1)).sort());
    expect((await completeBuilds(folders)).map((build) => build.dir)).toEqual([current, previous1, previous2, served]);
    expect(await readdir(folders.builds)).not.toContain('.partial-999');
    await release();
    await removeUnused(folders, current);
    expect((await completeBuilds(folders)).map((build) => build.dir)).toEqual([current, previous1, previous2]);
  });
});

describe('build lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'placar-build-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lets one builder in at a time: the second waits, told who holds it, and gets in once it is released', async () => {
    const lock = join(dir, '.lock');
    const release = await acquireBuildLock(lock);
    let told: unknown;
    const waited = new Promise<unknown>((resolve) => {
      told = resolve;
    });
    let entered = false;
    const second = acquireBuildLock(lock, {
      pollMs: 10,
      onWait: (holder) => (told as (value: unknown) => void)(holder),
    });
    void second.then(() => (entered = true));
    expect(await waited).toMatchObject({ pid: process.pid });
    expect(entered).toBe(false);
    await release();
    const releaseSecond = await second;
    await releaseSecond();
    expect(await readdir(dir)).toEqual([]);
  });

  it('takes over a lock whose holder died', async () => {
    const lock = join(dir, '.lock');
    await mkdir(lock);
    await writeFile(join(lock, 'owner.json'), JSON.stringify({ pid: deadPid(), started: null }));
    const onWait = () => {
      throw new Error('waited for a dead holder');
    };
    const release = await acquireBuildLock(lock, { onWait });
    await release();
  });
});
