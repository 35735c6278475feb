import { type PublicConfig, readPublicConfig } from '@placar/contract/public-config';

let cached: PublicConfig | undefined;

/** The settings the browser needs, read once from the environment. Server only. */
export function loadPublicConfig(): PublicConfig {
  cached ??= readPublicConfig(process.env);
  return cached;
}

/**
 * The site's origin for canonical links, hreflang and JSON-LD: PUBLIC_URL (the server sets it to
 * its listening address when unset), never the request's Host header.
 */
export function siteOrigin(request: Request): string {
  return loadPublicConfig().publicUrl || new URL(request.url).origin;
}
