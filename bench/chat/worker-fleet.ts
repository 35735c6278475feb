/**
 * The chat bench's subscribers, split over worker threads so that parsing 100,000 deliveries a
 * second does not share one event loop (nor the senders' thread). The same fleet measures the
 * product and mosquitto. Send times travel in the messages (chat-load.ts), on the process-wide
 * clock, so each worker computes its latencies by itself.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { percentile } from './chat-load.ts';
import type { WorkerResult, WorkerShare } from './subscriber-worker.ts';

export interface FleetFigures {
  deliveries: number;
  duplicates: number;
  strays: number;
  errors: number;
  /** Subscribers whose connection the other side closed during the run. */
  closed: number;
  payloadBytes: number;
  packets: number;
  /** Messages in those packets (more than packets when the server batched). */
  packed: number;
  p50: number;
  p99: number;
}

export class WorkerFleet {
  private readonly workers: { worker: Worker; progress: Int32Array }[] = [];

  /** `urls`: where the subscribers connect, subscriber i to `urls[i % urls.length]` (several servers' /mqtt, or one). */
  static async connect(options: {
    urls: readonly string[];
    topic: string;
    subscribers: number;
    threads: number;
    messages: number;
    warmUp: number;
    base: number;
  }): Promise<WorkerFleet> {
    const fleet = new WorkerFleet();
    const prefix = `placar_${randomBytes(16).toString('hex')}_`;
    const threads = Math.max(1, Math.min(options.threads, options.subscribers));
    let first = 0;
    try {
      const ready: Promise<void>[] = [];
      for (let thread = 0; thread < threads; thread += 1) {
        const count = Math.floor(options.subscribers / threads) + (thread < options.subscribers % threads ? 1 : 0);
        const progress = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
        const share: WorkerShare = {
          urls: options.urls,
          topic: options.topic,
          first,
          count,
          prefix,
          messages: options.messages,
          warmUp: options.warmUp,
          base: options.base,
          progress,
        };
        first += count;
        const worker = new Worker(new URL('./subscriber-worker.ts', import.meta.url), { workerData: share });
        fleet.workers.push({ worker, progress: new Int32Array(progress) });
        ready.push(
          (async () => {
            const [message] = (await Promise.race([
              once(worker, 'message'),
              once(worker, 'error').then(([error]) => [{ type: 'error', message: String(error) }]),
            ])) as [{ type: string; message?: string }];
            if (message.type !== 'ready')
              throw new Error(`subscriber thread ${thread}: ${message.message ?? message.type}`);
          })(),
        );
      }
      await Promise.all(ready);
    } catch (error) {
      await fleet.terminate();
      throw error;
    }
    return fleet;
  }

  /** Measured deliveries so far, over every thread. */
  get deliveries(): number {
    return this.workers.reduce((sum, { progress }) => sum + Atomics.load(progress, 0), 0);
  }

  get warmUpDeliveries(): number {
    return this.workers.reduce((sum, { progress }) => sum + Atomics.load(progress, 1), 0);
  }

  /** Disconnects every subscriber and gathers the figures. */
  async end(): Promise<FleetFigures> {
    const results = await Promise.all(
      this.workers.map(async ({ worker }) => {
        const answered = once(worker, 'message') as Promise<[WorkerResult]>;
        const exited = once(worker, 'exit');
        worker.postMessage('end');
        const [result] = await answered;
        // A thread that ends by itself writes its CPU profile (node --cpu-prof); a terminated one does not.
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        return result;
      }),
    );
    await this.terminate();
    const all = new Float64Array(results.reduce((sum, result) => sum + result.latencies.length, 0));
    let at = 0;
    for (const result of results) {
      all.set(result.latencies, at);
      at += result.latencies.length;
    }
    all.sort();
    const sum = (key: 'duplicates' | 'strays' | 'errors' | 'closed' | 'payloadBytes' | 'packets' | 'packed') =>
      results.reduce((total, result) => total + result[key], 0);
    return {
      deliveries: all.length,
      duplicates: sum('duplicates'),
      strays: sum('strays'),
      errors: sum('errors'),
      closed: sum('closed'),
      payloadBytes: sum('payloadBytes'),
      packets: sum('packets'),
      packed: sum('packed'),
      p50: percentile(all, 0.5),
      p99: percentile(all, 0.99),
    };
  }

  async terminate(): Promise<void> {
    await Promise.all(this.workers.splice(0).map(({ worker }) => worker.terminate()));
  }
}
