import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputFiles, sourceHash } from './source-hash.ts';

const INPUTS = ['apps/web', 'packages/contract', 'package-lock.json'];

// What decides whether `npm start` builds (decision 0120).
describe('source hash', () => {
  let root: string;
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  };
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'placar-source-hash-'));
    await write('apps/web/app/root.tsx', 'export default 1;');
    await write('apps/web/vite.config.ts', 'export default {};');
    await write('packages/contract/src/codes.ts', 'export const ok = 200;');
    await write('package-lock.json', '{}');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is the same for the same checkout and changes with any source, config or lock file', async () => {
    const env = { NODE_ENV: 'production' };
    const first = await sourceHash(root, env, INPUTS);
    expect(await sourceHash(root, env, INPUTS)).toBe(first);
    for (const [path, text] of [
      ['apps/web/app/root.tsx', 'export default 2;'],
      ['packages/contract/src/codes.ts', 'export const ok = 201;'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['apps/web/app/new-page.tsx', 'export {};'],
    ] as const) {
      const before = await sourceHash(root, env, INPUTS);
      await write(path, text);
      expect(await sourceHash(root, env, INPUTS), path).not.toBe(before);
    }
  });

  it('ignores what the build writes, installed packages and tests', async () => {
    const before = await sourceHash(root, {}, INPUTS);
    await write('apps/web/build/server/index.js', 'built');
    await write('apps/web/builds/20261128-000000-abc/client/app.js', 'built');
    await write('apps/web/node_modules/x/index.js', 'installed');
    await write('apps/web/.react-router/types/root.ts', 'generated');
    await write('apps/web/app/root.test.tsx', 'test');
    await write('apps/web/vitest.config.ts', 'test config');
    expect(await sourceHash(root, {}, INPUTS)).toBe(before);
    expect(await buildInputFiles(root, INPUTS)).toEqual([
      'apps/web/app/root.tsx',
      'apps/web/vite.config.ts',
      'package-lock.json',
      'packages/contract/src/codes.ts',
    ]);
  });

  it('counts NODE_ENV, unset being production as for Vite', async () => {
    expect(await sourceHash(root, {}, INPUTS)).toBe(await sourceHash(root, { NODE_ENV: 'production' }, INPUTS));
    expect(await sourceHash(root, { NODE_ENV: 'development' }, INPUTS)).not.toBe(await sourceHash(root, {}, INPUTS));
  });
});
