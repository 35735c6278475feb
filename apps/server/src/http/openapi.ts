import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from './envelope.ts';

/** The OpenAPI 3 document, generated from the contract schemas of the registered calls. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Placar API',
          version: '1.0.0',
          description:
            'Every response is { code, msg, data }; code 200 is success, 7-digit codes are errors whose first three digits are the HTTP status.',
        },
        components: {
          securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'authorization' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The document itself, not an envelope: tools read it as plain OpenAPI JSON.
    const document = async () => app.swagger();
    app.get(`${API_PREFIX}/docs`, { schema: { hide: true } }, document);
    app.get(`${API_PREFIX}/docs/json`, { schema: { hide: true } }, document);
  },
  { name: 'openapi', fastify: '5.x' },
);
