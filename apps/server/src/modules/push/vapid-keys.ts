import { createECDH, createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's VAPID pair (RFC 8292) in web-push's format: the raw public point and the private scalar, base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid-keys.json';

function newKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url', 'uncompressed'), privateKey: ecdh.getPrivateKey('base64url') };
}

function parsed(text: string): VapidKeys {
  const value = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof value.publicKey !== 'string' || typeof value.privateKey !== 'string')
    throw new Error(`${FILE}: publicKey and privateKey must be strings`);
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or else a pair made at the first start and kept in
 * DATA_DIR/vapid-keys.json (mode 600, never in git): browsers' subscriptions are bound to the
 * public key, so a restart must keep it.
 */
export function loadVapidKeys(options: { keys: VapidKeys | undefined; dataDir: string }): VapidKeys {
  if (options.keys !== undefined) return options.keys;
  const path = join(options.dataDir, FILE);
  try {
    return parsed(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  try {
    writeFileSync(path, `${JSON.stringify(newKeys())}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parsed(readFileSync(path, 'utf8'));
}

/** The private key as a KeyObject that signs ES256 (the JWK needs the public point's x and y). */
export function vapidSigningKey(keys: VapidKeys): KeyObject {
  const point = Buffer.from(keys.publicKey, 'base64url');
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
}
