import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Clock } from '../../clock.ts';

interface GoogleIdentity {
  subject: string;
  email: string;
  /** The profile name as Google gives it: not yet fit to show (login.service.ts makes it so). */
  name: string | undefined;
  /** The token's `nonce` claim: the SHA-256 of the secret the browser kept. */
  nonce: string | undefined;
  /** Epoch ms the token expires. */
  expiresAt: number;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Verifies a sign-in ID token: signature against the issuer's JWKS (fetched and cached by jose),
 * issuer, audience (our client id), expiry, and a verified e-mail. Null on any failure.
 */
export function createGoogleVerifier(options: { issuer: string; jwksUrl: string; clientId: string; clock: Clock }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  // Google writes its issuer with or without the scheme.
  const issuers = options.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [options.issuer];
  return {
    configured: options.clientId !== '',
    async verify(idToken: string): Promise<GoogleIdentity | null> {
      if (options.clientId === '') return null;
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: issuers,
          audience: options.clientId,
          algorithms: ['RS256', 'ES256'],
          currentDate: new Date(options.clock.now()),
        });
        const { sub, email, name, nonce } = payload as {
          sub?: unknown;
          email?: unknown;
          name?: unknown;
          nonce?: unknown;
        };
        // Only an address Google says it verified may open or join an account.
        const verified = payload.email_verified === true || payload.email_verified === 'true';
        if (
          typeof sub !== 'string' ||
          sub === '' ||
          typeof email !== 'string' ||
          !verified ||
          typeof payload.exp !== 'number'
        )
          return null;
        return {
          subject: sub,
          email: email.toLowerCase(),
          name: typeof name === 'string' ? name : undefined,
          nonce: typeof nonce === 'string' ? nonce : undefined,
          expiresAt: payload.exp * 1000,
        };
      } catch {
        return null;
      }
    },
  };
}
