/**
 * First-load JavaScript of a page: the scripts its HTML asks for before any code runs
 * (`<script src>`, `<link rel="modulepreload">` and the `import("...")` of React Router's
 * inline entry script), each gzipped here at zlib's default level, as a compressing server sends it.
 */
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  files: number;
  gzipBytes: number;
  modulepreloads: number;
}

const SCRIPT_URLS = [/<script[^>]*\ssrc="([^"]+)"/g, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g, /import\("([^"]+\.js)"\)/g];

export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const pattern of SCRIPT_URLS) for (const match of html.matchAll(pattern)) urls.add(match[1] as string);
  return [...urls].filter((url) => url.endsWith('.js'));
}

export async function firstLoad(pageUrl: string, headers: Record<string, string> = {}): Promise<FirstLoad> {
  const html = await (await fetch(pageUrl, { headers })).text();
  const urls = scriptUrls(html);
  let gzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body).length;
  }
  return { files: urls.length, gzipBytes, modulepreloads: [...html.matchAll(/rel="modulepreload"/g)].length };
}
