import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The browser needs a contract call's method and path, not its zod schemas (the server
 * validates every call): in the client build, `packages/contract/src/calls/*.ts` becomes a
 * module of plain route objects, so zod stays out of pages that only make calls (decision 0077).
 * Forms that validate with a call's schema import it through `app/lib/call-schemas.ts`, the one
 * importer that still gets the real module, in the chunks of the pages that have those forms.
 */
const CALLS_MODULE = /\/packages\/contract\/src\/calls\/[\w-]+\.ts$/;
const SCHEMA_IMPORTER = /\/app\/lib\/call-schemas\.ts$/;
const PREFIX = '\0call-routes:';

const isCall = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** The route-only source of a calls module: each call without its schemas, plain data as JSON; schemas left out. */
export async function callRoutesSource(file: string): Promise<string> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const lines: string[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (isCall(value)) {
      const { method, path, role, tag, carriesTokens } = value;
      lines.push(`export const ${name} = ${JSON.stringify({ method, path, role, tag, ...(carriesTokens ? { carriesTokens } : {}) })};`);
    } else if (!isSchema(value) && typeof value !== 'function') {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function callRoutes(): Plugin {
  return {
    name: 'placar-call-routes',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || SCHEMA_IMPORTER.test(importer) || !source.includes('contract')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CALLS_MODULE.test(resolved.id)) return null;
      return PREFIX + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return callRoutesSource(id.slice(PREFIX.length));
    },
  };
}
