import { createRemoteJWKSet, jwtVerify } from 'jose';
import { isAcceptableText } from '@placar/contract/text-rule';
import type { Clock } from '../../clock.ts';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | undefined;
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
        const { payload } = await jwtVerify(idToken, keys, { issuer: issuers, audience: options.clientId, algorithms: ['RS256', 'ES256'], currentDate: new Date(options.clock.now()) });
        const { sub, email, name } = payload as { sub?: unknown; email?: unknown; name?: unknown };
        const verified = payload.email_verified === true || payload.email_verified === 'true';
        if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || !verified) return null;
        return { subject: sub, email: email.toLowerCase(), name: typeof name === 'string' && isAcceptableText(name) ? name : undefined };
      } catch {
        return null;
      }
    },
  };
}
