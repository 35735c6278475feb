import fp from 'fastify-plugin';
import { requestHeadersSchema } from '@placar/contract/headers';
import type { RequestHeaders } from '@placar/contract/headers';
import { isApiUrl, languageOf } from './envelope.ts';
import { parseInput } from './validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The headers (requirement request-headers) of an /api request, parsed: services read language, tz, ids here. */
    apiHeaders: RequestHeaders;
  }
}

/** Parses the request headers of every /api call before anything else; a bad `tz` answers 4000001. */
export default fp(
  async (app) => {
    app.decorateRequest('apiHeaders', null as unknown as RequestHeaders);
    // A callback hook, not an async one: parsing is synchronous and this runs on every call.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isApiUrl(request.url)) return done();
      try {
        request.apiHeaders = parseInput(requestHeadersSchema, request.headers, 'headers', languageOf(request));
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'request-headers', fastify: '5.x' },
);
