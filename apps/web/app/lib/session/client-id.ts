import { CookieName } from '../../state/storage-keys.ts';
import { readCookie, writeCookie } from './cookies.ts';

/** A random base-36 string of the given length (requirement client-state: 10 characters). */
export function randomBase36(length: number): string {
  let out = '';
  while (out.length < length) out += Math.random().toString(36).slice(2);
  return out.slice(0, length);
}

/** The client identifier: a millisecond timestamp followed by 10 random characters. */
function newClientId(now = Date.now()): string {
  return `${now}${randomBase36(10)}`;
}

/** The `myCookie` client identifier, created (path /) if absent. Browser only. */
export function ensureClientId(): string {
  const existing = readCookie(CookieName.myCookie);
  if (existing) return existing;
  const id = newClientId();
  writeCookie(CookieName.myCookie, id, 3650);
  return id;
}
