import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { br } from './i18n/br.ts';
import { brStaff } from './i18n/br-staff.ts';
import { en } from './i18n/en.ts';
import { enStaff } from './i18n/en-staff.ts';
import { provideCatalogue } from './i18n/catalogue-store.ts';
import { chunkReloadScript } from './lib/boot/chunk-reload-script.ts';
import { cspNonce } from './lib/boot/csp-nonce.ts';
import { earlyClicksScript } from './lib/boot/early-clicks-script.ts';
import { HeadScript } from './lib/boot/head-script.ts';
import { scriptsAfterPaintStream } from './lib/boot/scripts-after-paint.server.ts';
import { ZOD_BROWSER_SCRIPT } from './lib/boot/zod-browser.ts';
import { zoneFirstScript } from './lib/time/zone-first-script.ts';

// The server renders either language at any time: both catalogues are in its build.
provideCatalogue('en', en);
provideCatalogue('en', enStaff);
provideCatalogue('br', br);
provideCatalogue('br', brStaff);

export const streamTimeout = 5_000;

// The root's inline head script (lib/boot/head-script.ts). First the zone check, which may stop the
// page before its body to load it again in the browser's zone (decision 0137); taps between the
// first paint and hydration are held and replayed (decision 0090).
const HEAD_SCRIPT = zoneFirstScript() + ZOD_BROWSER_SCRIPT + chunkReloadScript() + earlyClicksScript();

/**
 * React Router's Node entry, with the response's CSP nonce on every inline script: React
 * Router's (hydration data, module loader, scroll restoration) through `ServerRouter nonce`,
 * React's own streaming scripts through `nonce`, the root's through its loader.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.get(cspNonce) || undefined;
  // React renders in a microtask: pages whose loaders finished together would render back to
  // back in one turn of the event loop, and every live update waiting to go out to the browsers
  // would wait for all of them. Each render starts in a turn of its own (issue 14, item 4).
  await new Promise<void>((resolve) => setImmediate(resolve));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content; others get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <HeadScript value={HEAD_SCRIPT}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </HeadScript>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // A Suspense boundary already complete is written in place. By default React 19.3 moves one
      // of over 500 bytes that comes after the first 12,800 to the end of the stream, revealed by
      // script: home's strip of live rooms (decision 0100) would appear above the matches after
      // the page painted, and push them down.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        // The page paints before its scripts are asked for (decision 0090).
        pipe(scriptsAfterPaintStream()).pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged here; shell errors are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}
