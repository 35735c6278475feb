import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouterContext, ServerBuild } from 'react-router';
import type { Clock } from '../clock.ts';
import type { WebHandler } from './web-request.ts';

/** The React Router production build's request handler, or null when the web app is not built. */
export async function loadWebBuild(buildDir: string, clock: Clock): Promise<WebHandler | null> {
  const entry = join(buildDir, 'server', 'index.js');
  try {
    await access(entry);
  } catch {
    return null;
  }
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  // Loaded only when a build exists, so the API runs without React installed or built.
  const { createRequestHandler, RouterContextProvider } = await import('react-router');
  const handle = createRequestHandler(build, 'production');
  // Loaders read "now" from the server's clock (apps/web/app/lib/request-clock.ts), and the page
  // its CSP nonce (apps/web/app/lib/csp-nonce.ts), under the keys the root route exports.
  const root = build.routes.root?.module as { requestClock?: RouterContext<() => number>; cspNonce?: RouterContext<string> } | undefined;
  const now = () => clock.now();
  return (request, { nonce }) => {
    const context = new RouterContextProvider();
    if (root?.requestClock !== undefined) context.set(root.requestClock, now);
    if (root?.cspNonce !== undefined) context.set(root.cspNonce, nonce);
    return handle(request, context);
  };
}
