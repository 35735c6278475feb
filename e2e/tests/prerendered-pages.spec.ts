// Issue 13 item 5 (decision 0067): /about pages are prerendered in en and br, served with a CSP
// that allows their inline scripts by sha256 (no per-response nonce), and a client navigation
// to one reads its JSON payload file next to the route path (requirement page-payloads).
import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { consoleCspViolations, injectedScriptRuns } from '../support/csp.ts';
import { expect, test } from '../support/test.ts';

/** A page that records CSP violations, from the console and from securitypolicyviolation events. */
async function watchedPage(
  browser: Browser,
  baseURL: string | undefined,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  const violations = consoleCspViolations(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ((window as unknown as { __violations?: string[] }).__violations ??= []).push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  // zod probes whether it may compile validators with new Function (its JIT) and falls back when the
  // CSP says no, on every page: that refusal is expected. Anything else refused is a failure.
  const reported = async () =>
    (await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])).filter(
      (v) => v !== 'script-src eval',
    );
  return { context, page, violations, reported };
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc=/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

async function hydrated(page: Page) {
  // A first page on a busy machine can take a while to hydrate.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
}

for (const [lang, locale, title] of [
  ['en', 'en-US', 'Terms of use'],
  ['br', 'pt-BR', 'Termos de uso'],
] as const) {
  test(`/about/terms in ${lang} is the prerendered file, runs under its hash CSP only, and hydrates`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page, violations, reported } = await watchedPage(browser, baseURL, { locale });
    const response = await page.goto('/about/terms');
    expect(response?.status()).toBe(200);
    const headers = (await response?.allHeaders()) ?? {};
    const policy = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(policy).not.toMatch(/script-src[^;]*(nonce-|unsafe-inline)/);
    // The policy names exactly the page's inline scripts.
    // The document's body read again over HTTP: the browser may drop it once the page moved on.
    const html = await (await context.request.get('/about/terms', { headers: { 'accept-language': locale } })).text();
    expect(html).not.toMatch(/<script[^>]*nonce=/);
    expect(scriptSrc.split(' ').slice(1).sort()).toEqual([...new Set(inlineScripts(html).map(sha256))].sort());
    // The same bytes for the next visitor in this language: a file, not a rendering per request.
    const again = await context.request.get('/about/terms', { headers: { 'accept-language': locale } });
    expect(await again.text()).toBe(html);
    expect(again.headers().etag).toBe(headers.etag);

    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(title);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'br' ? 'pt-BR' : 'en');
    // Hydrated with no script refused: every inline script the page needs matched a hash.
    expect(violations).toEqual([]);
    expect(await reported()).toEqual([]);
    // An injected script (what an XSS would add) does not run.
    expect(await injectedScriptRuns(page)).toBe(false);
    await context.close();
  });
}

test('links on a prerendered page navigate in the page, reading the next page’s JSON payload file', async ({
  browser,
  baseURL,
}) => {
  const { context, page, violations, reported } = await watchedPage(browser, baseURL, { locale: 'pt-BR' });
  await page.goto('/about/about');
  await hydrated(page);
  await expect(page.getByTestId('dbip-attribution')).toBeVisible();
  const documents: string[] = [];
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (new URL(request.url()).pathname.endsWith('.data')) dataCalls.push(request.url());
  });
  const payload = page.waitForResponse((response) => new URL(response.url()).pathname === '/about/privacy.json');
  await page.locator('footer').getByRole('link', { name: 'Privacidade' }).click();
  const answer = await payload;
  expect(answer.request().method()).toBe('GET');
  expect(answer.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(await answer.json()).toEqual({ name: 'privacy' });
  await expect(page.getByTestId('about-privacy')).toBeVisible();
  await expect(page).toHaveURL(/\/about\/privacy\?lang=br$/);
  // No page load, and the about route's data came from the file, not from its loader.
  expect(documents).toEqual([]);
  for (const url of dataCalls)
    expect((new URL(url).searchParams.get('_routes') ?? 'about').split(',')).not.toContain('about');
  expect(violations).toEqual([]);
  expect(await reported()).toEqual([]);
  await context.close();
});

test('from home, a footer link opens /about through its payload file', async ({ browser, baseURL }) => {
  const { context, page, violations } = await watchedPage(browser, baseURL, { locale: 'en-US' });
  await page.goto('/en');
  await hydrated(page);
  const payload = page.waitForResponse((response) => new URL(response.url()).pathname === '/about/terms.json');
  await page.locator('footer').getByRole('link', { name: 'Terms' }).click();
  expect((await payload).status()).toBe(200);
  await expect(page.getByTestId('about-terms')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Terms of use');
  expect(violations).toEqual([]);
  await context.close();
});
