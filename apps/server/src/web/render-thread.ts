import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { Clock } from '../clock.ts';
import type { FromRenderThread, ToRenderThread } from './render-module.ts';
import type { ThreadPriority } from './thread-priority.ts';
import type { WebHandler } from './web-request.ts';

interface RenderThreadOptions {
  /** Path or file: URL of a module exporting createRender (render-module.ts). */
  module: string;
  /** Plain data handed to createRender in the thread. */
  options: unknown;
  clock: Clock;
  /** Niceness the thread gives itself (RENDER_THREAD_NICE, decision 0093); 0 keeps the process's. */
  nice?: number;
  /** Told what the thread applied, once per thread started. */
  onPriority?: (priority: ThreadPriority) => void;
  /** Told when the thread dies; the next request starts another. */
  onCrash?: (error: unknown) => void;
  /** Told when a page fails in the thread; `loading` when the module did not load, once per thread. */
  onRenderError?: (message: string, loading: boolean) => void;
}

export interface RenderThread {
  handler: WebHandler;
  /** Starts the thread and its module's loading now, not at the first page: that page then waits for neither. */
  warm(): void;
  close(): Promise<void>;
}

interface Pending {
  head: (response: Response) => void;
  body: ReadableStreamDefaultController<Uint8Array> | undefined;
  settled: boolean;
}

const WORKER = new URL('./render-worker.ts', import.meta.url);

/** Shown when the render thread died under a request whose head had not been sent. */
export function renderFailedPage(): Response {
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>Placar</title></head><body><h1>Something went wrong</h1><p>Try again in a moment.</p></body></html>\n';
  return new Response(html, {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Page renders on a worker thread (decision 0091), so a long render no longer holds the main
 * thread's event loop, where the MQTT broker and the API run. The returned handler posts each
 * request to the thread and answers a Response as soon as its head arrives; its body is fed by
 * the chunks the thread posts, so pages still stream.
 */
export function startRenderThread({
  module,
  options,
  clock,
  nice = 0,
  onPriority,
  onCrash,
  onRenderError,
}: RenderThreadOptions): RenderThread {
  let worker: Worker | undefined;
  // A module that did not load fails every page the same way: said once per thread, not per page.
  let toldLoading = false;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function fail(entry: Pending, error: Error) {
    if (!entry.settled) {
      entry.settled = true;
      entry.head(renderFailedPage());
    } else {
      try {
        entry.body?.error(error);
      } catch {
        // The body was already closed or cancelled.
      }
    }
  }

  function onMessage(message: FromRenderThread) {
    if (message.type === 'priority') {
      onPriority?.(message.priority);
      return;
    }
    const entry = pending.get(message.id);
    if (entry === undefined) return;
    switch (message.type) {
      case 'head': {
        entry.settled = true;
        const headers = new Headers(message.headers);
        for (const cookie of message.setCookies) headers.append('set-cookie', cookie);
        const body = message.hasBody
          ? new ReadableStream<Uint8Array>({
              start: (controller) => {
                entry.body = controller;
              },
              // The client went away or the reader gave up: stop rendering.
              cancel: () => abort(message.id),
            })
          : null;
        entry.head(new Response(body, { status: message.status, statusText: message.statusText, headers }));
        if (body === null) pending.delete(message.id);
        break;
      }
      case 'chunk':
        entry.body?.enqueue(message.chunk);
        break;
      case 'end':
        pending.delete(message.id);
        entry.body?.close();
        break;
      case 'error':
        pending.delete(message.id);
        if (!message.loading || !toldLoading) onRenderError?.(message.message, message.loading);
        if (message.loading) toldLoading = true;
        fail(entry, new Error(message.message));
        break;
    }
  }

  function start(): Worker {
    // SHARE_ENV: the thread sees what main.ts sets at listen (INTERNAL_API_BASE, PUBLIC_URL).
    const started = new Worker(WORKER, { env: SHARE_ENV, workerData: { module, options, nice } });
    started.on('message', onMessage);
    const died = (error: unknown) => {
      if (worker !== started) return;
      worker = undefined;
      toldLoading = false;
      const lost = [...pending.values()];
      pending.clear();
      for (const entry of lost) fail(entry, new Error('the render thread stopped'));
      if (!closed) onCrash?.(error);
    };
    started.on('error', died);
    started.on('exit', (code) => died(new Error(`the render thread exited with code ${code}`)));
    // Idle, it does not keep the process alive; requests in flight keep the main thread busy anyway.
    started.unref();
    return started;
  }

  function post(message: ToRenderThread) {
    worker?.postMessage(message);
  }

  // The client went away: the thread stops rendering, and a Response not yet given is settled (nobody reads it).
  function abort(id: number) {
    const entry = pending.get(id);
    if (entry === undefined) return;
    pending.delete(id);
    post({ type: 'abort', id });
    fail(entry, new Error('the request was aborted'));
  }

  const handler: WebHandler = (request, { nonce }) => {
    if (closed) return Promise.resolve(renderFailedPage());
    worker ??= start();
    const id = nextId++;
    return new Promise<Response>((resolve) => {
      pending.set(id, { head: resolve, body: undefined, settled: false });
      const headers = [...request.headers];
      post({ type: 'request', id, url: request.url, method: request.method, headers, nonce, now: clock.now() });
      if (request.signal.aborted) abort(id);
      else request.signal.addEventListener('abort', () => abort(id), { once: true });
    });
  };

  return {
    handler,
    warm() {
      if (!closed) worker ??= start();
    },
    async close() {
      closed = true;
      const stopping = worker;
      worker = undefined;
      const lost = [...pending.values()];
      pending.clear();
      for (const entry of lost) fail(entry, new Error('the server is closing'));
      await stopping?.terminate();
    },
  };
}
