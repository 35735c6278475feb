import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';
import type { ThreadPriority } from '../../web/thread-priority.ts';

export type ToHashThread = {
  id: number;
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
};
export type FromHashThread =
  | { type: 'priority'; priority: ThreadPriority }
  | { type: 'key'; id: number; key: Uint8Array }
  | { type: 'failed'; id: number; message: string };

/**
 * Niceness of the hash thread: under contention the main thread (broker, API) and the render
 * thread (10) run first, and a hash takes what is left; on an idle CPU it runs at full speed
 * (decision 0153). A sign-in on a saturated server waits longer, never the site.
 */
export const HASH_THREAD_NICE = 15;
const WORKER = new URL('./password-hash-worker.ts', import.meta.url);

let worker: Worker | undefined;
let priority: ThreadPriority | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (key: Buffer) => void; reject: (error: Error) => void }>();

function thread(): Worker {
  if (worker !== undefined) return worker;
  const started = new Worker(WORKER, { workerData: { nice: HASH_THREAD_NICE } });
  started.on('message', (message: FromHashThread) => {
    if (message.type === 'priority') {
      priority = message.priority;
      return;
    }
    const entry = pending.get(message.id);
    if (entry === undefined) return;
    pending.delete(message.id);
    if (message.type === 'key') entry.resolve(Buffer.from(message.key));
    else entry.reject(new Error(message.message));
  });
  // A dead thread fails what it held; the next hash starts another.
  const died = (error: unknown) => {
    if (worker !== started) return;
    worker = undefined;
    const lost = [...pending.values()];
    pending.clear();
    for (const entry of lost) entry.reject(error instanceof Error ? error : new Error(String(error)));
  };
  started.on('error', died);
  started.on('exit', (code) => died(new Error(`the password-hash thread exited with code ${code}`)));
  // Idle, it does not keep the process alive; a hash in flight keeps its caller waiting on it anyway.
  started.unref();
  worker = started;
  return started;
}

/** scrypt on the hash thread. Callers queue their turn first (password-hash.ts): the thread derives one key at a time. */
export function scryptOnHashThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const id = nextId++;
  const running = thread();
  // Held while a hash is in flight, so the process waits for it; let go once none is.
  running.ref();
  const settled = () => {
    if (pending.size === 0) running.unref();
  };
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.postMessage({ id, password, salt: new Uint8Array(salt), keyLength, options } satisfies ToHashThread);
  }).finally(settled);
}

/** What the hash thread applied to its priority (for tests and the log); undefined before its first hash. */
export function hashThreadPriority(): ThreadPriority | undefined {
  return priority;
}
