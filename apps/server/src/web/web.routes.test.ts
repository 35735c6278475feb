import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { NOT_BUILT_MESSAGE } from './web.routes.ts';

const BIG_CHUNK = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7};`).join('\n');
const PRE_BR = brotliCompressSync(BIG_CHUNK);
const PRE_GZ = gzipSync(BIG_CHUNK, { level: 1 });

describe('web app mount', () => {
  let t: TestApp;
  let buildDir: string;
  const seen: Request[] = [];
  const nonces: string[] = [];

  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'placar-web-build-'));
    await mkdir(join(buildDir, 'client', 'assets'), { recursive: true });
    await writeFile(join(buildDir, 'client', 'assets', 'entry-abc123.js'), 'console.log("hi")');
    await writeFile(join(buildDir, 'client', 'favicon.ico'), 'icon');
    await writeFile(join(buildDir, 'client', 'sw.js'), 'self.PLACAR_BUILD = {};');
    await writeFile(join(buildDir, 'client', 'assets', 'chunk-def456.js'), BIG_CHUNK);
    // What the build's precompression writes beside it (decision 0094); level 1 so it differs from on-the-fly output.
    await writeFile(join(buildDir, 'client', 'assets', 'chunk-def456.js.br'), PRE_BR);
    await writeFile(join(buildDir, 'client', 'assets', 'chunk-def456.js.gz'), PRE_GZ);
    t = await buildTestApp({
      env: { WEB_BUILD_DIR: buildDir, PUBLIC_URL: 'https://placar.example.com' },
      webHandler: async (request, { nonce }) => {
        seen.push(request);
        nonces.push(nonce);
        const url = new URL(request.url);
        const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-rendered-by': 'fake-build' });
        headers.append('set-cookie', 'a=1; Path=/');
        headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
        const status = url.pathname === '/missing' ? 404 : 200;
        return new Response(`<html><body>page ${url.pathname}${url.search}</body></html>`, { status, headers });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('hands every page path, / included, to the web app as a Web Request', async () => {
    const response = await t.app.inject({
      url: '/br/match/5?tab=stats',
      headers: { 'accept-language': 'pt-BR', cookie: 'myCookie=xyz', host: 'placar.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<html><body>page /br/match/5?tab=stats</body></html>');
    const request = seen.at(-1);
    expect(request?.method).toBe('GET');
    // Item 12: the page's URL is on PUBLIC_URL, whatever Host the request names.
    expect(request?.url).toBe('https://placar.example.com/br/match/5?tab=stats');
    expect(request?.headers.get('accept-language')).toBe('pt-BR');
    expect(request?.headers.get('cookie')).toBe('myCookie=xyz');
    expect((await t.app.inject('/')).body).toContain('page /<');
  });

  it('copies status, headers and every Set-Cookie back', async () => {
    const response = await t.app.inject('/missing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-rendered-by']).toBe('fake-build');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    // Item 4: the page's own nonce, and no 'unsafe-inline' for scripts.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonces.at(-1)}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('gives every page response a nonce of its own', async () => {
    const first = String((await t.app.inject('/en')).headers['content-security-policy']);
    const second = String((await t.app.inject('/en')).headers['content-security-policy']);
    expect(first).not.toBe(second);
    expect(nonces.at(-1)).not.toBe(nonces.at(-2));
    // API answers and files carry no nonce: nothing there may run inline.
    expect(String((await t.app.inject('/api/system/time')).headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('never builds the page URL from the Host header (item 12)', async () => {
    for (const host of ['evil.example', 'evil.example:8080', 'placar.example.com.evil.example']) {
      await t.app.inject({ url: '/en/schedule/league', headers: { host } });
      expect(seen.at(-1)?.url, host).toBe('https://placar.example.com/en/schedule/league');
    }
    await t.app.inject({ url: '/en/x', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(new URL(seen.at(-1)?.url ?? '').host).toBe('placar.example.com');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-rendered-by']).toBe('fake-build');
    expect(response.body).toBe('');
    expect(seen.at(-1)?.method).toBe('HEAD');
  });

  it('compresses pages', async () => {
    const response = await t.app.inject({ url: '/en/' + 'x'.repeat(2000), headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('serves built files with long caching for hashed assets and short for the rest', async () => {
    const asset = await t.app.inject('/assets/entry-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("hi")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
    // The service worker names the build's files: a new build must be seen on the next load (decision 0161).
    expect((await t.app.inject('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed file the build wrote, as the browser accepts, never compressing it again', async () => {
    const br = await t.app.inject({
      url: '/assets/chunk-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(PRE_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_CHUNK);

    const gz = await t.app.inject({ url: '/assets/chunk-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(PRE_GZ)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_CHUNK);

    const plain = await t.app.inject({ url: '/assets/chunk-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_CHUNK);
  });

  it('gives the compressed files no address of their own', async () => {
    const before = seen.length;
    const response = await t.app.inject('/assets/chunk-def456.js.br');
    expect(seen.length).toBe(before + 1);
    expect(response.body).toContain('/assets/chunk-def456.js.br');
  });

  it('lets unknown paths, even under /assets, reach the web app', async () => {
    const before = seen.length;
    const response = await t.app.inject('/assets/not-there.js');
    expect(seen.length).toBe(before + 1);
    expect(response.body).toContain('/assets/not-there.js');
  });

  it('never hands /api paths to the web app', async () => {
    const before = seen.length;
    const response = await t.app.inject('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(4040001);
    expect(seen.length).toBe(before);
  });
});

describe('web app mount without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers pages with 503 and how to build', async () => {
    for (const url of ['/', '/en/schedule']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain(NOT_BUILT_MESSAGE);
    }
  });

  it('still serves the API', async () => {
    expect((await t.app.inject('/api/system/time')).statusCode).toBe(200);
  });
});
