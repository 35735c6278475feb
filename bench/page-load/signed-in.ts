/** A signed-in browser's cookie for /me: a bench account registered once (development outbox), then a fresh login. */
import { randomBytes } from 'node:crypto';

let account: { username: string; password: string } | undefined;

async function call<T>(url: string, path: string, body: unknown): Promise<{ data: T; response: Response }> {
  const response = await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en' }, body: JSON.stringify(body) });
  const answer = (await response.clone().json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return { data: answer.data, response };
}

async function registerOnce(url: string): Promise<{ username: string; password: string }> {
  const tag = randomBytes(4).toString('hex');
  const person = { email: `pageload${tag}@example.com`, username: `pageload${tag}`.slice(0, 20), password: 'Goal!2026_ok' };
  await call(url, '/user/emailVerifyCode', { email: person.email, purpose: 'register' });
  const outbox = (await (await fetch(`${url}/dev/mail.json`)).json()) as { mails: { to: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.mails.findLast((mail) => mail.to === person.email)?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the development outbox (MAIL_OUTBOX)');
  await call(url, '/user/register', { email: person.email, code, username: person.username, password: person.password });
  return person;
}

export async function signedInCookie(url: string): Promise<string> {
  account ??= await registerOnce(url);
  const { response } = await call(url, '/user/login', { account: account.username, password: account.password });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('login set no cookie');
  return cookies.join('; ');
}
