import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPublicConfig } from '@placar/contract/public-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../clock.ts';
import { buildTestApp, testClock } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { PRERENDERED_PATHS, inlineScriptHashes, prerenderPages } from './prerender.ts';
import { PRERENDER_DIR, writePrerendered } from './prerendered-files.ts';
import type { WebHandler } from './web-request.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A stand-in for the web build: a page in the cookie's language with two inline scripts and one external. */
function fakeBuild(calls: { url: string; nonce: string }[], tag = 'rendered'): WebHandler {
  return async (request, { nonce }) => {
    calls.push({ url: request.url, nonce });
    const lang = /language=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'none';
    const { pathname } = new URL(request.url);
    const n = nonce ? ` nonce="${nonce}"` : '';
    const html = `<!DOCTYPE html><html lang="${lang}"><head><script${n}>window.__lang="${lang}"</script></head><body>${tag} ${pathname} ${lang}<script${n}>window.__reactRouterContext={"path":"${pathname}"}</script><script type="module" src="/assets/entry.js"></script></body></html>`;
    return new Response(html, {
      status: pathname.startsWith('/about/') && pathname !== '/about/secret' ? 200 : 404,
      headers: { 'content-type': 'text/html' },
    });
  };
}

describe('prerendered /about pages (decision 0067)', () => {
  let t: TestApp;
  let buildDir: string;
  const calls: { url: string; nonce: string }[] = [];
  let clock: ManualClock;

  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'placar-prerender-'));
    await mkdir(join(buildDir, 'client', 'about'), { recursive: true });
    await writeFile(join(buildDir, 'client', 'about', 'terms.json'), '{"name":"terms"}');
    clock = testClock();
    t = await buildTestApp({
      env: { WEB_BUILD_DIR: buildDir, PUBLIC_URL: 'https://placar.example.com' },
      webHandler: fakeBuild(calls),
      clock,
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('serves one rendering per language, made once, with a CSP allowing its inline scripts by hash and no nonce', async () => {
    const br = await t.app.inject({ url: '/about/terms', headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(br.statusCode).toBe(200);
    expect(br.body).toContain('rendered /about/terms br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(br.headers['content-security-policy']);
    const scripts = [sha('window.__lang="br"'), sha('window.__reactRouterContext={"path":"/about/terms"}')];
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${scripts.join(' ')}`);
    expect(policy).not.toMatch(/script-src[^;]*(nonce-|unsafe-inline)/);
    expect(br.headers.vary).toBe('Cookie, Accept-Language');
    expect(br.headers['cache-control']).toBe('no-cache');

    // Cookie beats Accept-Language, ?lang beats both; the same bytes every time.
    const en = await t.app.inject({
      url: '/about/terms',
      headers: { 'accept-language': 'pt-BR', cookie: 'language=en' },
    });
    expect(en.body).toContain('rendered /about/terms en');
    expect((await t.app.inject({ url: '/about/terms?lang=br', headers: { cookie: 'language=en' } })).body).toBe(
      br.body,
    );
    expect((await t.app.inject({ url: '/about/terms', headers: { cookie: 'language=br' } })).body).toBe(br.body);
    // Every path in every language was rendered once, without a nonce, and never again.
    const prerenders = calls.filter((call) => call.nonce === '');
    expect(prerenders.length).toBe(PRERENDERED_PATHS.length * 2);
    expect(calls.length).toBe(prerenders.length);
    expect(prerenders[0]?.url).toBe('https://placar.example.com/about/about');
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const first = await t.app.inject({ url: '/about/privacy' });
    const again = await t.app.inject({
      url: '/about/privacy',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: '/about/privacy' });
    expect([head.statusCode, head.body, head.headers.etag]).toEqual([200, '', first.headers.etag]);
  });

  it('keeps per-response nonces for every other page, and renders unknown /about names per request', async () => {
    const before = calls.length;
    const home = await t.app.inject('/en');
    const nonce = /'nonce-([^']+)'/.exec(String(home.headers['content-security-policy']))?.[1];
    expect(nonce).toBe(calls.at(-1)?.nonce);
    expect(home.headers['content-security-policy']).not.toContain('sha256-');
    const unknown = await t.app.inject('/about/secret');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-security-policy']).toContain("'nonce-");
    expect(calls.length).toBe(before + 2);
  });

  it('serves the JSON payload file next to the route path', async () => {
    const payload = await t.app.inject('/about/terms.json');
    expect(payload.statusCode).toBe(200);
    expect(payload.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(payload.headers['cache-control']).toBe('public, max-age=300');
    expect(payload.json()).toEqual({ name: 'terms' });
  });

  it('makes the pages again when the year turns (their footer names it)', async () => {
    const before = calls.length;
    clock.set('2027-01-01T00:00:05Z');
    await t.app.inject('/about/contact');
    expect(calls.length).toBe(before + PRERENDERED_PATHS.length * 2);
    clock.set('2026-11-22T23:50:00Z');
  });
});

describe('prerendered pages written by the build', () => {
  let buildDir: string;
  const publicConfig = () => readPublicConfig(process.env);

  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'placar-prerender-build-'));
  });
  afterAll(async () => {
    await rm(buildDir, { recursive: true, force: true });
  });

  async function serve(inputs: { year: number }) {
    const pages = await prerenderPages(fakeBuild([], 'from-build'), 'http://localhost');
    await writePrerendered(buildDir, pages, { publicConfig: publicConfig(), ...inputs });
    const calls: { url: string; nonce: string }[] = [];
    const t = await buildTestApp({ env: { WEB_BUILD_DIR: buildDir }, webHandler: fakeBuild(calls, 'at-start') });
    const response = await t.app.inject({ url: '/about/about', headers: { cookie: 'language=br' } });
    await t.close();
    return { response, calls };
  }

  it('are served as written, with the manifest’s hashes, when made with the server’s settings and year', async () => {
    const { response, calls } = await serve({ year: 2026 });
    expect(response.body).toContain('from-build /about/about br');
    expect(calls).toEqual([]);
    const manifest = JSON.parse(await readFile(join(buildDir, PRERENDER_DIR, 'manifest.json'), 'utf8')) as {
      pages: { path: string; lang: string; scriptHashes: string[] }[];
    };
    const entry = manifest.pages.find((page) => page.path === '/about/about' && page.lang === 'br');
    expect(entry?.scriptHashes).toEqual(inlineScriptHashes(response.body));
    expect(String(response.headers['content-security-policy'])).toContain(
      `script-src 'self' ${entry?.scriptHashes.join(' ')}`,
    );
  });

  it('are made again by the server when the build had another year, or a file no longer matches its hashes', async () => {
    const stale = await serve({ year: 2025 });
    expect(stale.response.body).toContain('at-start /about/about br');
    expect(stale.calls.length).toBe(PRERENDERED_PATHS.length * 2);

    await serve({ year: 2026 });
    const file = join(buildDir, PRERENDER_DIR, 'br', 'about', 'about.html');
    await writeFile(file, (await readFile(file, 'utf8')).replace('window.__lang', 'window.__evil'));
    const calls: { url: string; nonce: string }[] = [];
    const t = await buildTestApp({ env: { WEB_BUILD_DIR: buildDir }, webHandler: fakeBuild(calls, 'at-start') });
    const tampered = await t.app.inject({ url: '/about/about', headers: { cookie: 'language=br' } });
    await t.close();
    expect(tampered.body).toContain('at-start');
    expect(tampered.body).not.toContain('__evil');
  });
});
