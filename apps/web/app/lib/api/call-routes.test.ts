import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as NodeUrl from 'node:url';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { callRoutesSource, splitCallImports } from '../../../vite-call-routes.ts';

// Spied on to count the plugin's imports of a calls module: each starts by making the file a URL.
vi.mock('node:url', async (original) => {
  const real = await original<typeof NodeUrl>();
  return { ...real, pathToFileURL: vi.fn(real.pathToFileURL) };
});

const callsDir = fileURLToPath(new URL('../../../../../packages/contract/src/calls/', import.meta.url));
const files = readdirSync(callsDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

// The client build's stand-in for each calls module: every call with its method and path, no zod.
describe('call routes (client build)', () => {
  it.each(files)('%s keeps every call route and drops the schemas', async (file) => {
    const real = (await import(callsDir + file)) as Record<string, unknown>;
    const source = await callRoutesSource(callsDir + file);
    expect(source).not.toMatch(/zod|safeParse|_zod/);
    const routes = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<
      string,
      { method?: string; path?: string; body?: unknown }
    >;
    const calls = Object.entries(real).filter(
      ([, value]) => typeof value === 'object' && value !== null && 'method' in value && 'data' in value,
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const [name, call] of calls as [string, { method: string; path: string; role: string }][]) {
      expect(routes[name]).toMatchObject({ method: call.method, path: call.path, role: call.role });
      expect(routes[name]).not.toHaveProperty('body');
      expect(routes[name]).not.toHaveProperty('data');
    }
  });
});

// Issue 14: a page's chunk holds only the calls it names, not every call of their module.
describe('call imports split by name (client build)', () => {
  it('gives each value its own module, keeps aliases, types and other imports, and keeps the line count', () => {
    const code = [
      "import { siteConfig, liveList as rooms, type LiveRoom } from '@placar/contract/calls/live';",
      'import {',
      '  mobilList,',
      '  search,',
      "} from '@placar/contract/calls/schedule';",
      "import * as chat from '@placar/contract/calls/chat';",
      "import { Code } from '@placar/contract/codes';",
      'const x = 1;',
    ].join('\n');
    const split = splitCallImports(code);
    expect(split.split('\n')).toHaveLength(code.split('\n').length);
    expect(split).toContain("import { siteConfig } from '@placar/contract/calls/live?call-name=siteConfig';");
    expect(split).toContain("import { liveList as rooms } from '@placar/contract/calls/live?call-name=liveList';");
    expect(split).toContain("import type { LiveRoom } from '@placar/contract/calls/live';");
    expect(split).toContain("import { mobilList } from '@placar/contract/calls/schedule?call-name=mobilList';");
    expect(split).toContain("import { search } from '@placar/contract/calls/schedule?call-name=search';");
    expect(split).toContain("import * as chat from '@placar/contract/calls/chat';");
    expect(split).toContain("import { Code } from '@placar/contract/codes';");
    expect(split.split('\n').at(-1)).toBe('const x = 1;');
  });

  it('makes a module of one call alone', async () => {
    const source = await callRoutesSource(`${callsDir}schedule.ts`, 'mobilList');
    const routes = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
    expect(Object.keys(routes)).toEqual(['mobilList']);
    expect(routes.mobilList).toMatchObject({ method: 'GET', path: '/schedule/mobilList' });
  });

  it('imports a calls module once for all the names pages import from it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'call-routes-'));
    onTestFinished(() => rmSync(dir, { recursive: true }));
    const file = join(dir, 'calls.ts');
    writeFileSync(
      file,
      [
        'export const check = () => true;',
        'export const limits = { max: 3 };',
        "export const ping = { method: 'GET', path: '/ping', role: 'public', tag: 'Test', data: {} };",
        "export const pong = { method: 'POST', path: '/pong', role: 'user', tag: 'Test', carriesTokens: true, data: {} };",
      ].join('\n'),
    );
    const sources = await Promise.all(
      ['ping', 'pong', 'limits', 'check', 'missing', undefined].map((name) => callRoutesSource(file, name)),
    );
    expect(sources).toEqual([
      'export const ping = {"method":"GET","path":"/ping","role":"public","tag":"Test"};\n',
      'export const pong = {"method":"POST","path":"/pong","role":"user","tag":"Test","carriesTokens":true};\n',
      'export const limits = {"max":3};\n',
      '\n',
      '\n',
      'export const limits = {"max":3};\nexport const ping = {"method":"GET","path":"/ping","role":"public","tag":"Test"};\nexport const pong = {"method":"POST","path":"/pong","role":"user","tag":"Test","carriesTokens":true};\n',
    ]);
    expect(await callRoutesSource(file, 'ping')).toBe(sources[0]);
    expect(vi.mocked(pathToFileURL).mock.calls.filter(([path]) => path === file)).toHaveLength(1);
  });
});
