import { describe, expect, it } from 'vitest';
import { firstLoadGroups, reachable } from '../../../vite-first-load-chunks.ts';
import type { FirstLoadGroups } from '../../../vite-first-load-chunks.ts';

const route = (name: string) => `/w/app/routes/${name}.tsx?__react-router-build-client-route`;

// A small module graph shaped like the app's: the frame, home, a list page, pages without lists, a host page.
const graph: Record<string, string[]> = {
  '/w/app/root.tsx?__react-router-build-client-route': ['/w/app/root.tsx'],
  '/w/app/root.tsx': ['/w/app/lib/session.ts', '/w/app/ui/toaster.tsx'],
  '/w/app/entry.client.tsx': ['/w/node_modules/react-dom/client.js', '/w/app/lib/session.ts'],
  '/w/app/layouts/default-layout.tsx?__react-router-build-client-route': ['/w/app/search/search-box.tsx'],
  [route('lang')]: [],
  '/w/app/lib/session.ts': ['/w/node_modules/zustand/index.mjs', '/w/app/lib/session.ts'],
  '/w/app/ui/toaster.tsx': ['/w/app/lib/session.ts'],
  '/w/app/search/search-box.tsx': [],
  [route('home')]: [
    '/w/app/home/hot-groups.tsx',
    '/w/app/matches/match-row.tsx',
    '/w/app/matches/league-links.tsx',
    '/w/app/lib/session.ts',
  ],
  '/w/app/home/hot-groups.tsx': ['/w/app/matches/match-row.tsx', '/w/app/home/hot-groups.tsx'],
  '/w/app/matches/match-row.tsx': ['/w/app/matches/match-clock.ts', '/w/app/matches/team-name.ts'],
  '/w/app/matches/match-clock.ts': [],
  '/w/app/matches/team-name.ts': [],
  '/w/app/matches/league-links.tsx': ['/w/app/matches/team-name.ts'],
  [route('schedule')]: ['/w/app/matches/match-row.tsx', '/w/app/schedule/sport-filter.tsx'],
  '/w/app/schedule/sport-filter.tsx': [],
  [route('league-list')]: ['/w/app/matches/league-links.tsx', '/w/app/schedule/sport-filter.tsx'],
  [route('login')]: ['/w/app/auth/login-form.tsx'],
  '/w/app/auth/login-form.tsx': [],
  [route('host-live-list')]: ['/w/app/matches/match-row.tsx', '/w/app/host/host-table.tsx'],
  '/w/app/host/host-table.tsx': [],
};
const importsOf = (id: string) => graph[id] ?? [];
const sorted = (ids: Set<string>) => [...ids].map((id) => id.replace('/w/app/', '').replace(/\?.*/, '')).sort();

// The client build's first-load chunk groups (decisions 0088 and 0095).
describe('first-load chunk groups', () => {
  const groups = firstLoadGroups(Object.keys(graph), importsOf);

  it('puts the frame and what home shares with pages without lists in the shell', () => {
    expect(sorted(groups.shell)).toEqual(
      [
        'layouts/default-layout.tsx',
        'lib/session.ts',
        'matches/league-links.tsx',
        'matches/team-name.ts',
        'root.tsx',
        'root.tsx',
        'routes/lang.tsx',
        'search/search-box.tsx',
        'ui/toaster.tsx',
        '/w/node_modules/zustand/index.mjs',
      ].sort(),
    );
  });

  it("puts what home shares only with list pages in 'lists', and home's own modules in 'home'", () => {
    expect(sorted(groups.lists)).toEqual(['matches/match-clock.ts', 'matches/match-row.tsx']);
    expect(sorted(groups.home)).toEqual(['home/hot-groups.tsx', 'routes/home.tsx']);
  });

  it('leaves the client entry and modules home does not reach to the default splitting', () => {
    const grouped = new Set([...groups.shell, ...groups.lists, ...groups.home]);
    // The entry's body hydrates: in a chunk the route modules import, it would run before React Router's globals exist.
    for (const id of [
      '/w/app/entry.client.tsx',
      '/w/app/schedule/sport-filter.tsx',
      '/w/app/auth/login-form.tsx',
      '/w/app/host/host-table.tsx',
      route('schedule'),
      route('login'),
    ])
      expect(grouped.has(id)).toBe(false);
  });

  it('closes each group under static imports, so a page never loads a group for one module', () => {
    const loads: Record<keyof FirstLoadGroups, (keyof FirstLoadGroups)[]> = {
      shell: ['shell'],
      lists: ['shell', 'lists'],
      home: ['shell', 'lists', 'home'],
    };
    for (const name of ['shell', 'lists', 'home'] as const) {
      const allowed = new Set(loads[name].flatMap((group) => [...groups[group]]));
      for (const id of groups[name])
        for (const next of importsOf(id)) expect(allowed.has(next), `${id} imports ${next}`).toBe(true);
    }
    // No page without lists reaches 'lists' or 'home'.
    const loginAndLeagues = reachable([route('login'), route('league-list')], importsOf);
    for (const id of loginAndLeagues) expect(groups.lists.has(id) || groups.home.has(id)).toBe(false);
  });

  it('has no groups beyond the frame when the graph has no home', () => {
    const withoutHome = Object.keys(graph).filter((id) => id !== route('home'));
    const only = firstLoadGroups(withoutHome, importsOf);
    expect(only.lists.size + only.home.size).toBe(0);
    expect(only.shell.has('/w/app/matches/match-row.tsx')).toBe(false);
  });
});
