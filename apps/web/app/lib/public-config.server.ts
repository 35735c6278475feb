import { type PublicConfig, readPublicConfig } from '@placar/contract/public-config';

let cached: PublicConfig | undefined;

/** The settings the browser needs, read once from the environment. Server only. */
export function loadPublicConfig(): PublicConfig {
  cached ??= readPublicConfig(process.env);
  return cached;
}
