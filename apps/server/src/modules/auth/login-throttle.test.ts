import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HASHES_WAITING } from './password-hash.ts';

// Issue 36 (decision 0106): usernames are public as chat nicknames, so anyone can type wrong
// passwords for anyone. They slow the attacker, per address and per account, never lock the owner out.
// Each wrong password is a real scrypt hash (64 MiB, ~0.3 s alone, one at a time): on a loaded
// 2-core machine a test's 7 to 17 hashes took over the default 20 s, so each test gets 120 s.
describe('login throttle: a stranger cannot lock the owner out', { timeout: 120_000 }, () => {
  let t: TestApp;
  const HOME = '198.51.100.7';
  const login = (account: string, password: string, remoteAddress: string) =>
    t.app
      .inject({ method: 'POST', url: '/api/user/login', payload: { account, password }, remoteAddress })
      .then((answer) => answer.json() as { code: number; msg: string });
  const clock = () => t.clock as ManualClock;

  beforeAll(async () => {
    // Three, not the default ten: each wrong password costs a scrypt hash.
    t = await buildTestApp({ env: { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: '3' } });
  });
  afterAll(() => t.close());

  async function owner(username: string) {
    await createUserWithSession(t.database?.db as Database, { username, password: 'Owner123!pw', clock: t.clock });
    // The owner signed in from home once: a known address of the account.
    expect((await login(username, 'Owner123!pw', HOME)).code).toBe(200);
  }

  it('lets the owner in from home at once, and from a new address after LOGIN_ACCOUNT_DELAY, after LOGIN_LIMIT_PER_ACCOUNT wrong passwords from elsewhere', async () => {
    await owner('lockedout1');
    const wrong = [];
    for (let n = 0; n < 3; n += 1) wrong.push((await login('lockedout1', 'Guess123!pw', '203.0.113.66')).code);
    expect(wrong).toEqual([Code.invalidInput, Code.invalidInput, Code.invalidInput]);
    expect((await login('lockedout1', 'Owner123!pw', HOME)).code).toBe(200);
    // A new place (a phone on the road): slowed, not locked.
    const slowed = await login('lockedout1', 'Owner123!pw', '192.0.2.44');
    expect(slowed).toMatchObject({
      code: Code.tooManyRequests,
      msg: expect.stringMatching(/^This account had many wrong passwords: try again in \d+ s$/),
    });
    clock().advance(30_000);
    expect((await login('lockedout1', 'Owner123!pw', '192.0.2.44')).code).toBe(200);
  });

  it('refuses the guessing address for that account past LOGIN_LIMIT_PER_ACCOUNT_ADDRESS, however long it waits within the window', async () => {
    await owner('guessed02');
    for (let n = 0; n < 3; n += 1) await login('guessed02', 'Guess123!pw', '203.0.113.67');
    clock().advance(60_000);
    expect(await login('guessed02', 'Owner123!pw', '203.0.113.67')).toMatchObject({
      code: Code.tooManyRequests,
      msg: 'Too many login attempts: try again in a few minutes',
    });
    clock().advance(15 * 60_000);
    expect((await login('guessed02', 'Owner123!pw', '203.0.113.67')).code).toBe(200);
  });

  it('spreads a botnet out: once slowed, 20 guesses at once from 20 new addresses reach the password check once', async () => {
    await owner('botnetted');
    for (let n = 0; n < 3; n += 1) await login('botnetted', 'Guess123!pw', `203.0.113.${100 + n}`);
    clock().advance(30_000);
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        login('botnetted', 'Guess123!pw', `192.0.2.${100 + n}`).then((answer) => answer.code),
      ),
    );
    expect(codes.filter((code) => code === Code.invalidInput).length).toBe(1);
    expect(codes.filter((code) => code === Code.tooManyRequests).length).toBe(19);
    // And the owner at home still goes straight in.
    expect((await login('botnetted', 'Owner123!pw', HOME)).code).toBe(200);
  });

  it('hashes one password at a time and refuses a burst beyond the queue at once, so 20 sign-ins cost no 20 x 64 MiB (bench/abuse)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => login(`nobody${n}x`, 'Guess123!pw', `192.0.2.${200 + n}`)),
    );
    const busy = answers.filter((answer) => answer.code === Code.tooManyRequests);
    expect(busy.length).toBe(20 - 1 - HASHES_WAITING);
    expect(busy[0]?.msg).toBe('Too many sign-ins right now: try again in a few seconds');
    expect(answers.filter((answer) => answer.code === Code.invalidInput).length).toBe(1 + HASHES_WAITING);
  });
});
