import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callRoutesSource } from '../../vite-call-routes.ts';

const callsDir = fileURLToPath(new URL('../../../../packages/contract/src/calls/', import.meta.url));
const files = readdirSync(callsDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

// The client build's stand-in for each calls module: every call with its method and path, no zod.
describe('call routes (client build)', () => {
  it.each(files)('%s keeps every call route and drops the schemas', async (file) => {
    const real = (await import(callsDir + file)) as Record<string, unknown>;
    const source = await callRoutesSource(callsDir + file);
    expect(source).not.toMatch(/zod|safeParse|_zod/);
    const routes = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, { method?: string; path?: string; body?: unknown }>;
    const calls = Object.entries(real).filter(([, value]) => typeof value === 'object' && value !== null && 'method' in value && 'data' in value);
    expect(calls.length).toBeGreaterThan(0);
    for (const [name, call] of calls as [string, { method: string; path: string; role: string }][]) {
      expect(routes[name]).toMatchObject({ method: call.method, path: call.path, role: call.role });
      expect(routes[name]).not.toHaveProperty('body');
      expect(routes[name]).not.toHaveProperty('data');
    }
  });
});
