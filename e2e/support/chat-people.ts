// What the chat specs share: accounts made through the real calls (the development outbox gives
// the mailed code), an admin made with the real admin:create command, a host approved by it,
// a match announced through the feed, and a page signed in through the login form.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_FEED_TOKEN } from './placar-server.ts';
import { expect } from './test.ts';

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
  return { email: `${prefix}${tag}@example.com`, username: `${prefix}${tag}`.slice(0, 20).padEnd(8, '0'), password: 'Goal!2026_ok' };
}

/** One API call as a script makes it; fails the test unless it answers code 200. */
export async function api<T>(baseURL: string, path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', language: 'en' };
  if (token) headers.authorization = token;
  const response = await fetch(`${baseURL}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

type Session = { user: { id: number }; tokens: { accessToken: string } };

/** An account made as a person makes one: a code mailed (read from the development outbox), then register. */
export async function register(baseURL: string, person: Person): Promise<Account> {
  await api(baseURL, '/user/emailVerifyCode', { email: person.email, purpose: 'register' });
  const outbox = (await (await fetch(`${baseURL}/dev/mail.json`)).json()) as { mails: { to: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.mails.findLast((mail) => mail.to === person.email)?.text ?? '')?.[1];
  expect(code, `a code mailed to ${person.email}`).toBeTruthy();
  const session = await api<Session>(baseURL, '/user/register', { email: person.email, code, username: person.username, password: person.password });
  return { ...person, id: session.user.id, token: session.tokens.accessToken };
}

export async function logInByApi(baseURL: string, person: Person): Promise<Account> {
  const session = await api<Session>(baseURL, '/user/login', { account: person.username, password: person.password });
  return { ...person, id: session.user.id, token: session.tokens.accessToken };
}

/** The first admin, made with `npm run admin:create` against a DATA_DIR before its server starts. */
export function createAdmin(dataDir: string): Person {
  const person = newPerson('boss');
  const output = execFileSync(process.execPath, [join(repoRoot, 'apps/server/src/modules/user/admin-create-command.ts'), '--email', person.email, '--username', person.username], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repoRoot, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const password = /^Password: (\S+)$/m.exec(output)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${output}`);
  return { ...person, password };
}

/** A user who applies to host (/user/confirmAnchor) and whom the admin approves: answers their room's id. */
export async function approveHost(baseURL: string, host: Account, admin: Account): Promise<number> {
  await api(baseURL, '/user/confirmAnchor', { streamName: `Resenha ${host.username}`, intro: 'Live commentary of every match, in Portuguese and English.', sports: ['football'] }, host.token);
  const approved = await api<{ application: { roomId: number } }>(baseURL, '/admin/updateAnchor', { userId: host.id, action: 'approve' }, admin.token);
  return approved.application.roomId;
}

/** A match of the test's own through the feed call, kicking off 30 minutes after E2E_NOW: its chat is open. */
export async function openMatch(baseURL: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/schedule/mqttMessageSend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Feed ${E2E_FEED_TOKEN}` },
    body: JSON.stringify({
      externalRef: `e2e:chat:${randomUUID()}`,
      fixture: { competition: 'eng.1', season: '2026/27', kickoff: '2026-11-23T00:20:00Z', home: { name: 'Chatty FC' }, away: { name: 'Talkative United' } },
    }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { id: number } };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data.id;
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

export async function logOutPage(page: Page, lang: 'en' | 'br' = 'en'): Promise<void> {
  await page.goto(`/${lang}/me`);
  await page.getByTestId('me-logout').click();
  await expect(page.getByTestId('me-guest')).toBeVisible();
}
