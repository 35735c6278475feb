import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs access tokens and hashes one-time codes: AUTH_SECRET, or else a random
 * one made at the first start and kept in DATA_DIR/auth-secret (mode 600), so a restart keeps
 * every session.
 */
export function loadAuthSecret(options: { secret: string | undefined; dataDir: string }): Uint8Array {
  if (options.secret !== undefined) return new TextEncoder().encode(options.secret);
  const path = join(options.dataDir, 'auth-secret');
  try {
    return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
}
