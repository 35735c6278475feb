import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import staticFiles from '@fastify/static';
import { isApiUrl } from '../http/envelope.ts';
import { newScriptNonce, withScriptNonce } from '../http/security-headers.ts';
import { loadWebBuild } from './load-web-build.ts';
import { sendWebResponse, toWebRequest } from './web-request.ts';
import type { WebHandler } from './web-request.ts';

export interface WebRoutesOptions {
  /** The React Router build: server/index.js and client/. */
  buildDir: string;
  /** Answers pages instead of the build (tests). */
  handler?: WebHandler;
}

export const NOT_BUILT_MESSAGE = 'The web app is not built: run npm run build';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Built files, then every other GET/HEAD outside /api to the web app's server rendering (which does its own 404s). */
export default async function webRoutes(app: FastifyInstance, options: WebRoutesOptions): Promise<void> {
  const handler = options.handler ?? (await loadWebBuild(options.buildDir, app.clock));
  const clientDir = join(options.buildDir, 'client');
  if (handler !== null && (await exists(clientDir))) {
    await app.register(staticFiles, {
      root: clientDir,
      // One route per file found at start, so unknown paths fall through to the pages.
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite puts a content hash in every file name under assets/: they never change.
        const immutable = path.startsWith(join(clientDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    async handler(request, reply) {
      // Unknown /api paths answer the API's own 404 envelope, not a page.
      if (isApiUrl(request.url)) return reply.callNotFound();
      if (handler === null) return reply.code(503).type('text/plain; charset=utf-8').send(`${NOT_BUILT_MESSAGE}\n`);
      // Each page gets its own script nonce: its inline scripts carry it, and nothing else may run inline.
      const nonce = newScriptNonce();
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
      const response = await handler(toWebRequest(request, reply, app.config.security.publicUrl), { nonce });
      return sendWebResponse(reply, response, request.method);
    },
  });
}
