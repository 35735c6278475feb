import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadFile } from '@placar/contract/calls/user';
import { Code } from '@placar/contract/codes';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerCall } from '../../http/register-call.ts';
import { multipartLimits, readFileField } from './multipart-file.ts';
import { UPLOADS_PATH } from './upload-storage.ts';
import type { UploadStorage } from './upload-storage.ts';
import { storeImage } from './uploads.service.ts';

interface UploadsRoutesOptions {
  db: Database;
  storage: UploadStorage;
}

const fileBody = z.object({
  file: z.string().meta({ format: 'binary', description: 'A JPEG, PNG, WebP, GIF or AVIF image of at most 5 MB' }),
});

/** Keys are random, so a stored file never changes: browsers and proxies may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export default async function uploadsRoutes(app: FastifyInstance, options: UploadsRoutesOptions): Promise<void> {
  const { db, storage } = options;
  // Registered inside this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: multipartLimits });

  registerCall(
    app,
    uploadFile,
    async ({ session, query, request }) => {
      if (session === null) throw new ApiError(Code.mustLogInAgain);
      const file = await readFileField(request);
      return storeImage(db, storage, { userId: session.userId, purpose: query.purpose, file });
    },
    { rawBody: { contentType: 'multipart/form-data', schema: fileBody } },
  );

  app.get<{ Params: { '*': string } }>(`${UPLOADS_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const file = await storage.get(request.params['*']);
    if (file === null) return reply.callNotFound();
    return reply
      .header('cache-control', IMMUTABLE)
      .header('content-length', file.bytes)
      .type(file.contentType)
      .send(file.body);
  });
}
