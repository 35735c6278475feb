/**
 * The web app's layers (decision 0170): a file may import its own drawer and the layers below
 * it, never a layer above, and no import may close a circle. `npm run lint` runs this file
 * (`node apps/web/build-tools/import-layers.ts`); import-layers.test.ts plants the breaches.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Top first. A file belongs to the layer of the longest prefix that names it. */
export const WEB_LAYERS: readonly (readonly string[])[] = [
  ['root.tsx', 'entry.client.tsx', 'entry.server.tsx', 'routes.ts', 'routes/', 'layouts/', 'shell/'],
  ['features/'],
  ['components/'],
  ['lib/'],
  ['state/'],
  ['i18n/'],
  ['lib/browser/', 'route-names.ts', 'app.css'],
];

/**
 * The imports from one feature into another that stand: each is a page showing another
 * feature's whole panel. Any other fails the check: what two features share moves down to
 * components/ or lib/.
 */
export const FEATURE_IMPORTS_ALLOWED: readonly string[] = [
  // The chat panel beside a match, a fan's room and the host's console.
  'match -> chat',
  'live-room -> chat',
  'host -> chat',
  // The account page's favourite-alert switches.
  'profile -> favorite-alerts',
];

export interface ImportEdge {
  from: string;
  to: string;
}

export interface LayerRules {
  layers: readonly (readonly string[])[];
  featureImportsAllowed: readonly string[];
}

function layerOf(file: string, layers: LayerRules['layers']): number {
  let best = { index: -1, length: -1 };
  layers.forEach((prefixes, index) => {
    for (const prefix of prefixes) {
      const hit = prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix;
      if (hit && prefix.length > best.length) best = { index, length: prefix.length };
    }
  });
  return best.index;
}

/** `features/chat/x.tsx` -> `chat`; null outside features. */
function featureOf(file: string): string | null {
  return /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Every breach of the rules, one line each, in a stable order. */
export function layerProblems(edges: readonly ImportEdge[], rules: LayerRules): string[] {
  const problems: string[] = [];
  const files = new Set(edges.flatMap((edge) => [edge.from, edge.to]));
  for (const file of [...files].sort()) {
    if (layerOf(file, rules.layers) >= 0) continue;
    problems.push(`${file}: in no layer; name its folder in WEB_LAYERS (apps/web/build-tools/import-layers.ts)`);
  }
  for (const { from, to } of edges) {
    const [above, below] = [layerOf(from, rules.layers), layerOf(to, rules.layers)];
    if (above >= 0 && below >= 0 && below < above) problems.push(`${from}: imports ${to}, a layer above it`);
    const [feature, other] = [featureOf(from), featureOf(to)];
    if (feature && other && feature !== other && !rules.featureImportsAllowed.includes(`${feature} -> ${other}`)) {
      const advice = 'move what both use down to components/ or lib/';
      problems.push(`${from}: imports ${to} from another feature (${feature} -> ${other}); ${advice}`);
    }
  }
  for (const [first, ...others] of importCircles(edges)) {
    problems.push(
      others.length > 0 ? `${first}: in an import circle with ${others.join(', ')}` : `${first}: imports itself`,
    );
  }
  return problems;
}

/**
 * The files that import each other round a circle, each group sorted: strongly connected groups
 * of more than one file, or a file importing itself (Tarjan).
 */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (next.get(file) ?? []).includes(file)) circles.push(group.sort());
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/**
 * The app's own imports (static, type-only and dynamic), between paths relative to `appDir`.
 * Tests are left out: they may reach anywhere.
 */
export function importEdges(appDir: string): ImportEdge[] {
  return sourceFiles(appDir).flatMap((file) =>
    ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.flatMap(({ fileName }) => {
      const target = resolveImport(file, fileName);
      if (!target || !target.startsWith(`${appDir}/`)) return [];
      return [{ from: relative(appDir, file), to: relative(appDir, target) }];
    }),
  );
}

function main(): void {
  // Another checkout's app folder may be named, to count what it breaks.
  const appDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../app', import.meta.url)));
  const rules = { layers: WEB_LAYERS, featureImportsAllowed: FEATURE_IMPORTS_ALLOWED };
  const problems = layerProblems(importEdges(appDir), rules);
  for (const problem of problems) console.error(problem);
  if (problems.length === 0) return;
  console.error(`${problems.length} breaches of the web app's layers (paths under apps/web/app/, decision 0170)`);
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
