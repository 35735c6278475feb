import { randomBytes } from 'node:crypto';
import type { CallData } from '@placar/contract/call';
import type { uploadFile } from '@placar/contract/calls/user';
import type { Database } from '../../db/client.ts';
import { processImage } from './image-processing.ts';
import type { UploadPurpose } from './image-processing.ts';
import type { UploadStorage } from './upload-storage.ts';
import { insertUpload } from './uploads.repository.ts';

const FOLDERS: Record<UploadPurpose, string> = { avatar: 'avatars', cover: 'covers' };

/** Checks and re-encodes an uploaded image, stores it under a random key and records who sent it. */
export async function storeImage(
  db: Database,
  storage: UploadStorage,
  upload: { userId: number; purpose: UploadPurpose; file: Buffer },
): Promise<CallData<typeof uploadFile>> {
  const image = await processImage(upload.file, upload.purpose);
  const key = `${FOLDERS[upload.purpose]}/${randomBytes(16).toString('hex')}.${image.extension}`;
  await storage.put(key, image.bytes);
  await insertUpload(db, {
    userId: upload.userId,
    storageKey: key,
    purpose: upload.purpose,
    contentType: image.contentType,
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
  });
  return { url: storage.url(key), width: image.width, height: image.height, bytes: image.bytes.length };
}
