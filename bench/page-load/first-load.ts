/**
 * First-load JavaScript of a page: the scripts its HTML asks for before any code runs
 * (`<script src>`, the modulepreloads and the imports of React Router's inline module script,
 * which since decision 0090 asks for them after the first paint), counted as the server sends
 * them: the bytes on the wire for a client that accepts only gzip, and for one that accepts
 * Brotli as Chromium does. Since decision 0094 both are the build's precompressed files.
 */
import { request } from 'node:http';
import { firstLoadScripts } from '../../apps/web/app/lib/boot/scripts-after-paint.server.ts';

export interface FirstLoad {
  files: number;
  /** Bytes sent to `Accept-Encoding: gzip`. */
  gzipBytes: number;
  /** Bytes sent to `Accept-Encoding: gzip, deflate, br, zstd`. */
  brotliBytes: number;
  modulepreloads: number;
}

/** The response body's length as sent (still encoded), and the encoding the server chose. */
export function sentBytes(url: URL, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url.href}: status ${response.statusCode}`));
        else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') });
      });
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function firstLoad(pageUrl: string, headers: Record<string, string> = {}): Promise<FirstLoad> {
  const html = await (await fetch(pageUrl, { headers })).text();
  const urls = firstLoadScripts(html);
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const url of urls) {
    gzipBytes += (await sentBytes(new URL(url, pageUrl), 'gzip')).bytes;
    brotliBytes += (await sentBytes(new URL(url, pageUrl), 'gzip, deflate, br, zstd')).bytes;
  }
  return {
    files: urls.length,
    gzipBytes,
    brotliBytes,
    modulepreloads: [...html.matchAll(/<link rel="modulepreload"/g)].length,
  };
}
