import { describe, expect, it } from 'vitest';
import { shellModules } from '../../vite-shell-chunk.ts';

const graph: Record<string, string[]> = {
  '/w/app/root.tsx?__react-router-build-client-route': ['/w/app/lib/session.ts', '/w/app/ui/toaster.tsx'],
  '/w/app/layouts/default-layout.tsx?__react-router-build-client-route': ['/w/app/search/search-box.tsx', '/w/app/root.tsx'],
  '/w/app/root.tsx': [],
  '/w/app/lib/session.ts': ['/w/node_modules/zustand/index.mjs', '/w/app/lib/session.ts'],
  '/w/app/ui/toaster.tsx': ['/w/app/lib/session.ts'],
  '/w/app/search/search-box.tsx': ['/w/app/lib/match-path.ts'],
  '/w/app/lib/match-path.ts': [],
  '/w/app/routes/home.tsx': ['/w/app/home/match-row.tsx', '/w/app/lib/session.ts'],
  '/w/app/home/match-row.tsx': [],
};

// The client build's 'shell' chunk (decision 0088): what every page's frame loads, no page's own code.
describe('shell chunk', () => {
  it('holds what root and the default layout reach statically, not the route modules nor page-only modules', () => {
    const shell = shellModules(Object.keys(graph), (id) => graph[id] ?? []);
    expect([...shell].sort()).toEqual(['/w/app/lib/match-path.ts', '/w/app/lib/session.ts', '/w/app/search/search-box.tsx', '/w/app/ui/toaster.tsx', '/w/node_modules/zustand/index.mjs']);
  });

  it('is empty when the graph has neither root nor layout', () => {
    expect(shellModules(['/w/app/routes/home.tsx'], (id) => graph[id] ?? []).size).toBe(0);
  });
});
