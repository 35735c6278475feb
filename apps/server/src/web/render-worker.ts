import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { FromRenderThread, Render, RenderModule, ToRenderThread } from './render-module.ts';
import { lowerThreadPriority } from './thread-priority.ts';

/**
 * The render thread (render-thread.ts starts it): loads workerData.module's createRender and
 * answers the requests the main thread posts, head first, then the body chunk by chunk.
 */
const port = parentPort;
if (port === null) throw new Error('render-worker.ts runs only as a worker thread');
const { module, options, nice } = workerData as { module: string; options: unknown; nice: number };
// Renders yield the CPU to the main thread (broker, API) when both want it (decision 0093).
port.postMessage({ type: 'priority', priority: lowerThreadPriority(nice) } satisfies FromRenderThread);
const render: Promise<Render> = import(module.startsWith('file:') ? module : pathToFileURL(module).href).then(
  (loaded: RenderModule) => loaded.createRender(options),
);
// A module that fails to load answers each request an error (a 500 page), rather than ending the thread.
let loadFailed = false;
render.catch(() => {
  loadFailed = true;
});
const inFlight = new Map<number, AbortController>();

const post = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** A chunk's own buffer, moved rather than copied; a view on a shared pool is copied first (moving it would empty the pool). */
function transferable(chunk: Uint8Array): { chunk: Uint8Array; transfer: ArrayBuffer[] } {
  const whole =
    chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer;
  const own = whole ? chunk : chunk.slice();
  return { chunk: own, transfer: [own.buffer as ArrayBuffer] };
}

async function answer(message: Extract<ToRenderThread, { type: 'request' }>) {
  const { id } = message;
  const controller = new AbortController();
  inFlight.set(id, controller);
  try {
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      signal: controller.signal,
    });
    const now = message.now;
    const response = await (await render)(request, { nonce: message.nonce, now: () => now });
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    const hasBody = response.body !== null;
    post({
      type: 'head',
      id,
      status: response.status,
      statusText: response.statusText,
      headers,
      setCookies: response.headers.getSetCookie(),
      hasBody,
    });
    if (response.body !== null) {
      const reader = response.body.getReader();
      controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true });
      for (;;) {
        const { done, value } = await reader.read();
        if (done || controller.signal.aborted) break;
        const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : (value as Uint8Array);
        const { chunk, transfer } = transferable(bytes);
        post({ type: 'chunk', id, chunk }, transfer);
      }
    }
    post({ type: 'end', id });
  } catch (error) {
    post({ type: 'error', id, message: error instanceof Error ? error.message : String(error), loading: loadFailed });
  } finally {
    inFlight.delete(id);
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'request') void answer(message);
  else inFlight.get(message.id)?.abort();
});
