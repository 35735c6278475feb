import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appShellFiles } from './app-shell-files.ts';

const manifest = {
  entry: { module: '/assets/entry.client-A.js', imports: ['/assets/framework-B.js', '/assets/shell-C.js'], css: [] },
  routes: {
    root: { id: 'root', module: '/assets/root-D.js', imports: ['/assets/shell-C.js'], css: [] },
    lang: { id: 'lang', parentId: 'root', module: '/assets/lang-E.js', imports: [] },
    layout: { id: 'layout', parentId: 'lang', module: '/assets/default-layout-F.js', imports: ['/assets/lists-G.js'] },
    home: {
      id: 'home',
      parentId: 'layout',
      module: '/assets/home-H.js',
      imports: ['/assets/home-I.js'],
      css: ['/assets/home-J.css'],
    },
    scheduleToday: { id: 'scheduleToday', parentId: 'layout', module: '/assets/schedule-today-K.js', imports: [] },
    schedule: {
      id: 'schedule',
      parentId: 'layout',
      module: '/assets/schedule-L.js',
      imports: ['/assets/match-date-M.js'],
    },
    admin: { id: 'admin', parentId: 'layout', module: '/assets/admin-N.js', imports: ['/assets/admin-only-O.js'] },
  },
};

describe('the app shell the service worker stores', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is the entry, home and the schedule with their parents, the styles, both catalogues and the top-level files; no other page', async () => {
    dir = await mkdtemp(join(tmpdir(), 'placar-shell-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'assets', 'manifest-0a1b.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    await writeFile(
      join(dir, 'assets', 'catalogue-files.json'),
      JSON.stringify({
        en: '/assets/en-catalogue-P.js',
        br: '/assets/br-catalogue-Q.js',
        'en-first': '/assets/en-first-R.js',
        'br-first': '/assets/br-first-S.js',
        'en-staff': '/assets/en-staff-T.js',
      }),
    );
    await writeFile(join(dir, 'assets', 'app-U.css'), '');
    for (const name of ['favicon.svg', 'icon-192.png', 'manifest-en.webmanifest', 'robots.txt', 'sw.js'])
      await writeFile(join(dir, name), '');
    const files = await appShellFiles(dir);
    expect(files).toEqual(
      [
        '/assets/manifest-0a1b.js',
        '/assets/entry.client-A.js',
        '/assets/framework-B.js',
        '/assets/shell-C.js',
        '/assets/root-D.js',
        '/assets/lang-E.js',
        '/assets/default-layout-F.js',
        '/assets/lists-G.js',
        '/assets/home-H.js',
        '/assets/home-I.js',
        '/assets/home-J.css',
        '/assets/schedule-today-K.js',
        '/assets/schedule-L.js',
        '/assets/match-date-M.js',
        '/assets/en-catalogue-P.js',
        '/assets/br-catalogue-Q.js',
        '/assets/en-first-R.js',
        '/assets/br-first-S.js',
        '/assets/app-U.css',
        '/favicon.svg',
        '/icon-192.png',
        '/manifest-en.webmanifest',
      ].sort(),
    );
  });
});
