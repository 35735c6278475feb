import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';

// npm nests drizzle-orm under apps/server while drizzle-kit is hoisted to the root, where it
// cannot find drizzle-orm. Its require() calls find it through NODE_PATH (set by the
// db:generate script); its import() calls ignore NODE_PATH, so this hook resolves them here.
const require = createRequire(import.meta.url);
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) return nextResolve(specifier, context);
    return nextResolve(specifier, { ...context, parentURL: import.meta.url });
  },
});

process.argv = [process.argv[0] ?? 'node', 'drizzle-kit', 'generate', ...process.argv.slice(2)];
require(join(dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
