import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routerConfig from '../../../react-router.config.ts';
import { UNUSED_ROUTER_MODULES } from '../../../vite-unused-router-code.ts';

type Module = Record<string, unknown>;
type Fn = (...args: unknown[]) => unknown;
interface Discovery {
  isFogOfWarEnabled: Fn;
  getPatchRoutesOnNavigationFunction: Fn;
  useFogOFWarDiscovery: Fn;
  getPartialManifest: Fn;
}
interface Instrumentation {
  consumeInstrumentationClientResultMetaReceiver: Fn;
  instrumentClientSideRouter: Fn;
}

const routerEntry = createRequire(import.meta.url).resolve('react-router');
const routerDir = routerEntry.slice(0, routerEntry.lastIndexOf(`${sep}dist${sep}`));
const installed = (file: string) => join(routerDir, file.replace(/^react-router\//, ''));

// The client build replaces two React Router modules it never runs (decision 0104); each stub
// must stand in for the installed version's module wherever React Router imports it.
describe('React Router modules left out of the client build', () => {
  let dir: string;
  const stubs: Record<string, Module> = {};
  const originals: Record<string, Module> = {};
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'placar-router-stubs-'));
    for (const [file, code] of Object.entries(UNUSED_ROUTER_MODULES)) {
      const path = join(dir, `${Object.keys(stubs).length}.mjs`);
      await writeFile(path, code);
      stubs[file] = (await import(pathToFileURL(path).href)) as Module;
      originals[file] = (await import(pathToFileURL(installed(file)).href)) as Module;
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are only left out while the whole route manifest is loaded up front', () => {
    expect(routerConfig.routeDiscovery?.mode).toBe('initial');
  });

  it('export every name the installed React Router modules export, and no other', () => {
    expect(Object.keys(UNUSED_ROUTER_MODULES)).toHaveLength(2);
    for (const file of Object.keys(UNUSED_ROUTER_MODULES)) {
      expect(Object.keys(stubs[file]!).sort(), file).toEqual(Object.keys(originals[file]!).sort());
    }
  });

  it('answer the route discovery questions as React Router does with discovery off, and throw where discovery would run', () => {
    const stub = stubs['react-router/dist/production/lib/dom/ssr/fog-of-war.js'] as unknown as Discovery;
    const original = originals['react-router/dist/production/lib/dom/ssr/fog-of-war.js'] as unknown as Discovery;
    const initial = { mode: 'initial' };
    const lazy = { mode: 'lazy' };
    const getRouter = () => null;
    for (const [discovery, ssr] of [
      [initial, true],
      [initial, false],
      [lazy, false],
    ] as const) {
      expect(stub.isFogOfWarEnabled(discovery, ssr)).toBe(original.isFogOfWarEnabled(discovery, ssr));
      expect(stub.getPatchRoutesOnNavigationFunction(getRouter, {}, {}, ssr, discovery, false, '/')).toBe(
        original.getPatchRoutesOnNavigationFunction(getRouter, {}, {}, ssr, discovery, false, '/'),
      );
      expect(stub.getPatchRoutesOnNavigationFunction(getRouter, {}, {}, ssr, discovery, false, '/')).toBeUndefined();
    }
    expect(stub.isFogOfWarEnabled(lazy, true)).toBe(true);
    expect(() => stub.getPatchRoutesOnNavigationFunction(getRouter, {}, {}, true, lazy, false, '/')).toThrow(
      /routeDiscovery mode "initial"/,
    );
    expect(() => stub.useFogOFWarDiscovery(null, {}, {}, true, lazy, false)).toThrow(/decision 0104/);
    expect(() => stub.getPartialManifest({ routes: {} }, null)).toThrow(/decision 0104/);
  });

  it('find no instrumentation on a router, as React Router does on one created without instrumentations', () => {
    const stub = stubs['react-router/dist/production/lib/router/instrumentation.js'] as unknown as Instrumentation;
    const original = originals[
      'react-router/dist/production/lib/router/instrumentation.js'
    ] as unknown as Instrumentation;
    const router = {};
    expect(stub.consumeInstrumentationClientResultMetaReceiver(router)).toBe(
      original.consumeInstrumentationClientResultMetaReceiver(router),
    );
    expect(stub.consumeInstrumentationClientResultMetaReceiver(router)).toBeUndefined();
    expect(() => stub.instrumentClientSideRouter(router, [])).toThrow(/decision 0104/);
  });
});
