import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Code, httpStatusOf } from '@placar/contract/codes';
import { failure, isApiUrl, languageOf } from '../http/envelope.ts';
import { messageForCode } from '../http/messages.ts';
import type { LocationRules } from './location-rules.ts';

/** The page that says access from the visitor's location is forbidden (requirement routes). */
const FORBIDDEN_PATH = '/locationForbidden';

/**
 * What a blocked visitor still reaches: the forbidden page (and its data), the /about pages,
 * built files (assets, favicon, manifest), React Router's route manifest, and the health checks.
 */
function isAlwaysReachable(path: string): boolean {
  if (
    path === FORBIDDEN_PATH ||
    path === `${FORBIDDEN_PATH}.data` ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/__manifest'
  )
    return true;
  if (path.startsWith('/about/') || path.startsWith('/assets/')) return true;
  // Files at the top of the build: /favicon.svg, /manifest-en.webmanifest, /icon-192.png, /sw.js, /robots.txt.
  return /^\/[\w.-]+\.(svg|ico|png|webmanifest|txt|xml|json|js|css)$/.test(path) && !path.endsWith('.data');
}

const BASE = 'http://placar.invalid';

/**
 * The path the request will be served as: the web handler builds a WHATWG URL, which resolves
 * `.` and `..` segments (also written `%2e`, or with `\`), so `/about/../en` is the page /en and
 * must be judged as /en. Decoded, then resolved again, so an escaped `/` cannot hide a segment.
 */
function servedPath(url: string): string {
  const path = new URL(url.split('?')[0] ?? '/', BASE).pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return path;
  }
  return new URL(decoded.replace(/^\/+/, '/'), BASE).pathname;
}

function pathOf(url: string): string {
  try {
    return servedPath(url);
  } catch {
    return url;
  }
}

/** Answers a blocked request: 4510001 from the API, the forbidden page for pages, nothing for media. */
function refuse(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (isApiUrl(request.url)) {
    return reply
      .code(httpStatusOf(Code.blockedByLocation))
      .send(failure(Code.blockedByLocation, messageForCode(Code.blockedByLocation, languageOf(request))));
  }
  if (path.startsWith('/media/') || path.startsWith('/uploads/'))
    return reply.code(httpStatusOf(Code.blockedByLocation)).send();
  // React Router's data requests (client navigations) follow a redirect given this way.
  if (path.endsWith('.data')) {
    return reply
      .code(204)
      .header('x-remix-redirect', FORBIDDEN_PATH)
      .header('x-remix-status', '302')
      .header('x-remix-reload-document', 'true')
      .send();
  }
  return reply.redirect(FORBIDDEN_PATH, 302);
}

/**
 * Location blocking (issue 13, decision 0062): a request from a country admins blocked is
 * refused before anything else runs, and so is its MQTT WebSocket (websocket-upgrade.ts asks
 * the same rules). Nothing is looked up while no country is blocked.
 */
export default fp(
  async (app, options: { rules: LocationRules }) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = pathOf(request.url);
      if (isAlwaysReachable(path)) return;
      if (await options.rules.isBlocked(request)) return refuse(request, reply, path);
    });
    app.webSocketGuard(async (request, address) => !(await options.rules.isBlocked({ request, address })));
  },
  { name: 'location-guard', dependencies: ['websocket-upgrade'] },
);
