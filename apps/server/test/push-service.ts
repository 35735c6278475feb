import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push received and decrypted, with the VAPID claims it was signed with. */
export interface ReceivedPush {
  browser: string;
  json: unknown;
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A browser's side of one subscription: its endpoint on this service and its keys, which only it holds. */
export interface TestBrowser {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The next push this browser receives. */
  nextPush(): Promise<ReceivedPush>;
  /** The status of the next push this browser's service refuses (see answer). */
  nextRefusal(): Promise<number>;
  /** Answers pushes to it with this status from now on (410: the subscription is gone). */
  answer(status: number): void;
  received: ReceivedPush[];
}

function checkVapid(
  authorization: string | undefined,
  origin: string,
): { claims: ReceivedPush['claims']; vapidKey: string } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (match === null) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, header, payload, signature, key] = match as unknown as [string, string, string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
  if (
    !verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    )
  )
    throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud} is not ${origin}`);
  return { claims, vapidKey: key };
}

/** RFC 8291 as a browser does it: the sender's key from the header, our private key and auth secret. */
function decrypt(body: Buffer, browser: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const keyLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyLength);
  const shared = browser.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const record = body.subarray(21 + keyLength);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * A push service on 127.0.0.1 standing in for FCM or Mozilla's: it hands out endpoints, takes
 * POSTs to them, and decrypts each with the browser's private key, as the browser would.
 */
export async function startPushService() {
  const browsers = new Map<
    string,
    {
      ecdh: ECDH;
      auth: Buffer;
      status: number;
      received: ReceivedPush[];
      waiting: ((push: ReceivedPush) => void)[];
      refused: ((status: number) => void)[];
    }
  >();
  const failures: Error[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const browser = browsers.get(name);
      if (request.method !== 'POST' || browser === undefined) {
        response.writeHead(404).end();
        return;
      }
      if (browser.status !== 201) {
        response.writeHead(browser.status).end();
        for (const resolve of browser.refused.splice(0)) resolve(browser.status);
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const vapid = checkVapid(request.headers.authorization, origin);
        const json: unknown = JSON.parse(decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth).toString());
        const push = { browser: name, json, ...vapid, headers: request.headers };
        browser.received.push(push);
        for (const resolve of browser.waiting.splice(0)) resolve(push);
        response.writeHead(201).end();
      } catch (error) {
        failures.push(error as Error);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Pushes that arrived but did not decrypt or verify: a test expects none. */
    failures,
    browser(name: string): TestBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const state = {
        ecdh,
        auth: randomBytes(16),
        status: 201,
        received: [] as ReceivedPush[],
        waiting: [] as ((push: ReceivedPush) => void)[],
        refused: [] as ((status: number) => void)[],
      };
      browsers.set(name, state);
      return {
        name,
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: state.auth.toString('base64url') },
        nextPush: () => new Promise((resolve) => state.waiting.push(resolve)),
        nextRefusal: () => new Promise((resolve) => state.refused.push(resolve)),
        answer: (status) => {
          state.status = status;
        },
        received: state.received,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
