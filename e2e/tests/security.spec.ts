// Issue 9 in a real browser: no token a script can read (item 4), the CSP nonce (item 4), the
// sessions list (item 10), redirects (item 11), the Host header (item 12), MQTT ids (item 14).
import { request as httpRequest } from 'node:http';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startPlacarServer } from '../support/placar-server.ts';
import type { PlacarServer } from '../support/placar-server.ts';
import { consoleCspViolations, injectedScriptRuns } from '../support/csp.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
let server: PlacarServer;
let serial = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Limits raised: every request of this file comes from 127.0.0.1, also with --repeat-each.
  server = await startPlacarServer({
    SIMULATOR: 'off',
    CODE_LIMIT_PER_IP: '1000',
    ACCOUNT_LIMIT_PER_IP: '1000',
    LOGIN_LIMIT_PER_IP: '1000',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function api(path: string, body: object): Promise<{ code: number; data: unknown }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown };
}

/** A registered account, made through the API with the code from the development outbox (read from this machine). */
async function newAccount() {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const person = {
    email: `sec${tag}@example.com`,
    username: `sec${tag}`.slice(0, 20).padEnd(8, '0'),
    password: 'Safe goal 2026!',
  };
  expect((await api('/user/emailVerifyCode', { email: person.email, purpose: 'register' })).code).toBe(200);
  const mails = (
    (await (await fetch(`${server.url}/dev/mail.json`)).json()) as { mails: { to: string; text: string }[] }
  ).mails;
  const code = /^(\d{6})$/m.exec(mails.find((mail) => mail.to === person.email)?.text ?? '')?.[1] ?? '';
  expect(
    (await api('/user/register', { email: person.email, code, username: person.username, password: person.password }))
      .code,
  ).toBe(200);
  return person;
}

async function logIn(page: Page, account: string, password: string): Promise<string> {
  await page.goto('/en/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  await page.getByTestId('login-submit').click();
  const token = ((await (await answer).json()) as { data: { tokens: { accessToken: string } } }).data.tokens
    .accessToken;
  await expect(page).toHaveURL(/\/en$/);
  return token;
}

async function newContext(browser: Browser, options: { userAgent?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, ...options });
}

test('no script can read a token; reloads and a second tab keep the session (item 4)', async ({ browser }) => {
  const person = await newAccount();
  const context = await newContext(browser);
  const first = await context.newPage();
  const accessToken = await logIn(first, person.username, person.password);

  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'refreshToken');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user/refreshToken' });
  const visible = await first.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  for (const secret of [accessToken, refresh?.value ?? '']) {
    expect(visible.cookies).not.toContain(secret);
    expect(visible.storage).not.toContain(secret);
  }
  expect(visible.storage).toContain(person.username);

  // A second tab gets its own token from the cookie; tabs reloading at once take turns to refresh.
  const second = await context.newPage();
  for (let round = 0; round < 3; round += 1) {
    await Promise.all([first.goto('/en/me'), second.goto('/en/me')]);
    for (const page of [first, second]) {
      await expect(page.getByTestId('me-username')).toContainText(person.username);
      // The sign-up's session and this browser's one: both tabs share it, however often they refreshed.
      await expect(page.getByTestId('me-session')).toHaveCount(2);
      await expect(page.getByTestId('me-session-current')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
  await context.close();
});

test('pages run no inline script without this response’s nonce (item 4)', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const violations = consoleCspViolations(page);
  for (const path of ['/en', '/en/login', '/br/schedule/league', '/en/me']) {
    // The page asks the server's time once it has hydrated: its scripts ran.
    const hydrated = page.waitForResponse((response) => response.url().includes('/api/system/time'));
    const response = await page.goto(path);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    await hydrated;
  }
  expect(violations).toEqual([]);
  // An injected script (what an XSS would add) does not run.
  expect(await injectedScriptRuns(page)).toBe(false);
  await context.close();
});

test('prerendered pages run only the inline scripts their CSP names by hash (decision 0067)', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const violations = consoleCspViolations(page);
  for (const path of ['/about/about', '/about/terms', '/about/privacy?lang=br', '/about/contact']) {
    const hydrated = page.waitForResponse((response) => response.url().includes('/api/system/time'));
    const response = await page.goto(path);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const hashes = (/script-src 'self' ((?:'sha256-[A-Za-z0-9+/=]+' ?)+)(;|$)/.exec(policy)?.[1] ?? '')
      .trim()
      .split(' ');
    const html = (await response?.text()) ?? '';
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      (m) => !/\ssrc=/.test(m[1] ?? ''),
    );
    // No nonce anywhere (a file cannot have one), and one hash per distinct inline script, no more.
    expect(policy, path).not.toMatch(/script-src[^;]*(nonce-|unsafe-inline)/);
    expect(html, path).not.toMatch(/<script[^>]*nonce=/);
    expect(inline.length, path).toBeGreaterThan(0);
    expect(hashes.length, path).toBe(new Set(inline.map((m) => m[2])).size);
    await hydrated;
  }
  expect(violations).toEqual([]);
  expect(await injectedScriptRuns(page)).toBe(false);
  await context.close();
});

test('the sessions list on /me shows each device and signs the others out (item 10)', async ({ browser }) => {
  const person = await newAccount();
  const laptop = await newContext(browser, { userAgent: FIREFOX_WINDOWS });
  const phone = await newContext(browser);
  const laptopPage = await laptop.newPage();
  const phonePage = await phone.newPage();
  await logIn(laptopPage, person.email, person.password);
  await logIn(phonePage, person.username, person.password);

  await laptopPage.goto('/en/me');
  const rows = laptopPage.getByTestId('me-session');
  // The account's own sign-up session, the laptop and the phone.
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ has: laptopPage.getByTestId('me-session-current') })).toContainText('Firefox on Windows');
  await laptopPage.getByTestId('me-sessions-signout-others').click();
  await expect(laptopPage.getByTestId('me-sessions-done')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // The phone's session is over: its next visit asks to log in again.
  await phonePage.goto('/en/me');
  await expect(phonePage.getByRole('dialog')).toContainText('Please log in again!');
  await laptop.close();
  await phone.close();
});

test('a login link carrying an open-redirect payload keeps the fan on the site (item 11)', async ({ browser }) => {
  const person = await newAccount();
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`/en/login?redirect=${encodeURIComponent('/..//evil.example/steal')}`);
  await page.getByTestId('login-account').fill(person.username);
  await page.getByTestId('login-password').fill(person.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${server.url}/en`);
  await context.close();
});

test('the live connection uses a client id with a secret prefix, replacing an old guessable one (item 14)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mqttClientId', 'placar_web_a1b2c3');
    }
  });
  await page.goto('/en');
  // mqtt.js loads after the first paint: on a busy machine that takes a while.
  await expect.poll(() => page.locator('body').getAttribute('data-live-state'), { timeout: 30_000 }).toBe('connected');
  const id = await page.evaluate(() => localStorage.getItem('mqttClientId'));
  expect(id).toMatch(/^placar_[0-9a-f]{32}_[0-9a-f]{6}$/);
  await context.close();
});

/** A page fetched with a Host header of our choosing (a browser always sends the real one). */
function pageWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { host, 'x-forwarded-host': host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}

test('canonical links, hreflang and JSON-LD name the site, not the Host header (item 12)', async ({ baseURL }) => {
  const base = baseURL ?? '';
  const list = (await (
    await fetch(`${base}/api/schedule/mobilList?tab=all&limit=50`, { headers: { tz: 'UTC' } })
  ).json()) as {
    data: { groups: { matches: { id: number }[] }[] };
  };
  const matchId = list.data.groups.flatMap((group) => group.matches)[0]?.id;
  expect(matchId).toBeDefined();
  const html = await pageWithHost(`${base}/en/live/match/${matchId}`, 'evil.example');
  const site = `http://localhost:${new URL(base).port}`;
  expect(html).toContain(`rel="canonical" href="${site}/en/live/`);
  expect(html).toContain(`hrefLang="pt-BR" href="${site}/br/live/`);
  expect(html).toContain(`"url":"${site}/en/live/`);
  expect(html).not.toContain('evil.example');
});
