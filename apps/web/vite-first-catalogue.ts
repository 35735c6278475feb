import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { firstPart } from './app/i18n/first-sections.ts';

const FIRST_CATALOGUE = /\/app\/i18n\/(en|br)-first-catalogue\.ts$/;
const PREFIX = '\0first-catalogue:';

/** The first-screen sections of a catalogue module (`en.ts`, `br.ts`) as a module of plain data. */
export async function firstCatalogueSource(file: string): Promise<string> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, object>;
  return Object.entries(module)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(firstPart(value))};\n`)
    .join('');
}

/**
 * In the client build, `en-first-catalogue.ts` and `br-first-catalogue.ts` import only the
 * sections of FIRST_SECTIONS, not the whole catalogue (decision 0089). Elsewhere (server, unit
 * tests) they import the real module and pick the same sections at run time.
 */
export function firstCatalogue(): Plugin {
  return {
    name: 'placar-first-catalogue',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Nothing imports them: the head of home names them (root loader), so each is a chunk of its own.
    buildStart() {
      for (const lang of ['en', 'br'])
        this.emitFile({
          type: 'chunk',
          id: fileURLToPath(new URL(`./app/i18n/${lang}-first-catalogue.ts`, import.meta.url)),
          preserveSignature: 'allow-extension',
        });
    },
    async resolveId(source, importer, options) {
      if (!importer || !FIRST_CATALOGUE.test(importer) || !/^\.\/(en|br)\.ts$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? PREFIX + resolved.id : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return firstCatalogueSource(id.slice(PREFIX.length));
    },
  };
}
