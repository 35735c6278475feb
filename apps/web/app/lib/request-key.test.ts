import { createHmac, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestKey, tabSecret } from './request-key.ts';
import { hmacSha256, sha256, toHex } from './sha256.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sha256 and hmac', () => {
  it('match node:crypto for empty, one-block, multi-block and non-ASCII input', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000), 'Gol! ⚽ São Paulo 2–1']) {
      expect(toHex(sha256(bytes(text)))).toBe(createHash('sha256').update(text).digest('hex'));
      const key = randomBytes(text.length % 2 ? 80 : 32);
      expect(toHex(hmacSha256(key, bytes(text)))).toBe(createHmac('sha256', key).update(text).digest('hex'));
    }
  });
});

describe('request key (item 3)', () => {
  const secret = randomBytes(32);

  it('is the same for the same path and payload in a tab (a double submit), different otherwise', () => {
    expect(requestKey('/a', { x: 1, y: [1, 2] }, secret)).toBe(requestKey('/a', { y: [1, 2], x: 1 }, secret));
    expect(requestKey('/a', { x: 1 }, secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(requestKey('/a', { x: 1 }, secret)).not.toBe(requestKey('/b', { x: 1 }, secret));
    expect(requestKey('/a', { x: 1 }, secret)).not.toBe(requestKey('/a', { x: 2 }, secret));
    expect(requestKey('/a', undefined, secret)).not.toBe(requestKey('/a', {}, secret));
  });

  it('cannot be used to test a password guess without the tab’s secret', () => {
    const login = { account: 'ana', password: 'Secret123!' };
    const key = requestKey('/user/login', login, secret);
    // What a key was before (a public hash of path and body) and with another tab's secret: no match.
    expect(key).not.toBe(toHex(sha256(bytes(`/user/login\n${JSON.stringify(login)}`))));
    expect(requestKey('/user/login', login, randomBytes(32))).not.toBe(key);
  });

  it('keeps one secret per tab in session storage', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    const first = tabSecret(storage);
    expect(first).toHaveLength(32);
    expect(toHex(tabSecret(storage))).toBe(toHex(first));
    expect(toHex(tabSecret({ getItem: () => null, setItem: () => undefined }))).not.toBe(toHex(first));
  });
});
