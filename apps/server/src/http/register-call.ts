import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '@placar/contract/call';
import { envelopeOf, errorEnvelope } from '@placar/contract/envelope';
import type { RequestHeaders } from '@placar/contract/headers';
import { API_PREFIX, languageOf, success } from './envelope.ts';
import { authorize } from './role-guard.ts';
import type { Session } from './auth.ts';
import { parseInput } from './validation.ts';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

interface CallContext<Q, B> {
  query: Output<Q>;
  body: Output<B>;
  headers: RequestHeaders;
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A whole success envelope serialized earlier (a cache hit): sent as it is, skipping serialization. */
export class SerializedAnswer {
  readonly body: Buffer;
  constructor(body: Buffer) {
    this.body = body;
  }
}

type CallHandler<Q, B, R extends z.ZodType> = (
  context: CallContext<Q, B>,
) => Promise<z.output<R> | SerializedAnswer> | z.output<R> | SerializedAnswer;

interface CallOptions {
  /** A body the handler reads itself, such as a multipart upload: described in the OpenAPI document, not parsed or validated here. */
  rawBody?: { contentType: string; schema: z.ZodType };
}

/**
 * Registers one contract call under /api: role rule, then query/body validated in the caller's
 * language (4000001 on failure), then the handler, whose data is wrapped in the envelope. The
 * same schemas describe the route in the OpenAPI document.
 */
export function registerCall<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
  app: FastifyInstance,
  call: CallDef<Q, B, R>,
  handler: CallHandler<Q, B, R>,
  options: CallOptions = {},
): void {
  // Answers with tokens or a user's own data are never stored by a browser or a proxy.
  const personal = call.carriesTokens === true || call.role !== 'any';
  app.route({
    method: call.method,
    url: `${API_PREFIX}${call.path}`,
    config: { carriesTokens: call.carriesTokens === true, heartbeat: call.heartbeat === true },
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.role === 'any' ? {} : { security: [{ accessToken: [] }] }),
      ...(call.query === undefined ? {} : { querystring: call.query }),
      ...(call.body === undefined ? {} : { body: call.body }),
      ...(options.rawBody === undefined
        ? {}
        : { body: options.rawBody.schema, consumes: [options.rawBody.contentType] }),
      response: { 200: envelopeOf(call.data), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    async handler(request, reply) {
      if (personal || request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
      const language = languageOf(request);
      const session = await authorize(call.role, request);
      const query =
        call.query === undefined ? undefined : parseInput(call.query, request.query ?? {}, 'query', language);
      const body = call.body === undefined ? undefined : parseInput(call.body, request.body ?? {}, 'body', language);
      const data = await handler({
        query: query as Output<Q>,
        body: body as Output<B>,
        headers: request.apiHeaders,
        session,
        request,
        reply,
      });
      if (data instanceof SerializedAnswer) return reply.type('application/json; charset=utf-8').send(data.body);
      return success(data, language);
    },
  });
}
