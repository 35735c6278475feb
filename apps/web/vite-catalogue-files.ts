import type { Plugin } from 'vite';

/** Where the client build lists each language's catalogue chunk, its host and admin texts' (`en-staff`, decision 0082) and home's first-screen part (`en-first`, decision 0089) (read by app/i18n/catalogue-files.server.ts). */
export const CATALOGUE_FILES = 'assets/catalogue-files.json';

/**
 * The browser loads only its page's catalogue, by dynamic import (decision 0078). So that it
 * arrives with the first scripts and not after them, the client build writes down which chunk
 * holds each language, and the root's head loads that chunk in a module script, before the entry.
 */
export function catalogueFiles(): Plugin {
  return {
    name: 'placar-catalogue-files',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const lang =
          chunk.type === 'chunk'
            ? /\/app\/i18n\/((?:en|br)(?:-staff|-first)?)-catalogue\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1]
            : undefined;
        if (lang) files[lang] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: CATALOGUE_FILES, source: JSON.stringify(files) });
    },
  };
}
