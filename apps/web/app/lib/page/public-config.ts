import type { PublicConfig } from '@placar/contract/public-config';

/** Defaults matching readPublicConfig({}); the root loader sends the real values. */
const defaults: PublicConfig = {
  apiBase: '/api',
  product: 'placar',
  mqttPublicUrl: '',
  originLocal: 'http://localhost:3000',
  siteVerification: 'placar-site-verification',
  analyticsId: '',
  googleClientId: '',
  oidcAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  publicUrl: '',
};

let current: PublicConfig = defaults;

export function setPublicConfig(config: PublicConfig): void {
  current = config;
}

export function publicConfig(): PublicConfig {
  return current;
}
