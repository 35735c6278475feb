import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../../..');
const node = existsSync(join(repoRoot, 'node_modules/.bin/node'))
  ? join(repoRoot, 'node_modules/.bin/node')
  : process.execPath;
const hook = join(import.meta.dirname, 'build-package-resolution.ts');

/** Imports the build's entry in a real Node process (Vitest resolves imports its own way), with or without the hook. */
function loadEntry(buildDir: string, withHook: boolean): string {
  const script = [
    withHook
      ? `const { resolveBuildPackagesFromRepository } = await import(${JSON.stringify(hook)}); resolveBuildPackagesFromRepository(${JSON.stringify(buildDir)});`
      : '',
    `try { const entry = await import(${JSON.stringify(join(buildDir, 'server', 'index.js'))}); console.log(typeof entry.createContext); }`,
    `catch (error) { console.log(error.code); }`,
  ].join('\n');
  return execFileSync(node, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8' }).trim();
}

// WEB_BUILD_DIR outside the repository (issue 37): its entry imports packages by name.
describe('a web build outside the repository', () => {
  let buildDir: string;
  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'placar-build-elsewhere-'));
    await mkdir(join(buildDir, 'server'));
    await writeFile(join(buildDir, 'server', 'index.js'), "export { createContext } from 'react-router';\n");
  });
  afterAll(() => rm(buildDir, { recursive: true, force: true }));

  it('finds the packages its entry names from the web app in this repository', () => {
    expect(loadEntry(buildDir, true)).toBe('function');
  });

  it('finds none on its own: every page was a 500', () => {
    expect(loadEntry(buildDir, false)).toBe('ERR_MODULE_NOT_FOUND');
  });
});
