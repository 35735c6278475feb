import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The browser needs a contract call's method and path, not its zod schemas (the server
 * validates every call): in the client build, `packages/contract/src/calls/*.ts` becomes a
 * module of plain route objects, so zod stays out of pages that only make calls (decision 0077).
 * Forms that validate with a call's schema import it through `app/lib/api/call-schemas.ts`, the one
 * importer that still gets the real module, in the chunks of the pages that have those forms.
 */
const CALLS_MODULE = /\/packages\/contract\/src\/calls\/[\w-]+\.ts$/;
const SCHEMA_IMPORTER = /\/app\/lib\/api\/call-schemas\.ts$/;
const PREFIX = '\0call-routes:';

const isCall = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** Each export's line of a calls module's route-only source, in export order: calls without their schemas, plain data as JSON. */
async function routeLines(file: string): Promise<Map<string, string>> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const lines = new Map<string, string>();
  for (const [name, value] of Object.entries(module)) {
    if (isCall(value)) {
      const { method, path, role, tag, carriesTokens } = value;
      lines.set(
        name,
        `export const ${name} = ${JSON.stringify({ method, path, role, tag, ...(carriesTokens ? { carriesTokens } : {}) })};`,
      );
    } else if (!isSchema(value) && typeof value !== 'function') {
      lines.set(name, `export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return lines;
}

// A calls module is loaded once for each name pages import from it (`?call-name=`); its lines
// are derived once per file. Node keeps an imported module for the life of the process, so they
// cannot go stale within it; a failed import is not kept.
const derivedLines = new Map<string, Promise<Map<string, string>>>();

/**
 * The route-only source of a calls module: each call without its schemas, plain data as JSON;
 * schemas left out. With `only`, just that export.
 */
export async function callRoutesSource(file: string, only?: string): Promise<string> {
  let derived = derivedLines.get(file);
  if (!derived) {
    derived = routeLines(file);
    derivedLines.set(file, derived);
    derived.catch(() => derivedLines.delete(file));
  }
  const lines = await derived;
  const picked = only === undefined ? [...lines.values()] : [lines.get(only)].filter((line) => line !== undefined);
  return `${picked.join('\n')}\n`;
}

const CALLS_SPECIFIER = '@placar/contract/calls/';
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(@placar\/contract\/calls\/[\w-]+)';?/g;
const NAME_QUERY = '?call-name=';

/**
 * `import { a, b as c, type T } from '@placar/contract/calls/x'` as one import per value, each
 * of a module holding that export alone (`…/calls/x?call-name=a`). A calls module is one module
 * to the bundler: a page that used one of its calls put every call of it that any page uses in
 * its chunk, and the first-load groups carried the admin and host calls to home (issue 14).
 * Type-only names stay on an `import type` of the module; a namespace import keeps the module.
 */
export function splitCallImports(code: string): string {
  return code.replace(NAMED_IMPORT, (whole: string, names: string, module: string) => {
    const specifiers = names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const types = specifiers.filter((name) => name.startsWith('type '));
    const values = specifiers.filter((name) => !name.startsWith('type '));
    const imports = values.map(
      (name) => `import { ${name} } from '${module}${NAME_QUERY}${name.split(/\s+as\s+/)[0]}';`,
    );
    if (types.length > 0)
      imports.push(`import type { ${types.map((name) => name.slice(5)).join(', ')} } from '${module}';`);
    // The same number of lines, so positions after it do not move.
    return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
}

export function callRoutes(): Plugin {
  return {
    name: 'placar-call-routes',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { code: CALLS_SPECIFIER },
      handler(code, id) {
        if (!/\/apps\/web\/app\/.*\.tsx?$/.test(id) || SCHEMA_IMPORTER.test(id)) return null;
        return { code: splitCallImports(code), map: null };
      },
    },
    async resolveId(source, importer, options) {
      if (!importer || SCHEMA_IMPORTER.test(importer) || !source.includes('contract')) return null;
      const [specifier, name] = source.split(NAME_QUERY) as [string, string | undefined];
      const resolved = await this.resolve(specifier, importer, { ...options, skipSelf: true });
      if (!resolved || !CALLS_MODULE.test(resolved.id)) return null;
      return PREFIX + resolved.id + (name === undefined ? '' : NAME_QUERY + name);
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file, name] = id.slice(PREFIX.length).split(NAME_QUERY) as [string, string | undefined];
      return callRoutesSource(file, name);
    },
  };
}
