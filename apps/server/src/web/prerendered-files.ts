import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { PublicConfig } from '@placar/contract/public-config';
import { isLanguage } from '@placar/contract/languages';
import { type PrerenderedPage, inlineScriptHashes } from './prerender.ts';

/**
 * What a prerendered page depends on besides its path and language: the root loader's public
 * settings (read from the environment) and the year its footer shows. Pages made with other
 * inputs than the server's are made again when first asked for.
 */
export interface PrerenderInputs {
  publicConfig: PublicConfig;
  year: number;
}

interface ManifestPage {
  path: string;
  lang: string;
  file: string;
  scriptHashes: string[];
  etag: string;
}

/** The manifest the build writes beside the pages: their files and the CSP hashes of their inline scripts. */
interface PrerenderManifest {
  inputs: PrerenderInputs;
  pages: ManifestPage[];
}

export const PRERENDER_DIR = 'prerendered';
const MANIFEST = 'manifest.json';

/** Writes the pages under <buildDir>/prerendered/<lang><path>.html and the manifest naming them. */
export async function writePrerendered(
  buildDir: string,
  pages: readonly PrerenderedPage[],
  inputs: PrerenderInputs,
): Promise<PrerenderManifest> {
  const root = join(buildDir, PRERENDER_DIR);
  const manifest: PrerenderManifest = { inputs, pages: [] };
  for (const page of pages) {
    const file = `${page.lang}${page.path}.html`;
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), page.html);
    manifest.pages.push({ path: page.path, lang: page.lang, file, scriptHashes: page.scriptHashes, etag: page.etag });
  }
  await writeFile(join(root, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * The build's pages when they were made with these inputs and their scripts still hash to what
 * the manifest says; null otherwise (no build, other settings, files changed since).
 */
export async function readPrerendered(buildDir: string, inputs: PrerenderInputs): Promise<PrerenderedPage[] | null> {
  const root = join(buildDir, PRERENDER_DIR);
  let manifest: PrerenderManifest;
  try {
    manifest = JSON.parse(await readFile(join(root, MANIFEST), 'utf8')) as PrerenderManifest;
  } catch {
    return null;
  }
  if (!isDeepStrictEqual(manifest.inputs, inputs) || !Array.isArray(manifest.pages)) return null;
  const pages: PrerenderedPage[] = [];
  for (const entry of manifest.pages) {
    // The manifest names files under its own directory only.
    if (!isLanguage(entry.lang) || entry.file !== `${entry.lang}${entry.path}.html`) return null;
    const html = await readFile(join(root, entry.file), 'utf8').catch(() => null);
    if (html === null || !isDeepStrictEqual(inlineScriptHashes(html), entry.scriptHashes)) return null;
    pages.push({ path: entry.path, lang: entry.lang, html, scriptHashes: entry.scriptHashes, etag: entry.etag });
  }
  return pages;
}
