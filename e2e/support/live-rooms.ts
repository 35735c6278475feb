// What the live-room specs share: accounts made through the real calls, an admin made with the
// real admin:create command, and reading a page's video.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
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

/** One API call as a script would make it; fails the test unless it answers code 200. */
export async function call<T>(baseURL: string, path: string, body: unknown, token?: string, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', language: 'en' };
  if (token) headers.authorization = token;
  const url = method === 'GET' ? `${baseURL}/api${path}?${new URLSearchParams(body as Record<string, string>)}` : `${baseURL}/api${path}`;
  const response = await fetch(url, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(body) } : {}) });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** An account made the way a person makes one: a code to the e-mail (the development outbox), then register. */
export async function register(baseURL: string, person: Person): Promise<Account> {
  await call(baseURL, '/user/emailVerifyCode', { email: person.email, purpose: 'register' });
  const outbox = (await (await fetch(`${baseURL}/dev/mail.json`)).json()) as { mails: { to: string; text: string }[] };
  const mail = outbox.mails.find((item) => item.to === person.email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, `a code mailed to ${person.email}`).toBeTruthy();
  const session = await call<{ user: { id: number }; tokens: { accessToken: string } }>(baseURL, '/user/register', { email: person.email, code, username: person.username, password: person.password });
  return { ...person, id: session.user.id, token: session.tokens.accessToken };
}

export async function logInByApi(baseURL: string, person: Person): Promise<Account> {
  const session = await call<{ user: { id: number }; tokens: { accessToken: string } }>(baseURL, '/user/login', { account: person.username, password: person.password });
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

export async function logInPage(page: Page, person: Person): Promise<void> {
  await page.goto('/en/login');
  await page.getByTestId('login-account').fill(person.username);
  await page.getByTestId('login-password').fill(person.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/en$/);
}

export interface VideoState {
  currentTime: number;
  frames: number;
  status: string | null;
  latencyMs: number;
}

/** What a player's video element reports: playhead, frames decoded, the player's state and latency. */
export async function videoState(page: Page, testId = 'live-player'): Promise<VideoState> {
  return page.getByTestId(testId).evaluate((player) => {
    const video = player.querySelector('video') as HTMLVideoElement;
    return {
      currentTime: video.currentTime,
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
      status: player.getAttribute('data-status'),
      latencyMs: Number(player.getAttribute('data-latency-ms') || -1),
    };
  });
}

/** The picture moves: the playhead advances and new frames are decoded (waits on the page, no sleep). */
export async function expectMovingVideo(page: Page, testId = 'live-player'): Promise<void> {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  const first = await videoState(page, testId);
  await expect.poll(async () => (await videoState(page, testId)).currentTime, { timeout: 15_000 }).toBeGreaterThan(first.currentTime + 0.5);
  await expect.poll(async () => (await videoState(page, testId)).frames, { timeout: 15_000 }).toBeGreaterThan(first.frames + 10);
}
