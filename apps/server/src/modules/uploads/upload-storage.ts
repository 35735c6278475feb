import type { Readable } from 'node:stream';

/** Where uploaded files live: the local disk by default; an object store would implement the same. */
export interface UploadStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** Null for an unknown or malformed key. */
  get(key: string): Promise<StoredFile | null>;
  /** The path browsers fetch the file from. */
  url(key: string): string;
}

export interface StoredFile {
  body: Readable;
  bytes: number;
  contentType: string;
}

export const UPLOADS_PATH = '/uploads';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** A folder, then a random name: no dots or separators a path could be escaped with. */
const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]{16,64}\.(webp|png|jpg)$/;

export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
