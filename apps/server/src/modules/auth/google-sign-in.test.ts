import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { JWTPayload } from 'jose';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
const CLIENT_ID = 'placar-test.apps.example.com';

// A local OpenID Connect issuer: its own RSA key, its JWKS served over HTTP on 127.0.0.1.
describe('Google sign-in against a local issuer', () => {
  let t: TestApp;
  let server: Server;
  let issuer: string;
  let sign: (claims: JWTPayload, options?: { expiresIn?: number; key?: SigningKey }) => Promise<string>;
  let strangerKey: SigningKey;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Issued at the app's clock, so expiry is judged against the same time whatever the hour.
    sign = (claims, options = {}) => {
      const now = Math.floor(t.clock.now() / 1000);
      return new SignJWT({ iss: issuer, aud: CLIENT_ID, email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuedAt(now)
        .setExpirationTime(now + (options.expiresIn ?? 300))
        .sign(options.key ?? privateKey);
    };
    t = await buildTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, OIDC_ISSUER: issuer, OIDC_JWKS_URL: `${issuer}/jwks` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A sign-in as the browser makes it: a secret nonce kept, its SHA-256 sent to the issuer and found in the token. */
  const newNonce = () => randomBytes(32).toString('base64url');
  const nonceClaim = (secret: string) => createHash('sha256').update(secret).digest('base64url');
  const signIn = (idToken: string, nonce: string, extra: { language?: string; password?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/loginThirdParty',
      payload: {
        provider: 'google',
        idToken,
        nonce,
        ...(extra.password === undefined ? {} : { password: extra.password }),
      },
      headers: { language: extra.language ?? 'en' },
    });
  /** Signs claims with a fresh nonce and signs in with it. */
  async function googleSignIn(claims: JWTPayload, extra: { language?: string; password?: string } = {}) {
    const nonce = newNonce();
    return signIn(await sign({ ...claims, nonce: nonceClaim(nonce) }), nonce, extra);
  }

  it('creates an account on first sign-in, then logs the same account in', async () => {
    const first = (
      await googleSignIn({ sub: 'google-1', email: 'Maria.Souza@gmail.com', name: 'Maria Souza' }, { language: 'br' })
    ).json();
    expect(first.data).toMatchObject({
      created: true,
      user: { email: 'maria.souza@gmail.com', nickname: 'Maria Souza', hasPassword: false, language: 'br' },
    });
    expect(first.data.user.username).toMatch(/^[A-Za-z0-9]{8,20}$/);
    const me = await t.app.inject({
      url: '/api/user/message',
      headers: { authorization: first.data.tokens.accessToken },
    });
    expect(me.json().code).toBe(200);
    const again = (await googleSignIn({ sub: 'google-1', email: 'maria.souza@gmail.com' })).json();
    expect(again.data).toMatchObject({ created: false, user: { id: first.data.user.id } });
  });

  it('links an existing account by its verified e-mail only with its password (item 13)', async () => {
    const { user } = await createUserWithSession(t.database!.db, {
      email: 'linked@example.com',
      password: 'Linked123!',
    });
    // The attack: a Google account showing someone's e-mail used to walk into their Placar account.
    const asked = await googleSignIn({ sub: 'google-2', email: 'linked@example.com' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: Code.conflict,
      msg: 'This e-mail already has a Placar account: enter its password to link Google to it',
      data: null,
    });
    expect(asked.cookies.find((cookie) => cookie.name === 'refreshToken')).toBeUndefined();
    const wrong = await googleSignIn({ sub: 'google-2', email: 'linked@example.com' }, { password: 'Wrong1234!' });
    expect(wrong.json()).toMatchObject({ code: Code.invalidInput, msg: 'password: is wrong' });
    const linked = (
      await googleSignIn({ sub: 'google-2', email: 'linked@example.com' }, { password: 'Linked123!' })
    ).json();
    expect(linked.data).toMatchObject({ created: false, user: { id: user.id, hasPassword: true } });
    // Linked now: the next Google sign-in needs no password.
    expect((await googleSignIn({ sub: 'google-2', email: 'linked@example.com' })).json().data.user.id).toBe(user.id);
  });

  it('never links to an account that has no password to confirm with', async () => {
    await googleSignIn({ sub: 'google-first', email: 'twice@example.com' });
    const other = await googleSignIn({ sub: 'google-second', email: 'twice@example.com' }, { password: 'Anything1!' });
    expect(other.json()).toMatchObject({
      code: Code.forbidden,
      msg: 'This e-mail already has a Placar account that signs in another way: sign in with it',
    });
  });

  it('makes a free, valid username from a short or taken local part', async () => {
    const a = (await googleSignIn({ sub: 'google-3', email: 'jo@example.org' })).json().data.user.username;
    const b = (await googleSignIn({ sub: 'google-4', email: 'jo@example.net' })).json().data.user.username;
    expect(a).toMatch(/^jo[0-9]{6}$/);
    expect(b).toMatch(/^jo[0-9]{6}$/);
    expect(a).not.toBe(b);
  });

  it('makes the profile name fit to show before it becomes the nickname, or drops it (item 7)', async () => {
    const bidi = (
      await googleSignIn({ sub: 'google-name-1', email: 'bidi@example.com', name: 'Ana\u202Egnp.exe\nSilva\u0000' })
    ).json();
    expect(bidi.data.user.nickname).toBe('Anagnp.exe Silva');
    const empty = (
      await googleSignIn({ sub: 'google-name-2', email: 'nameless@example.com', name: '\u202E\u2066\n' })
    ).json();
    expect(empty.data.user.nickname).toBe(empty.data.user.username);
    const surrogate = (
      await googleSignIn({ sub: 'google-name-3', email: 'lone@example.com', name: 'Lu\ud800cas' })
    ).json();
    expect(surrogate.data.user.nickname).toBe('Lucas');
  });

  it('checks the nonce on the server: a token without it, with another, or used before is refused (item 13)', async () => {
    const refused = { code: Code.invalidInput, msg: 'idToken: the Google sign-in could not be verified', data: null };
    const noNonce = await sign({ sub: 'google-n', email: 'nonce@example.com' });
    expect((await signIn(noNonce, newNonce())).json()).toEqual(refused);
    const secret = newNonce();
    const token = await sign({ sub: 'google-n', email: 'nonce@example.com', nonce: nonceClaim(secret) });
    expect((await signIn(token, newNonce())).json()).toEqual(refused);
    expect((await signIn(token, secret)).json().code).toBe(200);
    // The same token and nonce replayed: refused.
    expect((await signIn(token, secret)).json()).toEqual(refused);
  });

  it('opens one session for 8 sign-ins at once with one token and nonce (issue 36)', async () => {
    await googleSignIn({ sub: 'google-par', email: 'parallel@example.com' });
    const secret = newNonce();
    const token = await sign({ sub: 'google-par', email: 'parallel@example.com', nonce: nonceClaim(secret) });
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(token, secret)));
    expect(answers.map((answer) => answer.json().code).sort()).toEqual(
      [200, ...Array.from({ length: 7 }, () => Code.invalidInput)].sort(),
    );
    expect(
      answers.filter((answer) => answer.cookies.some((cookie) => cookie.name === 'refreshToken' && cookie.value !== ''))
        .length,
    ).toBe(1);
  });

  it('lets the same token and nonce link the account once its password is given, after the sign-in asked for it', async () => {
    await createUserWithSession(t.database!.db, { email: 'relink@example.com', password: 'Relink123!' });
    const secret = newNonce();
    const token = await sign({ sub: 'google-relink', email: 'relink@example.com', nonce: nonceClaim(secret) });
    expect((await signIn(token, secret)).json().code).toBe(Code.conflict);
    expect((await signIn(token, secret, { password: 'Relink123!' })).json().code).toBe(200);
    expect((await signIn(token, secret, { password: 'Relink123!' })).json().code).toBe(Code.invalidInput);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else' }, {}],
    ['a wrong issuer', { iss: 'https://evil.example.com' }, {}],
    ['an unverified e-mail', { email_verified: false }, {}],
    ['no e-mail', { email: undefined }, {}],
    ['an expired token', {}, { expiresIn: -60 }],
    ['a key not in the JWKS', {}, { key: 'stranger' }],
  ] as const)('refuses %s with 4000001', async (_name, claims, options) => {
    const nonce = newNonce();
    const token = await sign(
      { sub: 'google-bad', email: 'bad@example.com', nonce: nonceClaim(nonce), ...claims },
      {
        ...('expiresIn' in options ? { expiresIn: options.expiresIn } : {}),
        ...('key' in options ? { key: strangerKey } : {}),
      },
    );
    const answer = await signIn(token, nonce);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: Code.invalidInput,
      msg: 'idToken: the Google sign-in could not be verified',
      data: null,
    });
  });

  it('refuses when Google sign-in is not configured', async () => {
    const off = await buildTestApp();
    try {
      const nonce = newNonce();
      const idToken = await sign({ sub: 'x', email: 'x@example.com', nonce: nonceClaim(nonce) });
      const answer = await off.app.inject({
        method: 'POST',
        url: '/api/user/loginThirdParty',
        payload: { provider: 'google', idToken, nonce },
      });
      expect(answer.json()).toMatchObject({
        code: Code.invalidInput,
        msg: 'provider: Google sign-in is not configured',
      });
    } finally {
      await off.close();
    }
  });
});
