import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_KEY_WINDOW_MS } from '@placar/contract/constants';
import { Header } from '@placar/contract/headers';
import { isApiUrl } from './envelope.ts';
import { RequestKeyStore } from './request-key-store.ts';
import type { StoredAnswer } from './request-key-store.ts';

export interface RequestKeyOptions {
  windowMs?: number;
  maxEntries?: number;
}

const REPEATABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The key is scoped to the client (clientIdentifyId, else IP), its credentials and the call. */
function scopedKey(request: FastifyRequest, requestKey: string): string {
  const client = request.apiHeaders[Header.clientIdentifyId] || request.ip;
  const parts = [client, request.headers.authorization ?? '', request.method, request.url.split('?')[0], requestKey];
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status);
  if (answer.contentType !== undefined) reply.header('content-type', answer.contentType);
  return reply.header('x-request-key-replayed', '1').send(answer.payload);
}

/**
 * Double-submit protection: a POST (PUT, DELETE) repeated with the same X-Request-Key by the
 * same client within the window gets the first answer without running again; a repeat that
 * arrives while the first still runs waits for it.
 */
export default fp<RequestKeyOptions>(
  async (app, options) => {
    const store = new RequestKeyStore({
      windowMs: options.windowMs ?? REQUEST_KEY_WINDOW_MS,
      maxEntries: options.maxEntries ?? 10_000,
    });
    const pending = new WeakMap<FastifyRequest, (answer: StoredAnswer | null) => void>();

    // Callback hooks, not async ones: they run on every request, and most need no waiting.
    app.addHook('onRequest', (request, reply, done) => {
      const requestKey = request.apiHeaders?.[Header.requestKey];
      if (!requestKey || REPEATABLE_METHODS.has(request.method) || !isApiUrl(request.url)) return done();
      const claim = store.claim(scopedKey(request, requestKey));
      if ('settle' in claim) {
        pending.set(request, claim.settle);
        return done();
      }
      claim.answer.then(
        (answer) => (answer === null ? done() : replay(reply, answer)),
        (error: Error) => done(error),
      );
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const settle = pending.get(request);
      if (settle !== undefined) {
        pending.delete(request);
        const replayable = (typeof payload === 'string' || Buffer.isBuffer(payload)) && reply.statusCode < 500;
        const contentType = reply.getHeader('content-type');
        settle(replayable ? { status: reply.statusCode, contentType: contentType === undefined ? undefined : String(contentType), payload } : null);
      }
      done(null, payload);
    });

    const release = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      pending.get(request)?.(null);
      pending.delete(request);
      done();
    };
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', (request, done) => {
      pending.get(request)?.(null);
      pending.delete(request);
      done();
    });
  },
  { name: 'request-key', fastify: '5.x', dependencies: ['request-headers'] },
);
