import { toHex } from './hex.ts';

/** JSON with object keys sorted, so equal payloads serialize the same way. */
function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

const SECRET_KEY = 'placar-request-key-secret';
let memorySecret: Uint8Array | undefined;

const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

/** 32 random bytes kept for this tab (session storage), so a double submit after a reload still matches. */
export function tabSecret(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = typeof sessionStorage === 'undefined'
    ? undefined
    : sessionStorage,
): Uint8Array {
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

/** The tab's secret as a Web Crypto key, imported once rather than on every call (by secret and by Web Crypto: tests bring their own). */
let importedKey: { secret: string; subtle: SubtleCrypto; key: Promise<CryptoKey> } | undefined;

function hmacKey(secret: Uint8Array, subtle: SubtleCrypto): Promise<CryptoKey> {
  const hex = toHex(secret);
  if (importedKey?.secret === hex && importedKey.subtle === subtle) return importedKey.key;
  const entry = {
    secret: hex,
    subtle,
    key: subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
  };
  importedKey = entry;
  // A refused import is not kept: that call takes the script HMAC, the next one asks Web Crypto again.
  entry.key.catch(() => {
    if (importedKey === entry) importedKey = undefined;
  });
  return entry.key;
}

/** The HMAC-SHA-256 the browser computes natively; null where it cannot (no Web Crypto outside a secure context). */
async function webCryptoHmac(
  secret: Uint8Array,
  message: Uint8Array,
  subtle: SubtleCrypto | undefined,
): Promise<Uint8Array | null> {
  if (!subtle) return null;
  try {
    const key = await hmacKey(secret, subtle);
    return new Uint8Array(await subtle.sign('HMAC', key, message as Uint8Array<ArrayBuffer>));
  } catch {
    return null;
  }
}

interface RequestKeyOptions {
  secret?: Uint8Array;
  /** Web Crypto; tests pass undefined to take the script fallback. */
  subtle?: SubtleCrypto | undefined;
}

/**
 * The X-Request-Key header (requirement request-key: derived from the payload plus the path): an
 * HMAC-SHA-256 of them under a random secret kept for the tab. A double submit carries the same
 * key, and nobody who sees a key can test a password guess against it (the payload of a login
 * holds the password). Web Crypto computes it; a page served over plain HTTP to another host
 * has none, and only then is the script SHA-256 loaded (issue 14: it is not in the first load).
 */
export async function requestKey(path: string, payload: unknown, options: RequestKeyOptions = {}): Promise<string> {
  const secret = options.secret ?? tabSecret();
  const message = new TextEncoder().encode(`${path}\n${stableStringify(payload)}`);
  const native = await webCryptoHmac(secret, message, 'subtle' in options ? options.subtle : globalThis.crypto?.subtle);
  if (native) return toHex(native);
  const { hmacSha256 } = await import('./hmac-fallback.ts');
  return toHex(hmacSha256(secret, message));
}
