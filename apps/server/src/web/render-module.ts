import type { ThreadPriority } from './thread-priority.ts';

/**
 * What a module the render thread loads exports (render-worker.ts): `createRender(options)`
 * returns the page handler. `now` is the app clock's instant for this request; `nonce` the
 * page's CSP script nonce. Options cross the thread boundary, so they are plain data.
 */
export type Render = (request: Request, context: { nonce: string; now: () => number }) => Promise<Response>;

export interface RenderModule {
  createRender(options: unknown): Promise<Render>;
}

/** Messages from the main thread to the render thread. */
export type ToRenderThread =
  | {
      type: 'request';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      nonce: string;
      now: number;
    }
  | { type: 'abort'; id: number };

/** Messages from the render thread to the main thread. */
export type FromRenderThread =
  | {
      type: 'head';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      setCookies: string[];
      hasBody: boolean;
    }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  // `loading`: the module itself did not load (a broken or misplaced build), so every page fails alike.
  | { type: 'error'; id: number; message: string; loading: boolean }
  // Once, at start: the niceness the thread gave itself (decision 0093).
  | { type: 'priority'; priority: ThreadPriority };
