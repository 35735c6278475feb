import { sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** How long a VAPID token is good for; RFC 8292 allows at most 24 h. */
const TOKEN_SECONDS = 12 * 3600;

/**
 * The Authorization header of one push request (RFC 8292): an ES256 JWT for the push service's
 * origin, and our public key, which the browser's subscription was made with.
 */
export function vapidAuthorization(options: {
  endpoint: string;
  subject: string;
  publicKey: string;
  signingKey: KeyObject;
  now: number;
}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    aud: new URL(options.endpoint).origin,
    exp: Math.floor(options.now / 1000) + TOKEN_SECONDS,
    sub: options.subject,
  };
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), {
    key: options.signingKey,
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
  return `vapid t=${unsigned}.${signature}, k=${options.publicKey}`;
}
