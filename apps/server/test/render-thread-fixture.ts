import type { Render } from '../src/web/render-module.ts';

/**
 * A render module for render-thread tests (no React build): each path shows one behaviour.
 * State lives in the thread, so a new thread after a crash starts empty.
 */
export async function createRender(options: unknown): Promise<Render> {
  const { tag } = options as { tag: string };
  const thread = Math.random().toString(36).slice(2);
  const aborted: string[] = [];
  let openGate: (() => void) | undefined;
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const encoder = new TextEncoder();
  const html = { 'content-type': 'text/html; charset=utf-8' };

  return async (request, { nonce, now }) => {
    const url = new URL(request.url);
    switch (url.pathname) {
      case '/echo': {
        const headers = new Headers({ 'content-type': 'application/json', 'x-rendered-by': tag });
        headers.append('set-cookie', 'a=1; Path=/');
        headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
        const body = {
          thread,
          nonce,
          now: now(),
          url: request.url,
          method: request.method,
          cookie: request.headers.get('cookie'),
          accept: request.headers.get('accept-language'),
        };
        return new Response(JSON.stringify(body), { status: 201, headers });
      }
      case '/stream':
        // The shell first; the rest only once another request opened the gate.
        return new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(encoder.encode('<p>shell</p>'));
              await gate;
              controller.enqueue(encoder.encode('<p>one</p>'));
              controller.enqueue(new Uint8Array(Buffer.from('<p>two</p>')));
              controller.close();
            },
          }),
          { headers: html },
        );
      case '/open':
        openGate?.();
        return new Response('opened', { headers: html });
      case '/hang': {
        const name = url.searchParams.get('name') ?? '';
        request.signal.addEventListener('abort', () => aborted.push(`${name} in render`), { once: true });
        return new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => controller.enqueue(encoder.encode('<p>waiting</p>')),
            cancel: () => void aborted.push(`${name} body`),
          }),
          { headers: html },
        );
      }
      case '/aborted':
        return new Response(JSON.stringify(aborted), { headers: { 'content-type': 'application/json' } });
      case '/throw':
        throw new Error('the render failed');
      case '/crash':
        // An exception nobody catches ends the thread.
        setImmediate(() => {
          throw new Error('render thread crash');
        });
        return new Promise<Response>(() => {});
      default:
        return new Response(`page ${url.pathname}`, { status: 404, headers: html });
    }
  };
}
