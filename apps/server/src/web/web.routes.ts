import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import staticFiles from '@fastify/static';
import { isApiUrl } from '../http/envelope.ts';
import { isLanguage, languageFromBrowser } from '@placar/contract/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newScriptNonce, withScriptHashes, withScriptNonce } from '../http/security-headers.ts';
import { loadWebBuild, webBuildExists } from './load-web-build.ts';
import { renderFailedPage, startRenderThread } from './render-thread.ts';
import { openServedBuild } from './served-build.ts';
import type { PrerenderedPage } from './prerender.ts';
import type { ThreadPriority } from './thread-priority.ts';
import { prerenderedPages } from './prerendered-pages.ts';
import { sendWebResponse, toWebRequest } from './web-request.ts';
import type { WebHandler } from './web-request.ts';

interface WebRoutesOptions {
  /** The React Router build: server/index.js and client/. */
  buildDir: string;
  /** Answers pages instead of the build (tests). */
  handler?: WebHandler;
  /** RENDER_THREADS: 1 renders the build on a worker thread, 0 on the main thread. */
  renderThreads: number;
  /** RENDER_THREAD_NICE: the render thread's niceness (decision 0093). */
  renderThreadNice?: number;
  /** Told the build folder this server serves, null with none (the health page). */
  onServed?: (dir: string | null) => void;
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
  const served = await openServedBuild(options.buildDir, app.log);
  app.addHook('onClose', () => served.release());
  const buildDir = served.dir;
  options.onServed?.(served.built ? buildDir : null);
  const handler = options.handler ?? (await buildHandler(app, { ...options, buildDir }));
  const clientDir = join(buildDir, 'client');
  if (handler !== null && (await exists(clientDir))) {
    await app.register(staticFiles, {
      root: clientDir,
      // One route per file found at start, so unknown paths fall through to the pages.
      wildcard: false,
      index: false,
      // The build writes file.br and file.gz beside each file worth compressing (decision 0094):
      // they are sent as the browser accepts, never compressed again, and have no route of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite puts a content hash in every file name under assets/: they never change.
        const immutable = path.startsWith(join(clientDir, 'assets'));
        // The service worker names the build's files: a browser must see a new build's at once (decision 0161).
        const worker = path === join(clientDir, 'sw.js');
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=300',
        );
      },
    });
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    if (handler === null) return reply.code(503).type('text/plain; charset=utf-8').send(`${NOT_BUILT_MESSAGE}\n`);
    // Each page gets its own script nonce: its inline scripts carry it, and nothing else may run inline.
    const nonce = newScriptNonce();
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
    const response = await handler(toWebRequest(request, reply, app.config.security.publicUrl), { nonce });
    return sendWebResponse(reply, response, request.method);
  }

  // The /about pages are rendered ahead (decision 0067); their payload files are static files of client/.
  const prerendered =
    handler === null
      ? null
      : prerenderedPages({
          buildDir,
          handler,
          clock: app.clock,
          origin: () => app.config.security.publicUrl,
          log: app.log,
        });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/about/:name',
    schema: { hide: true },
    async handler(request, reply) {
      const { pathname } = new URL(request.url, 'http://placar.invalid');
      const page = await prerendered?.find(pathname, pageLanguage(request));
      if (page === undefined) return renderPage(request, reply);
      return sendPrerendered(request, reply, page);
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    async handler(request, reply) {
      // Unknown /api paths answer the API's own 404 envelope, not a page.
      if (isApiUrl(request.url)) return reply.callNotFound();
      return renderPage(request, reply);
    },
  });
}

/** The build's renderer: on a worker thread (decision 0091) or, with RENDER_THREADS=0, on this one. */
async function buildHandler(
  app: FastifyInstance,
  { buildDir, renderThreads, renderThreadNice = 0 }: WebRoutesOptions,
): Promise<WebHandler | null> {
  const onRenderError = (message: string, loading: boolean) => {
    // A build that does not load (moved without its packages, half copied) fails every page: say so once, with the reason.
    if (loading)
      app.log.error(
        { webBuild: buildDir },
        `cannot load the web build: ${message}. Every page answers 500 until the server restarts with a working build`,
      );
    else app.log.error({ webBuild: buildDir }, `page render failed: ${message}`);
  };
  if (renderThreads === 0) {
    try {
      return await loadWebBuild(buildDir, app.clock);
    } catch (error) {
      onRenderError(error instanceof Error ? error.message : String(error), true);
      return async () => renderFailedPage();
    }
  }
  if (!(await webBuildExists(buildDir))) return null;
  const thread = startRenderThread({
    module: new URL('./react-router-render.ts', import.meta.url).href,
    options: { buildDir },
    clock: app.clock,
    nice: renderThreadNice,
    onPriority: logPriorityOnce(app),
    onCrash: (error) => app.log.error({ err: error }, 'the render thread stopped; the next page starts another'),
    onRenderError,
  });
  app.addHook('onClose', () => thread.close());
  // Loading the build takes seconds on a busy machine: begun once listening, not by the first visitor.
  app.addHook('onListen', () => thread.warm());
  return thread.handler;
}

/** Logs what the first render thread applied; a thread restarted after a crash applies the same. */
function logPriorityOnce(app: FastifyInstance) {
  let logged = false;
  return (priority: ThreadPriority) => {
    if (logged) return;
    logged = true;
    if (priority.applied)
      app.log.info(
        { renderThreadNice: priority.nice, tid: priority.tid },
        'render thread runs at a lower CPU priority',
      );
    else
      app.log.info(
        { renderThreadNice: priority.nice, reason: priority.reason },
        'render thread keeps the process CPU priority',
      );
  };
}

/** The language a page without a prefix is shown in, as the web app decides it (apps/web/app/lib/page/language.ts). */
function pageLanguage(request: FastifyRequest) {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const saved = request.cookies.language;
  if (isLanguage(saved)) return saved;
  return languageFromBrowser(request.headers['accept-language'] ?? '');
}

/** A page rendered ahead: the same bytes for everyone in its language, its inline scripts allowed by hash. */
function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', withScriptHashes(policy, page.scriptHashes));
  // The language comes from the cookie or Accept-Language; caches revalidate by ETag.
  reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'no-cache').header('etag', page.etag);
  reply.type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.send(request.method === 'HEAD' ? undefined : page.html);
}
