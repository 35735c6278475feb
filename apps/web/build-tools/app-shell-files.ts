import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RouteName } from '../app/route-names.ts';

/** The pages that work offline: home and the schedule, whose last copy the service worker keeps. */
export const OFFLINE_ROUTES: readonly string[] = [RouteName.home, RouteName.scheduleToday, RouteName.schedule];

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface RouterManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

/**
 * What the offline pages need to start without the network, from React Router's manifest of the
 * build: the entry and its imports, each offline route and its parents' modules and styles, the
 * stylesheet, both languages' catalogues, the manifest itself and the top-level files.
 */
export async function appShellFiles(clientDir: string): Promise<string[]> {
  const assets = await readdir(join(clientDir, 'assets'));
  const manifestFile = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (manifestFile === undefined) throw new Error('no React Router manifest in the client build');
  const text = await readFile(join(clientDir, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as RouterManifest;
  const files = new Set<string>([
    `/assets/${manifestFile}`,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...(manifest.entry.css ?? []),
  ]);
  for (const id of OFFLINE_ROUTES) {
    for (
      let route = manifest.routes[id];
      route !== undefined;
      route = route.parentId === undefined ? undefined : manifest.routes[route.parentId]
    ) {
      for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
    }
  }
  const catalogues = JSON.parse(await readFile(join(clientDir, 'assets', 'catalogue-files.json'), 'utf8')) as Record<
    string,
    string
  >;
  for (const key of ['en', 'br', 'en-first', 'br-first']) if (catalogues[key] !== undefined) files.add(catalogues[key]);
  for (const name of assets) if (/\.css$/.test(name)) files.add(`/assets/${name}`);
  const top = await readdir(clientDir);
  for (const name of top) if (/\.(svg|png|webmanifest)$/.test(name)) files.add(`/${name}`);
  return [...files].sort();
}
