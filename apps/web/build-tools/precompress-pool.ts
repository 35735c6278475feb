import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Compressor, Format } from './precompress.ts';

export interface CompressorPool {
  compress: Compressor;
  close(): Promise<void>;
}

interface Job {
  body: Uint8Array;
  format: Format;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * Brotli 11 and zopfli on one worker thread per core (decision 0122): both are CPU-bound and
 * zopfli runs on the thread that calls it, so on one thread they took 19 of the build's 23 s.
 */
export function compressorPool(size = availableParallelism()): CompressorPool {
  const queue: Job[] = [];
  // One job at a time per thread.
  const running = new Map<Worker, Job>();
  const idle: Worker[] = [];
  const workers: Worker[] = [];

  function next(worker: Worker) {
    const job = queue.shift();
    if (job === undefined) {
      idle.push(worker);
      return;
    }
    running.set(worker, job);
    worker.postMessage({ body: job.body, format: job.format });
  }

  for (let i = 0; i < Math.max(1, size); i++) {
    const worker = new Worker(new URL('./precompress-worker.ts', import.meta.url));
    worker.on('message', (message: { bytes?: Uint8Array; error?: string }) => {
      const job = running.get(worker);
      running.delete(worker);
      if (message.bytes !== undefined) job?.resolve(message.bytes);
      else job?.reject(new Error(message.error ?? 'compression failed'));
      next(worker);
    });
    // A thread that dies fails its job; the others go on with the queue.
    worker.on('error', (error) => {
      running.get(worker)?.reject(error);
      running.delete(worker);
    });
    workers.push(worker);
    idle.push(worker);
  }

  return {
    compress: (body, format) =>
      new Promise((resolve, reject) => {
        queue.push({ body, format, resolve, reject });
        const worker = idle.pop();
        if (worker !== undefined) next(worker);
      }),
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
