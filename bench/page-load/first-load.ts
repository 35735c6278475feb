/**
 * First-load JavaScript of a page: the scripts its HTML asks for before any code runs
 * (`<script src>`, the modulepreloads and the imports of React Router's inline module script,
 * which since decision 0090 asks for them after the first paint), each gzipped here at zlib's
 * default level, as a compressing server sends it.
 */
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from '../../apps/web/app/lib/scripts-after-paint.server.ts';

export interface FirstLoad {
  files: number;
  gzipBytes: number;
  modulepreloads: number;
}

export async function firstLoad(pageUrl: string, headers: Record<string, string> = {}): Promise<FirstLoad> {
  const html = await (await fetch(pageUrl, { headers })).text();
  const urls = firstLoadScripts(html);
  let gzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body).length;
  }
  return { files: urls.length, gzipBytes, modulepreloads: [...html.matchAll(/<link rel="modulepreload"/g)].length };
}
