import { createHash } from 'node:crypto';
import { ABOUT_PAGES } from '@placar/contract/about-pages';
import { LANGUAGES, type Language } from '@placar/contract/languages';
import type { WebHandler } from './web-request.ts';

/** One page rendered ahead of requests, in one language, with what its CSP must allow. */
export interface PrerenderedPage {
  path: string;
  lang: Language;
  html: string;
  /** CSP sources of its inline scripts, such as 'sha256-…': the only inline code that may run. */
  scriptHashes: string[];
  etag: string;
}

/** The paths rendered ahead of requests: the /about pages (requirement page-payloads, decision 0067). */
export const PRERENDERED_PATHS: readonly string[] = ABOUT_PAGES.map((name) => `/about/${name}`);

// A bot's user agent makes the web app wait for the whole page (entry.server.tsx: onAllReady).
const PRERENDER_AGENT = 'PlacarPrerenderBot/1.0';

/** The CSP hash source of every inline script of a page (scripts with src are left to 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    // A script's text in HTML is raw: no entities to decode, the bytes between the tags are hashed.
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Renders every prerendered path in every language through the web app's request handler,
 * without a nonce (a file cannot carry one) and with the language cookie naming the language.
 */
export async function prerenderPages(handler: WebHandler, origin: string): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const path of PRERENDERED_PATHS) {
    for (const lang of LANGUAGES) {
      const request = new Request(`${origin}${path}`, {
        headers: { cookie: `language=${lang}`, 'user-agent': PRERENDER_AGENT },
      });
      const response = await handler(request, { nonce: '' });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`Prerendering ${path} (${lang}) answered ${response.status}`);
      if (/<script\b[^>]*\snonce=/i.test(html))
        throw new Error(`Prerendering ${path} (${lang}) gave a script with a nonce`);
      const etag = `"${createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;
      pages.push({ path, lang, html, scriptHashes: inlineScriptHashes(html), etag });
    }
  }
  return pages;
}
