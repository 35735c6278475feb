import { mkdir, mkdtemp, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { buildInUse } from './build-leases.ts';

/** A folder shaped like a build, whose server entry runs `entry`. */
async function fakeBuild(dir: string, entry: string): Promise<void> {
  await mkdir(join(dir, 'server'), { recursive: true });
  await mkdir(join(dir, 'client', 'assets'), { recursive: true });
  await writeFile(join(dir, 'server', 'index.js'), entry);
  await writeFile(join(dir, 'client', 'assets', 'app-1.js'), `// ${dir}`);
}

// Issue 37: a server keeps serving the build it started with, and says why when a build cannot load.
describe('the build a server serves', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'placar-served-build-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is the folder the link named at start, leased while the server runs, whatever the link names later', async () => {
    await fakeBuild(join(dir, 'builds', 'one'), 'export {};');
    await fakeBuild(join(dir, 'builds', 'two'), 'export {};');
    await symlink(join('builds', 'one'), join(dir, 'build'));
    const t = await buildTestApp({
      env: { WEB_BUILD_DIR: join(dir, 'build') },
      webHandler: async () => new Response('page'),
    });
    try {
      await t.app.ready();
      expect(await buildInUse(join(dir, 'builds', 'one'))).toBe(true);
      // A build elsewhere switches the link: this server still serves its own folder's files.
      await symlink(join('builds', 'two'), join(dir, 'build.next'));
      await rename(join(dir, 'build.next'), join(dir, 'build'));
      const asset = await t.app.inject('/assets/app-1.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe(`// ${join(dir, 'builds', 'one')}`);
      expect(await buildInUse(join(dir, 'builds', 'two'))).toBe(false);
    } finally {
      await t.close();
    }
    expect(await readdir(join(dir, 'builds', 'one', '.servers'))).toEqual([]);
  });

  it('that cannot load is said once in the log, with the reason, and its pages answer 500', async () => {
    await fakeBuild(dir, "throw new Error('half copied');\n");
    const lines: string[] = [];
    const t = await buildTestApp({
      env: { WEB_BUILD_DIR: dir, RENDER_THREADS: '1' },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      for (const path of ['/en', '/br/schedule']) expect((await t.app.inject(path)).statusCode).toBe(500);
      const said = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.msg.startsWith('cannot load the web build'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatchObject({ level: 50, msg: expect.stringContaining('half copied') });
    } finally {
      await t.close();
    }
  });
});
