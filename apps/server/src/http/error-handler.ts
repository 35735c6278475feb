import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@placar/contract/languages';
import { Code, httpStatusOf } from '@placar/contract/codes';
import { ApiError } from './api-error.ts';
import { isDependencyDown } from './dependency-down.ts';
import { failure, isApiUrl, languageOf } from './envelope.ts';
import { messageForCode, requestMessages } from './messages.ts';
import type { Localized } from './messages.ts';

/** Fastify's own rejections of a malformed request, each with a message naming what is wrong. */
const clientErrorMessages: Record<string, Localized> = {
  FST_ERR_CTP_INVALID_JSON_BODY: requestMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestMessages.emptyJsonBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestMessages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: requestMessages.bodyTooLarge,
  FST_ERR_BAD_URL: requestMessages.badUrl,
};

interface Answer {
  code: number;
  msg: string;
}

/** Maps anything thrown while answering to a response code and a message safe to show. */
export function answerFor(error: unknown, language: Language): Answer {
  if (error instanceof ApiError) return { code: error.code, msg: error.messageIn(language) };
  const fastifyError = error as Partial<FastifyError> & { status?: number };
  const status = fastifyError.statusCode ?? fastifyError.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return { code: Code.notFound, msg: messageForCode(Code.notFound, language) };
    if (status === 429) return { code: Code.tooManyRequests, msg: messageForCode(Code.tooManyRequests, language) };
    const known = fastifyError.code === undefined ? undefined : clientErrorMessages[fastifyError.code];
    // JSON syntax errors (including __proto__ keys) come from the body parser as plain 400s.
    const fallback = error instanceof SyntaxError ? requestMessages.invalidJson : undefined;
    return {
      code: Code.invalidInput,
      msg: (known ?? fallback)?.[language] ?? messageForCode(Code.invalidInput, language),
    };
  }
  // PostgreSQL stopped or restarting: the service is unavailable for now, not broken (issue 15).
  if (isDependencyDown(error)) return { code: Code.dependencyDown, msg: messageForCode(Code.dependencyDown, language) };
  return { code: Code.internal, msg: messageForCode(Code.internal, language) };
}

/** Sends an answer: the envelope under /api, a short text page elsewhere. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(httpStatusOf(answer.code));
  if (isApiUrl(request.url)) return reply.send(failure(answer.code, answer.msg));
  return reply.type('text/plain; charset=utf-8').send(answer.msg);
}

/** One place turns errors into answers: nothing thrown reaches the client as a stack or a bare 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const answer = answerFor(error, languageOf(request));
      if (answer.code >= Code.internal) request.log.error({ err: error }, 'request failed');
      return sendAnswer(request, reply, answer);
    });
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
      const answer = isApiUrl(request.url)
        ? new ApiError(Code.notFound, requestMessages.noApiCall(request.method, path))
        : new ApiError(Code.notFound);
      return sendAnswer(request, reply, { code: answer.code, msg: answer.messageIn(languageOf(request)) });
    });
  },
  { name: 'error-handler', fastify: '5.x' },
);
