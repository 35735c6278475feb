import { scryptSync } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../../web/thread-priority.ts';
import type { FromHashThread, ToHashThread } from './password-hash-thread.ts';

/**
 * The password-hash thread (password-hash-thread.ts starts it): derives one scrypt key at a time,
 * on this thread, at a lower CPU priority, so a burst of sign-ins never takes the CPU the broker
 * and the API need (issue 36, decision 0153).
 */
const port = parentPort;
if (port === null) throw new Error('password-hash-worker.ts runs only as a worker thread');
const { nice } = workerData as { nice: number };
port.postMessage({ type: 'priority', priority: lowerThreadPriority(nice) } satisfies FromHashThread);
port.on('message', (message: ToHashThread) => {
  try {
    const key = scryptSync(message.password, Buffer.from(message.salt), message.keyLength, message.options);
    port.postMessage({ type: 'key', id: message.id, key: new Uint8Array(key) } satisfies FromHashThread);
  } catch (error) {
    port.postMessage({
      type: 'failed',
      id: message.id,
      message: error instanceof Error ? error.message : String(error),
    } satisfies FromHashThread);
  }
});
