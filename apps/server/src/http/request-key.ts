import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@placar/contract/codes';
import { REQUEST_KEY_WINDOW_MS } from '@placar/contract/constants';
import { Header } from '@placar/contract/headers';
import { ApiError } from './api-error.ts';
import { isApiUrl } from './envelope.ts';
import { requestMessages } from './messages.ts';
import { RequestKeyStore } from './request-key-store.ts';
import type { StoredAnswer } from './request-key-store.ts';
import { claimAcrossInstances, settleAcrossInstances } from './shared-request-keys.ts';

interface RequestKeyOptions {
  windowMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  maxAnswerBytes?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer holds tokens (login, refresh, register, Google, password change): never kept, never replayed. */
    carriesTokens?: boolean;
    /** A heartbeat the page repeats with the same body on purpose: never taken for a double submit (decision 0107). */
    heartbeat?: boolean;
  }
}

const REPEATABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The entry of a request: the caller (its credentials, address and client id), the call and
 * the key. Another caller with the same key is another entry: nobody gets someone else's answer.
 */
function entryKey(request: FastifyRequest, requestKey: string): string {
  const caller = [request.headers.authorization ?? '', request.ip, request.apiHeaders[Header.clientIdentifyId] ?? ''];
  return sha256([...caller, request.method, request.url.split('?')[0], requestKey].join('\n'));
}

const bodyHash = (request: FastifyRequest) => sha256(request.body === undefined ? '' : JSON.stringify(request.body));

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status);
  if (answer.contentType !== undefined) reply.header('content-type', answer.contentType);
  return reply.header('x-request-key-replayed', '1').send(answer.payload);
}

/**
 * Double-submit protection (requirement request-key): a POST (PUT, DELETE) repeated with the same
 * X-Request-Key by the same caller with the same body within the window gets the first answer
 * without running again; a repeat that arrives while the first still runs waits for it. The
 * same key with another body answers 4090001. Answers with tokens are never kept.
 */
export default fp<RequestKeyOptions>(
  async (app, options) => {
    const store = new RequestKeyStore({
      windowMs: options.windowMs ?? REQUEST_KEY_WINDOW_MS,
      maxEntries: options.maxEntries ?? 10_000,
      maxBytes: options.maxBytes ?? 8 * 1024 * 1024,
      maxAnswerBytes: options.maxAnswerBytes ?? 64 * 1024,
      now: () => app.clock.now(),
    });
    const pending = new WeakMap<FastifyRequest, (answer: StoredAnswer | null) => void>();

    const windowMs = options.windowMs ?? REQUEST_KEY_WINDOW_MS;
    const now = () => app.clock.now();
    // Across instances (REDIS_URL): what this instance runs first is also claimed in the shared store.
    const acrossInstances = new WeakMap<FastifyRequest, { entryKey: string; bodyHash: string }>();

    // After the body is parsed, so the entry knows it.
    app.addHook('preHandler', async (request, reply) => {
      const requestKey = request.apiHeaders?.[Header.requestKey];
      if (!requestKey || REPEATABLE_METHODS.has(request.method) || !isApiUrl(request.url)) return;
      if (request.routeOptions.config.carriesTokens === true || request.routeOptions.config.heartbeat === true) return;
      const key = entryKey(request, requestKey);
      const hash = bodyHash(request);
      const claim = store.claim(key, hash);
      if ('conflict' in claim) throw new ApiError(Code.conflict, requestMessages.requestKeyReused);
      if ('answer' in claim) {
        const answer = await claim.answer;
        return answer === null ? undefined : replay(reply, answer);
      }
      pending.set(request, claim.settle);
      if (!app.sharedState.spansInstances) return;
      const shared = await claimAcrossInstances(app.sharedState, key, hash, windowMs, now);
      if ('first' in shared) acrossInstances.set(request, { entryKey: key, bodyHash: hash });
      if ('conflict' in shared || 'answer' in shared) {
        pending.delete(request);
        // Repeats on this instance get the same outcome.
        claim.settle('answer' in shared ? shared.answer : null);
        if ('conflict' in shared) throw new ApiError(Code.conflict, requestMessages.requestKeyReused);
        return replay(reply, shared.answer);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const settle = pending.get(request);
      if (settle !== undefined) {
        pending.delete(request);
        const replayable = (typeof payload === 'string' || Buffer.isBuffer(payload)) && reply.statusCode < 500;
        const contentType = reply.getHeader('content-type');
        const answer = replayable
          ? {
              status: reply.statusCode,
              contentType: contentType === undefined ? undefined : String(contentType),
              payload: payload as string | Buffer,
            }
          : null;
        settle(answer);
        const shared = acrossInstances.get(request);
        if (shared !== undefined) {
          acrossInstances.delete(request);
          const kept =
            answer !== null && Buffer.byteLength(answer.payload) <= (options.maxAnswerBytes ?? 64 * 1024)
              ? answer
              : null;
          await settleAcrossInstances(app.sharedState, shared.entryKey, shared.bodyHash, kept, windowMs, now());
        }
      }
      return payload;
    });

    const release = (request: FastifyRequest) => {
      pending.get(request)?.(null);
      pending.delete(request);
      const shared = acrossInstances.get(request);
      acrossInstances.delete(request);
      // Never answered: free the key so a repeat elsewhere runs instead of waiting.
      if (shared !== undefined)
        settleAcrossInstances(app.sharedState, shared.entryKey, shared.bodyHash, null, windowMs, now()).catch(() => {});
    };
    app.addHook('onResponse', (request, _reply, done) => {
      release(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      release(request);
      done();
    });
  },
  { name: 'request-key', fastify: '5.x', dependencies: ['request-headers'] },
);
