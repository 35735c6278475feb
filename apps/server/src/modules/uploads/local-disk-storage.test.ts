import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';

describe('local disk storage', () => {
  let parent: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'placar-storage-'));
    storage = new LocalDiskStorage(join(parent, 'uploads'));
    await writeFile(join(parent, 'outside.webp'), 'outside');
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('puts, gets and names a file by its key', async () => {
    const key = 'avatars/0123456789abcdef0123456789abcdef.webp';
    await storage.put(key, Buffer.from('image bytes'));
    expect(await readFile(join(parent, 'uploads', key), 'utf8')).toBe('image bytes');
    const file = await storage.get(key);
    expect(file && { bytes: file.bytes, contentType: file.contentType, body: await text(file.body) }).toEqual({
      bytes: 11,
      contentType: 'image/webp',
      body: 'image bytes',
    });
    expect(storage.url(key)).toBe(`/uploads/${key}`);
  });

  it('refuses keys that are not a folder and a random name, so nothing outside the root is reached', async () => {
    for (const key of [
      '../outside.webp',
      'avatars/../../outside.webp',
      '/etc/passwd',
      'avatars/0123456789abcdef.webp/..',
      'avatars\\..\\..\\outside.webp',
      'avatars/short.webp',
      'a/b/0123456789abcdef0123456789abcdef.webp',
    ]) {
      expect(await storage.get(key)).toBeNull();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('not an upload key');
    }
    expect(await readFile(join(parent, 'outside.webp'), 'utf8')).toBe('outside');
  });

  it('answers null for a key with no file', async () => {
    expect(await storage.get('covers/ffffffffffffffffffffffffffffffff.webp')).toBeNull();
  });
});
