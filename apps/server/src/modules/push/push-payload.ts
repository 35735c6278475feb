import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/** The record size written in the header; one record holds our whole payload (it is far smaller). */
const RECORD_SIZE = 4096;
/** Bytes a payload may have before encryption: push services accept 4096 bytes of body, header and tag included. */
const MAX_PLAINTEXT = 3993;

/**
 * A payload encrypted for one subscription (RFC 8291, `aes128gcm` of RFC 8188): a new ECDH
 * pair per message, its shared secret with the browser's key mixed with the browser's auth
 * secret, one record ended by the 0x02 delimiter.
 */
export function encryptPushPayload(plaintext: Buffer, subscription: { p256dh: string; auth: string }): Buffer {
  if (plaintext.length > MAX_PLAINTEXT)
    throw new Error(`push payload of ${plaintext.length} bytes is over ${MAX_PLAINTEXT}`);
  const browserKey = Buffer.from(subscription.p256dh, 'base64url');
  const authSecret = Buffer.from(subscription.auth, 'base64url');
  const server = createECDH('prime256v1');
  const serverKey = server.generateKeys();
  const shared = server.computeSecret(browserKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const salt = randomBytes(16);
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const body = Buffer.concat([
    cipher.update(Buffer.concat([plaintext, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(serverKey.length, 20);
  return Buffer.concat([header, serverKey, body]);
}
