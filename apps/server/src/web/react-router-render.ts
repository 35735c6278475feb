import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouterContext, ServerBuild } from 'react-router';
import { resolveBuildPackagesFromRepository } from './build-package-resolution.ts';
import type { Render } from './render-module.ts';

/** The React Router build's server entry (build/server/index.js). */
export const serverEntry = (buildDir: string) => join(buildDir, 'server', 'index.js');

/** The React Router production build's handler: run on the main thread (load-web-build.ts) or a render thread. */
export async function createRender(options: unknown): Promise<Render> {
  const { buildDir } = options as { buildDir: string };
  resolveBuildPackagesFromRepository(buildDir);
  const build = (await import(pathToFileURL(serverEntry(buildDir)).href)) as ServerBuild;
  // Loaded only when a build exists, so the API runs without React installed or built.
  const { createRequestHandler, RouterContextProvider } = await import('react-router');
  const handle = createRequestHandler(build, 'production');
  // Loaders read "now" from the server's clock (apps/web/app/lib/time/request-clock.ts), and the page
  // its CSP nonce (apps/web/app/lib/boot/csp-nonce.ts), under the keys the root route exports.
  const root = build.routes.root?.module as
    { requestClock?: RouterContext<() => number>; cspNonce?: RouterContext<string> } | undefined;
  return (request, { nonce, now }) => {
    const context = new RouterContextProvider();
    if (root?.requestClock !== undefined) context.set(root.requestClock, now);
    if (root?.cspNonce !== undefined) context.set(root.cspNonce, nonce);
    return handle(request, context);
  };
}
