// A local OpenID Connect issuer standing in for Google (we cannot reach Google's servers):
// its own RSA key, a JWKS endpoint, and an authorization endpoint that answers the implicit
// flow at once with a signed ID token for the configured person.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';

export interface Person {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

export class OidcIssuer {
  readonly clientId = 'placar-e2e.apps.example';
  person: Person = { sub: '1000', email: 'fan@example.com', name: 'A Fan' };
  /** The time tokens are issued at: the clock of the server that checks them (CLOCK_START). */
  now: () => number = () => Date.now();
  private server: Server | undefined;
  private url = '';

  get issuer(): string {
    return this.url;
  }

  async start(): Promise<{ issuer: string; jwksUrl: string; authorizeUrl: string }> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.url);
      if (url.pathname === '/jwks') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      if (url.pathname === '/authorize') {
        const redirect = url.searchParams.get('redirect_uri') ?? '';
        const state = url.searchParams.get('state') ?? '';
        void new SignJWT({
          email: this.person.email,
          email_verified: this.person.emailVerified ?? true,
          name: this.person.name,
          nonce: url.searchParams.get('nonce') ?? undefined,
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key' })
          .setIssuer(this.url)
          .setAudience(url.searchParams.get('client_id') ?? '')
          .setSubject(this.person.sub)
          .setIssuedAt(Math.floor(this.now() / 1000))
          .setExpirationTime(Math.floor(this.now() / 1000) + 300)
          .sign(privateKey)
          .then((idToken) => {
            response
              .writeHead(302, { location: `${redirect}#id_token=${idToken}&state=${encodeURIComponent(state)}` })
              .end();
          });
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return { issuer: this.url, jwksUrl: `${this.url}/jwks`, authorizeUrl: `${this.url}/authorize` };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
