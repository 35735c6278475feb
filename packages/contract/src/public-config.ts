import { z } from 'zod';

/**
 * Settings the browser needs, read from the environment by the server config and by the
 * web app's server code with this one schema, so the two can never disagree.
 */
export const publicConfigSchema = z.object({
  API_BASE: z
    .string()
    .default('/api')
    .describe('Base URL of the API as the browser calls it (requirement calls: the configured API host)'),
  PRODUCT: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/)
    .default('placar')
    .describe('Product name: the first part of the MQTT topics'),
  MQTT_PUBLIC_URL: z
    .string()
    .default('')
    .describe('WebSocket URL browsers use for live updates; empty means ws(s)://<this host>/mqtt'),
  ORIGIN_LOCAL: z
    .string()
    .default('http://localhost:3000')
    .describe('The Origin-Local header value the web client sends'),
  SITE_VERIFICATION: z
    .string()
    .default('placar-site-verification')
    .describe('Content of the site-verification meta tag'),
  ANALYTICS_ID: z.string().default('').describe('Analytics id; the analytics script loads only when set'),
  GOOGLE_CLIENT_ID: z
    .string()
    .default('')
    .describe('OAuth client id of Google sign-in; the Google button shows only when set'),
  OIDC_AUTHORIZE_URL: z
    .string()
    .default('https://accounts.google.com/o/oauth2/v2/auth')
    .describe('Where the sign-in popup opens (an OpenID Connect authorization endpoint)'),
  PUBLIC_URL: z
    .string()
    .default('')
    .describe(
      'The address fans reach the site at; canonical links and hreflang name it. Empty: the server sets it to its listening address',
    ),
});

export type PublicConfig = {
  apiBase: string;
  product: string;
  mqttPublicUrl: string;
  originLocal: string;
  siteVerification: string;
  analyticsId: string;
  googleClientId: string;
  oidcAuthorizeUrl: string;
  /** Origin of the site, without a trailing slash; '' when unknown. */
  publicUrl: string;
};

export function readPublicConfig(env: Record<string, string | undefined>): PublicConfig {
  const parsed = publicConfigSchema.parse(env);
  return {
    apiBase: parsed.API_BASE,
    product: parsed.PRODUCT,
    mqttPublicUrl: parsed.MQTT_PUBLIC_URL,
    originLocal: parsed.ORIGIN_LOCAL,
    siteVerification: parsed.SITE_VERIFICATION,
    analyticsId: parsed.ANALYTICS_ID,
    googleClientId: parsed.GOOGLE_CLIENT_ID,
    oidcAuthorizeUrl: parsed.OIDC_AUTHORIZE_URL,
    publicUrl: originOf(parsed.PUBLIC_URL),
  };
}

/** The origin of a URL (scheme, host, port), or '' when it is not one. */
function originOf(url: string): string {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}
