// People the e2e specs make the way people do: accounts through the real calls (the development
// outbox gives the mailed code), the first admin with the real admin:create command, and a page
// signed in through the login form.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './test.ts';
import { adminCreateCommandPath } from '@placar/server/processes';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Person {
  email: string;
  username: string;
  password: string;
}

export interface Account extends Person {
  id: number;
  token: string;
}

export function newPerson(prefix: string): Person {
  const tag = randomBytes(4).toString('hex');
  return {
    email: `${prefix}${tag}@example.com`,
    username: `${prefix}${tag}`.slice(0, 20).padEnd(8, '0'),
    password: 'Goal!2026_ok',
  };
}

/** One API call as a script would make it; fails the test unless it answers code 200. */
export async function call<T>(
  baseURL: string,
  path: string,
  body: unknown,
  token?: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', language: 'en' };
  if (token) headers.authorization = token;
  const url =
    method === 'GET'
      ? `${baseURL}/api${path}?${new URLSearchParams(body as Record<string, string>)}`
      : `${baseURL}/api${path}`;
  const response = await fetch(url, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(body) } : {}) });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

type Session = { user: { id: number }; tokens: { accessToken: string } };

/** An account made as a person makes one: a code mailed (read from the development outbox), then register. */
export async function register(baseURL: string, person: Person): Promise<Account> {
  await call(baseURL, '/user/emailVerifyCode', { email: person.email, purpose: 'register' });
  const outbox = (await (await fetch(`${baseURL}/dev/mail.json`)).json()) as { mails: { to: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.mails.findLast((mail) => mail.to === person.email)?.text ?? '')?.[1];
  expect(code, `a code mailed to ${person.email}`).toBeTruthy();
  const session = await call<Session>(baseURL, '/user/register', {
    email: person.email,
    code,
    username: person.username,
    password: person.password,
  });
  return { ...person, id: session.user.id, token: session.tokens.accessToken };
}

export async function logInByApi(baseURL: string, person: Person): Promise<Account> {
  const session = await call<Session>(baseURL, '/user/login', { account: person.username, password: person.password });
  return { ...person, id: session.user.id, token: session.tokens.accessToken };
}

/** The first admin, made with `npm run admin:create` against a DATA_DIR before its server starts. */
export function createAdmin(dataDir: string, person: Person = newPerson('boss')): Person {
  const output = execFileSync(
    process.execPath,
    [adminCreateCommandPath, '--email', person.email, '--username', person.username],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repoRoot, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  const password = /^Password: (\S+)$/m.exec(output)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${output}`);
  return { ...person, password };
}

/** Signs in through the form once the page has hydrated (it asks the server's time then), so the click is React's. */
export async function logInPage(page: Page, person: Person, lang: 'en' | 'br' = 'en'): Promise<void> {
  const hydrated = page.waitForResponse((response) => response.url().includes('/api/system/time'));
  await page.goto(`/${lang}/login`);
  await hydrated;
  await page.getByTestId('login-account').fill(person.username);
  await page.getByTestId('login-password').fill(person.password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  await page.getByTestId('login-submit').click();
  expect((await answer).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
}

/** A browser of its own on `baseURL`, signed in through the form; its context joins `contexts` for the spec to close. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  person: Person,
  contexts: BrowserContext[],
  lang: 'en' | 'br' = 'en',
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  const page = await context.newPage();
  await logInPage(page, person, lang);
  return page;
}

/** The shared server's admin (global-setup.ts made it before the server started). */
export function sharedAdmin(): Person {
  const admin = process.env.PLACAR_ADMIN;
  if (!admin) throw new Error('PLACAR_ADMIN is not set: global-setup.ts did not run');
  return JSON.parse(admin) as Person;
}
