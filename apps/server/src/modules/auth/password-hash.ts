import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Code } from '@placar/contract/codes';
import { ApiError } from '../../http/api-error.ts';
import { accountMessages } from '../account/account-messages.ts';
import { scryptOnHashThread } from './password-hash-thread.ts';
import type { ScryptOptions } from 'node:crypto';

// OWASP's scrypt guidance (Password Storage Cheat Sheet) lists equally strong settings: N=2^17,
// r=8, p=1 (128 MiB) or N=2^16, r=8, p=2 (64 MiB, the same work: Node runs the two lanes one after
// the other in the same memory). The second halves what each sign-in holds (bench/abuse's login
// attack held 129 MB at its peak, over the 100 MB bound of issue 36).
const LOG_N = 16;
const R = 8;
const P = 2;
const KEY_LENGTH = 32;
/** Older hashes made at N=2^17, p=1 are still read (and made again at today's setting). */
const MAX_LOG_N = 17;
/** The work of today's setting, N x r x p: a stored hash asking for more is refused, never computed. */
const MAX_WORK = 2 ** LOG_N * R * P;

interface Cost {
  N: number;
  r: number;
  p: number;
}

/**
 * Hashes run one at a time, and at most HASHES_WAITING wait their turn: each takes 64 MiB and a
 * core for about 0.3 s (it took 128 MiB before the setting above), so ten logins at once took 567 MB and the server's other work waited
 * behind them (bench/abuse, issue 36). More waiting than that is refused at once (4290001): a
 * burst of sign-ins larger than the queue is an attack, or asks again in a few seconds.
 */
export const HASHES_WAITING = 16;
let running = false;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running) {
    if (waiting.length >= HASHES_WAITING) throw new ApiError(Code.tooManyRequests, accountMessages.tooManySignIns);
    // A finished hash hands its turn straight to the next in line, so no newcomer slips in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running = true;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next === undefined) running = false;
    else next();
  }
}

function derive(password: string, salt: Buffer, options: Cost): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r + 1024 * 1024 };
  // On the hash thread, at a lower CPU priority than the main thread (decision 0153).
  return turn(() => scryptOnHashThread(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions));
}

/** `scrypt$logN$r$p$salt$hash` (base64url): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** LOG_N, r: R, p: P });
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Stored parameters the server accepts: today's, older ones of no more work (N=2^17, p=1 among
 * them), never a cost an attacker who could write a hash could raise.
 */
function storedCost(logN: string | undefined, r: string | undefined, p: string | undefined): Cost | null {
  const cost = { N: 2 ** Number(logN), r: Number(r), p: Number(p) };
  const bounded =
    Number.isInteger(Number(logN)) &&
    Number(logN) >= 10 &&
    Number(logN) <= MAX_LOG_N &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= R;
  const ok = bounded && Number.isInteger(cost.p) && cost.p >= 1 && cost.p <= P && cost.N * cost.r * cost.p <= MAX_WORK;
  return ok ? cost : null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  const cost = storedCost(logN, r, p);
  if (scheme !== 'scrypt' || cost === null || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made at a lower cost than today's: rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  const [scheme, logN, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(logN) !== LOG_N || Number(r) !== R || Number(p) !== P;
}

/** A hash no password matches, verified when the account is unknown so both cases take the same time. */
export const UNKNOWN_ACCOUNT_HASH = await hashPassword(randomBytes(16).toString('hex'));
