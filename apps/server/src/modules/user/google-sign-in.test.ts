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
    t = await buildTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, OIDC_ISSUER: issuer, OIDC_JWKS_URL: `${issuer}/jwks` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const signIn = (idToken: string, language = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/user/loginThirdParty', payload: { provider: 'google', idToken }, headers: { language } });

  it('creates an account on first sign-in, then logs the same account in', async () => {
    const token = await sign({ sub: 'google-1', email: 'Maria.Souza@gmail.com', name: 'Maria Souza' });
    const first = (await signIn(token, 'br')).json();
    expect(first.data).toMatchObject({ created: true, user: { email: 'maria.souza@gmail.com', nickname: 'Maria Souza', hasPassword: false, language: 'br' } });
    expect(first.data.user.username).toMatch(/^[A-Za-z0-9]{8,20}$/);
    const me = await t.app.inject({ url: '/api/user/message', headers: { authorization: first.data.tokens.accessToken } });
    expect(me.json().code).toBe(200);
    const again = (await signIn(await sign({ sub: 'google-1', email: 'maria.souza@gmail.com' }))).json();
    expect(again.data).toMatchObject({ created: false, user: { id: first.data.user.id } });
  });

  it('links an existing account by its verified e-mail', async () => {
    const { user } = await createUserWithSession(t.database!.db, { email: 'linked@example.com' });
    const answer = (await signIn(await sign({ sub: 'google-2', email: 'linked@example.com' }))).json();
    expect(answer.data).toMatchObject({ created: false, user: { id: user.id, hasPassword: true } });
  });

  it('makes a free, valid username from a short or taken local part', async () => {
    const a = (await signIn(await sign({ sub: 'google-3', email: 'jo@example.org' }))).json().data.user.username;
    const b = (await signIn(await sign({ sub: 'google-4', email: 'jo@example.net' }))).json().data.user.username;
    expect(a).toMatch(/^jo[0-9]{6}$/);
    expect(b).toMatch(/^jo[0-9]{6}$/);
    expect(a).not.toBe(b);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else' }, {}],
    ['a wrong issuer', { iss: 'https://evil.example.com' }, {}],
    ['an unverified e-mail', { email_verified: false }, {}],
    ['no e-mail', { email: undefined }, {}],
    ['an expired token', {}, { expiresIn: -60 }],
    ['a key not in the JWKS', {}, { key: 'stranger' }],
  ] as const)('refuses %s with 4000001', async (_name, claims, options) => {
    const token = await sign(
      { sub: 'google-bad', email: 'bad@example.com', ...claims },
      { ...('expiresIn' in options ? { expiresIn: options.expiresIn } : {}), ...('key' in options ? { key: strangerKey } : {}) },
    );
    const answer = await signIn(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: Code.invalidInput, msg: 'idToken: the Google sign-in could not be verified', data: null });
  });

  it('refuses when Google sign-in is not configured', async () => {
    const off = await buildTestApp();
    try {
      const answer = await off.app.inject({ method: 'POST', url: '/api/user/loginThirdParty', payload: { provider: 'google', idToken: await sign({ sub: 'x', email: 'x@example.com' }) } });
      expect(answer.json()).toMatchObject({ code: Code.invalidInput, msg: 'provider: Google sign-in is not configured' });
    } finally {
      await off.close();
    }
  });
});
