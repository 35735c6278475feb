import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/**
 * The policy. Scripts come from this origin only; the inline ones a page needs (React Router's
 * hydration data and module loader, the chunk-reload guard) carry the nonce of that response.
 */
const securityPolicy: HelmetOptions = {
  // The Google sign-in popup must be able to answer its opener (OpenID Connect implicit flow).
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      // Plain-HTTP local runs must not have their asset requests upgraded to HTTPS.
      upgradeInsecureRequests: null,
    },
  },
};

/** The policy with other origins players may fetch video from (a CDN or media engine from the playback URL templates). */
export function policyWithMediaOrigins(mediaOrigins: readonly string[]): HelmetOptions {
  if (mediaOrigins.length === 0) return securityPolicy;
  const csp = securityPolicy.contentSecurityPolicy as { directives: Record<string, string[] | null> };
  const add = (name: string) => [...(csp.directives[name] ?? []), ...mediaOrigins];
  return {
    ...securityPolicy,
    contentSecurityPolicy: {
      directives: { ...csp.directives, mediaSrc: add('mediaSrc'), connectSrc: add('connectSrc') },
    },
  };
}

/**
 * The headers helmet sets for a policy. They depend on nothing in the request, so they are
 * computed once instead of by helmet's middleware on every request (about a tenth of the
 * CPU of a cached API answer, measured with bench/schedule-api).
 */
export function securityHeaders(options: HelmetOptions = securityPolicy): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: { mediaOrigins?: readonly string[] }) {
    const headers = securityHeaders(policyWithMediaOrigins(options.mediaOrigins ?? []));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

/** A nonce for one response: 128 random bits. */
export function newScriptNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The policy with one response's nonce allowed in script-src (for server-rendered pages). */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 'nonce-${nonce}'`);
}

/** The policy allowing exactly these inline scripts by hash (for prerendered pages, which cannot carry a nonce). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${hashes.join(' ')}`);
}
