/**
 * A signed-in browser for /me: a bench account registered once (development outbox), then a
 * real sign-in through the login form in the Chromium Lighthouse will drive, whose HTTP cache
 * is then cleared so /me still loads its code cold. The session (refresh cookie, stored user)
 * stays: Lighthouse runs with disableStorageReset.
 */
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';

/** One bench account per server (a comparison of two builds runs two). */
const accounts = new Map<string, Promise<{ username: string; password: string }>>();

async function call(url: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
}

async function registerOnce(url: string): Promise<{ username: string; password: string }> {
  const tag = randomBytes(4).toString('hex');
  const person = {
    email: `pageload${tag}@example.com`,
    username: `pageload${tag}`.slice(0, 20),
    password: 'Goal!2026_ok',
  };
  await call(url, '/user/emailVerifyCode', { email: person.email, purpose: 'register' });
  const outbox = (await (await fetch(`${url}/dev/mail.json`)).json()) as { mails: { to: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.mails.findLast((mail) => mail.to === person.email)?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the development outbox (MAIL_OUTBOX)');
  await call(url, '/user/register', {
    email: person.email,
    code,
    username: person.username,
    password: person.password,
  });
  return person;
}

export async function signInBrowser(port: number, url: string): Promise<void> {
  if (!accounts.has(url)) accounts.set(url, registerOnce(url));
  const account = await (accounts.get(url) as Promise<{ username: string; password: string }>);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${url}/en/login`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    await page.getByTestId('login-account').fill(account.username);
    await page.getByTestId('login-password').fill(account.password);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/login'), { timeout: 60_000 });
    await page.getByTestId('login-submit').click();
    if (!(await answer).ok()) throw new Error('the bench account could not sign in');
    await page.waitForURL(/\/en$/, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // Not closed: Chromium may end with its last tab. Blank, it costs nothing while Lighthouse runs.
    await page.goto('about:blank');
  } finally {
    // Leaves Chromium running for Lighthouse.
    await browser.close().catch(() => undefined);
  }
}
