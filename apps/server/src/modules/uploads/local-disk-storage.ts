import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { contentTypeOfKey, isUploadKey, UPLOADS_PATH } from './upload-storage.ts';
import type { StoredFile, UploadStorage } from './upload-storage.ts';

/** Files under one folder (UPLOAD_DIR), one file per key. */
export class LocalDiskStorage implements UploadStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string | null {
    if (!isUploadKey(key)) return null;
    const path = join(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (path === null) throw new Error(`not an upload key: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed, so a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    if (path === null) return null;
    try {
      const handle = await open(path, 'r');
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), bytes: stats.size, contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  url(key: string): string {
    return `${UPLOADS_PATH}/${key}`;
  }
}
