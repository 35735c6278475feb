import { hmacSha256, toHex } from './sha256.ts';

/** JSON with object keys sorted, so equal payloads serialize the same way. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const SECRET_KEY = 'placar-request-key-secret';
let memorySecret: Uint8Array | undefined;

const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

/** 32 random bytes kept for this tab (session storage), so a double submit after a reload still matches. */
export function tabSecret(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage): Uint8Array {
  try {
    const stored = storage?.getItem(SECRET_KEY);
    if (stored && /^[0-9a-f]{64}$/.test(stored)) return fromHex(stored);
    const secret = crypto.getRandomValues(new Uint8Array(32));
    storage?.setItem(SECRET_KEY, toHex(secret));
    return secret;
  } catch {
    memorySecret ??= crypto.getRandomValues(new Uint8Array(32));
    return memorySecret;
  }
}

/**
 * The X-Request-Key header (SPEC section 7: derived from the payload plus the path): an
 * HMAC-SHA-256 of them under a random secret kept for the tab. A double submit carries the same
 * key, and nobody who sees a key can test a password guess against it (the payload of a login
 * holds the password).
 */
export function requestKey(path: string, payload: unknown, secret: Uint8Array = tabSecret()): string {
  return toHex(hmacSha256(secret, new TextEncoder().encode(`${path}\n${stableStringify(payload)}`)));
}
