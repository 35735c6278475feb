import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/** The policy: React Router's hydration data and module loader are inline scripts. */
export const securityPolicy: HelmetOptions = {
  // The Google sign-in popup must be able to answer its opener (OpenID Connect implicit flow).
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
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
  return { ...securityPolicy, contentSecurityPolicy: { directives: { ...csp.directives, mediaSrc: add('mediaSrc'), connectSrc: add('connectSrc') } } };
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
