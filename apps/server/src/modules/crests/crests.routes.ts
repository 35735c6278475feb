import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { CRESTS_PATH } from './crest-url.ts';
import { CrestService } from './crests.service.ts';

/** A day: colours rarely change, and the ETag answers 304 to a browser that has the same crest. */
const CACHE_CONTROL = 'public, max-age=86400';

export default async function crestsRoutes(
  app: FastifyInstance,
  options: { db: Database; now: () => number },
): Promise<void> {
  const crests = new CrestService(options.db, options.now);
  app.get<{ Params: { kind: string; file: string } }>(
    `${CRESTS_PATH}/:kind/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = /^([1-9]\d{0,9})\.svg$/.exec(file)?.[1];
      if ((kind !== 'team' && kind !== 'competition') || id === undefined || Number(id) > 2_147_483_647)
        return reply.callNotFound();
      const crest = await crests.crest(kind, Number(id));
      if (crest === undefined) return reply.callNotFound();
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', crest.etag)
        // An SVG opened on its own must not run anything, whatever a feed put in a name.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === crest.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(crest.svg);
    },
  );
}
