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
  it('has every section whose texts the modules of home and the shell name', () => {
    const sections = new Set(Object.keys(en));
    const used = new Set<string>();
    for (const file of reach()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['`"]([a-zA-Z]+)\.[a-zA-Z$]/g)) if (sections.has(match[1] as string)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((section) => !(FIRST_SECTIONS as readonly string[]).includes(section))).toEqual([]);
  });

  it('names sections both catalogues have, and is a part of each', () => {
    for (const section of FIRST_SECTIONS) {
      expect(en).toHaveProperty(section);
      expect(br).toHaveProperty(section);
    }
    expect(Object.keys(firstPart(en)).sort()).toEqual([...FIRST_SECTIONS].sort());
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
    const i18n = await import('./i18n.ts');
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
