import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { firstLoadScripts, scriptsAfterPaint, scriptsAfterPaintStream } from './scripts-after-paint.server.ts';

// The shape React Router 8's <Scripts> renders (React hoists the links into <head>).
const SHELL = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<title>Início — Placar</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="N"/><link rel="modulepreload" href="/assets/home-D.js" nonce="N"/>',
  '<script type="module" src="/assets/en-catalogue-E.js" nonce="N"></script></head><body><h1>Jogos de hoje ⚽</h1>',
  '<script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
].join('');
const STREAMED =
  '<!--$--><script nonce="N">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>';

describe('scripts after the first paint', () => {
  it('drops the modulepreload links and turns the static route imports into imports made after the first paint', () => {
    const html = scriptsAfterPaint(SHELL);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/^import \* as/m);
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // First the wait, then every file asked for at once, then the routes, then React Router's own lines.
    expect(script.indexOf('requestAnimationFrame')).toBeGreaterThanOrEqual(0);
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('modulepreload'));
    expect(script).toContain(
      '["/assets/en-catalogue-E.js","/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js","/assets/home-D.js"]',
    );
    // The head's module script (the catalogue) is imported too, in its order, and done before the entry runs.
    expect(script).toContain('for(const src of ["/assets/en-catalogue-E.js"])await import(src)');
    expect(script).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-C.js"),import("/assets/home-D.js")]);await inOrder;',
    );
    expect(script.indexOf('Promise.all')).toBeLessThan(script.indexOf('__reactRouterRouteModules'));
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
    // The rest of the page is as it was.
    expect(html).toContain('<h1>Jogos de hoje ⚽</h1>');
    // Its tag stays for hydration, without a source: an empty module.
    expect(html).not.toContain('<script type="module" src=');
    expect(html).toContain('<script type="module" data-src="/assets/en-catalogue-E.js" nonce="N"></script>');
  });

  it('still names every first-load script, so the benchmark counts the same files before and after', () => {
    const before = firstLoadScripts(SHELL).sort();
    expect(before).toEqual([
      '/assets/en-catalogue-E.js',
      '/assets/entry.client-A.js',
      '/assets/framework-B.js',
      '/assets/home-D.js',
      '/assets/root-C.js',
    ]);
    expect(firstLoadScripts(scriptsAfterPaint(SHELL)).sort()).toEqual(before);
  });

  it('leaves a page without React Router’s module script as it is', () => {
    const page = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/x.js"/></head><body>ok</body></html>';
    expect(scriptsAfterPaint(page)).toBe(page);
  });

  it('gives the same page through the stream, in chunks cut anywhere, even inside a character', async () => {
    const bytes = Buffer.from(SHELL + STREAMED);
    for (const size of [1, 7, 64, 333, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(chunks).pipe(scriptsAfterPaintStream()))
        out.push(Buffer.from(chunk as Buffer));
      expect(Buffer.concat(out).toString()).toBe(scriptsAfterPaint(SHELL) + STREAMED);
    }
  });

  it('lets a page that never has the script through whole', async () => {
    const page = '<html><body>' + 'é'.repeat(5000) + '</body></html>';
    const out: Buffer[] = [];
    for await (const chunk of Readable.from([
      Buffer.from(page).subarray(0, 3001),
      Buffer.from(page).subarray(3001),
    ]).pipe(scriptsAfterPaintStream()))
      out.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(out).toString()).toBe(page);
  });
});
