import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVapidKeys } from './vapid-keys.ts';

describe('VAPID keys', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const dataDir = async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'placar-vapid-')), 'data');
    dirs.push(dir);
    return dir;
  };

  it('are made at the first start, kept only for the owner, and the same after a restart', async () => {
    const dir = await dataDir();
    const first = loadVapidKeys({ keys: undefined, dataDir: dir });
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(join(dir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys({ keys: undefined, dataDir: dir })).toEqual(first);
    expect(JSON.parse(await readFile(join(dir, 'vapid-keys.json'), 'utf8'))).toEqual(first);
    // Another data folder, another pair.
    expect(loadVapidKeys({ keys: undefined, dataDir: await dataDir() }).publicKey).not.toBe(first.publicKey);
  });

  it('come from the environment when set, and nothing is written', async () => {
    const dir = await dataDir();
    const keys = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'A'.repeat(43) };
    expect(loadVapidKeys({ keys, dataDir: dir })).toBe(keys);
    await expect(stat(join(dir, 'vapid-keys.json'))).rejects.toThrow(/ENOENT/);
  });
});
