import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthSecret } from './auth-secret.ts';

describe('loadAuthSecret', () => {
  it('makes a secret once in DATA_DIR/auth-secret (mode 600) and keeps it across starts; AUTH_SECRET wins', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'placar-secret-'));
    try {
      const first = loadAuthSecret({ secret: undefined, dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect((await stat(join(dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600);
      expect(loadAuthSecret({ secret: undefined, dataDir })).toEqual(first);
      expect(new TextDecoder().decode(loadAuthSecret({ secret: 'x'.repeat(32), dataDir }))).toBe('x'.repeat(32));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
