import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { br } from './br.ts';
import { en } from './en.ts';
import { FIRST_SECTIONS, firstPart, isFirstScreenPath } from './first-sections.ts';

const app = fileURLToPath(new URL('../', import.meta.url));
// Home's first screen: its route, the root, the language route and the layout, and what the shell loads after hydration.
const STARTS = ['root.tsx', 'routes/lang.tsx', 'layouts/default-layout.tsx', 'routes/home.tsx'];
const IMPORT = /(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

/** The app's modules home reaches from its starts, by static and dynamic relative import. */
function reach(): string[] {
  const seen = new Set(STARTS.map((file) => resolve(app, file)));
  const queue = [...seen];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolve(dirname(file), (match[1] ?? match[2]) as string);
      if (/\.tsx?$/.test(next) && !/-catalogue\.ts$|\/(en|br)(-staff)?\.ts$/.test(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

describe("home's first-screen catalogue (decision 0089)", () => {
  it('has every text the modules of home and the shell name', () => {
    const sections = new Set(Object.keys(en));
    const files = reach();
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      // 'section.entry…' and `section.${…}` (a whole section); pageMeta(args, 'key') names meta.key.
      for (const match of source.matchAll(/['`"]([a-zA-Z]+)\.(\$\{|\w+)/g)) {
        if (sections.has(match[1] as string))
          used.add(match[2] === '${' ? (match[1] as string) : `${match[1]}.${match[2]}`);
      }
      for (const match of source.matchAll(/pageMeta\(args, '(\w+)'/g)) used.add(`meta.${match[1]}`);
    }
    expect(files.some((file) => file.endsWith('/lib/page/page-meta.ts'))).toBe(true);
    used.delete('meta');
    const part = firstPart(en) as Record<string, Record<string, unknown>>;
    expect(used.size).toBeGreaterThan(30);
    expect(
      [...used].filter(
        (key) =>
          !key.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], part),
      ),
    ).toEqual([]);
    // The root's meta for its error pages: 'notFound' and 'error'.
    expect(part.meta).toHaveProperty('notFound');
    expect(part.meta).toHaveProperty('error');
  });

  it('names sections both catalogues have, and is a part of each', () => {
    for (const name of FIRST_SECTIONS) {
      expect(en).toHaveProperty(name);
      expect(br).toHaveProperty(name);
    }
    expect(Object.keys(firstPart(en)).sort()).toEqual(
      [...new Set(FIRST_SECTIONS.map((name) => name.split('.')[0]))].sort(),
    );
    expect(Object.keys((firstPart(en) as { meta: object }).meta).sort()).toEqual(['error', 'home', 'notFound']);
    expect(Object.keys(firstPart(br)).length).toBeLessThan(Object.keys(br).length);
  });

  it('is what the head of each home loads, and only there', () => {
    expect(['/en', '/br', '/br/'].every(isFirstScreenPath)).toBe(true);
    expect(['/en/me', '/en/schedule/league', '/', '/en/login', '/eng'].some(isFirstScreenPath)).toBe(false);
  });
});

describe('a language with only the first-screen part (decision 0089)', () => {
  it('is not whole: loading the catalogue fetches the rest, and the part never replaces what is here', async () => {
    vi.resetModules();
    const i18n = { ...(await import('./catalogue-store.ts')), ...(await import('./i18n.ts')) };
    i18n.provideFirstCatalogue('br', firstPart(br));
    expect(i18n.hasWholeCatalogue('br')).toBe(false);
    expect(i18n.translate('br', 'dialog.relogin')).toBe('Faça login novamente!');
    expect(i18n.translate('br', 'league.season')).toBe('league.season');
    // The dynamic import of br-catalogue.ts provides the whole catalogue.
    await i18n.loadCatalogue('br');
    expect(i18n.hasWholeCatalogue('br')).toBe(true);
    expect(i18n.translate('br', 'league.season')).toBe(br.league.season);
    i18n.provideFirstCatalogue('br', firstPart(br));
    expect(i18n.translate('br', 'league.season')).toBe(br.league.season);
  });
});
