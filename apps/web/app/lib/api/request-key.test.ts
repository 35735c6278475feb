import { createHmac, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestKey, tabSecret } from './request-key.ts';
import { toHex } from './hex.ts';
import { hmacSha256, sha256 } from './sha256.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sha256 and hmac', () => {
  it('match node:crypto for empty, one-block, multi-block and non-ASCII input', () => {
    for (const text of [
      '',
      'abc',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
      'x'.repeat(1000),
      'Gol! ⚽ São Paulo 2–1',
    ]) {
      expect(toHex(sha256(bytes(text)))).toBe(createHash('sha256').update(text).digest('hex'));
      const key = randomBytes(text.length % 2 ? 80 : 32);
      expect(toHex(hmacSha256(key, bytes(text)))).toBe(createHmac('sha256', key).update(text).digest('hex'));
    }
  });
});

describe('request key (item 3)', () => {
  const secret = randomBytes(32);
  const key = (path: string, payload: unknown, keySecret: Uint8Array = secret) =>
    requestKey(path, payload, { secret: keySecret });

  it('is the same for the same path and payload in a tab (a double submit), different otherwise', async () => {
    expect(await key('/a', { x: 1, y: [1, 2] })).toBe(await key('/a', { y: [1, 2], x: 1 }));
    expect(await key('/a', { x: 1 })).toMatch(/^[0-9a-f]{64}$/);
    expect(await key('/a', { x: 1 })).not.toBe(await key('/b', { x: 1 }));
    expect(await key('/a', { x: 1 })).not.toBe(await key('/a', { x: 2 }));
    expect(await key('/a', undefined)).not.toBe(await key('/a', {}));
  });

  it('is the HMAC-SHA-256 of path and payload, from Web Crypto or, without it, from the script (issue 14)', async () => {
    const payload = { account: 'ana', text: 'Gol! ⚽ São Paulo 2–1' };
    const expected = createHmac('sha256', secret)
      .update(`/chat\n${JSON.stringify(payload)}`)
      .digest('hex');
    expect(await requestKey('/chat', payload, { secret })).toBe(expected);
    expect(await requestKey('/chat', payload, { secret, subtle: undefined })).toBe(expected);
    // Web Crypto that refuses (an odd browser) falls back too.
    const refusing = { importKey: () => Promise.reject(new Error('NotSupportedError')) } as unknown as SubtleCrypto;
    expect(await requestKey('/chat', payload, { secret, subtle: refusing })).toBe(expected);
  });

  it('imports the tab’s secret into Web Crypto once, again only for another secret or after a refused import', async () => {
    let imports = 0;
    let refuse = false;
    const subtle = {
      importKey: (...args: Parameters<SubtleCrypto['importKey']>) => {
        imports += 1;
        return refuse ? Promise.reject(new Error('NotSupportedError')) : crypto.subtle.importKey(...args);
      },
      sign: (...args: Parameters<SubtleCrypto['sign']>) => crypto.subtle.sign(...args),
    } as unknown as SubtleCrypto;
    const hmac = (keySecret: Uint8Array, path: string) =>
      createHmac('sha256', keySecret).update(`${path}\n{"x":1}`).digest('hex');
    const other = randomBytes(32);

    // Two calls at once share the one import, and later calls reuse it.
    expect(
      await Promise.all([
        requestKey('/a', { x: 1 }, { secret, subtle }),
        requestKey('/b', { x: 1 }, { secret, subtle }),
      ]),
    ).toEqual([hmac(secret, '/a'), hmac(secret, '/b')]);
    expect(await requestKey('/c', { x: 1 }, { secret: Uint8Array.from(secret), subtle })).toBe(hmac(secret, '/c'));
    expect(imports).toBe(1);
    expect(await requestKey('/a', { x: 1 }, { secret: other, subtle })).toBe(hmac(other, '/a'));
    expect(imports).toBe(2);
    // Refused: the script HMAC answers, and the next call tries Web Crypto again.
    refuse = true;
    expect(await requestKey('/a', { x: 1 }, { secret, subtle })).toBe(hmac(secret, '/a'));
    refuse = false;
    expect(await requestKey('/b', { x: 1 }, { secret, subtle })).toBe(hmac(secret, '/b'));
    expect(await requestKey('/c', { x: 1 }, { secret, subtle })).toBe(hmac(secret, '/c'));
    expect(imports).toBe(4);
  });

  it('cannot be used to test a password guess without the tab’s secret', async () => {
    const login = { account: 'ana', password: 'Secret123!' };
    const loginKey = await key('/user/login', login);
    // What a key was before (a public hash of path and body) and with another tab's secret: no match.
    expect(loginKey).not.toBe(toHex(sha256(bytes(`/user/login\n${JSON.stringify(login)}`))));
    expect(await key('/user/login', login, randomBytes(32))).not.toBe(loginKey);
  });

  it('keeps one secret per tab in session storage', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    const first = tabSecret(storage);
    expect(first).toHaveLength(32);
    expect(toHex(tabSecret(storage))).toBe(toHex(first));
    expect(toHex(tabSecret({ getItem: () => null, setItem: () => undefined }))).not.toBe(toHex(first));
  });
});
