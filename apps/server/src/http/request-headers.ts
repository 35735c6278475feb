import fp from 'fastify-plugin';
import { requestHeadersSchema } from '@placar/contract/headers';
import type { RequestHeaders } from '@placar/contract/headers';
import { isApiUrl, languageOf } from './envelope.ts';
import { parseInput } from './validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SPEC section 7 headers of an /api request, parsed: services read language, tz, ids here. */
    apiHeaders: RequestHeaders;
  }
}

/** Parses the request headers of every /api call before anything else; a bad `tz` answers 4000001. */
export default fp(
  async (app) => {
    app.decorateRequest('apiHeaders', null as unknown as RequestHeaders);
    app.addHook('onRequest', async (request) => {
      if (!isApiUrl(request.url)) return;
      request.apiHeaders = parseInput(requestHeadersSchema, request.headers, 'headers', languageOf(request));
    });
  },
  { name: 'request-headers', fastify: '5.x' },
);
