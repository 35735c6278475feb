/**
 * One worker thread of the chat bench's subscribers: connects its share of them, records what
 * they receive in its own DeliveryLog (progress counters shared with the main thread), and on
 * 'end' disconnects them and hands back its latencies. See worker-fleet.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DeliveryLog } from './chat-load.ts';
import { SubscriberFleet } from './subscribers.ts';

export interface WorkerShare {
  /** Subscriber i (counted over the whole run) connects to `urls[i % urls.length]`. */
  urls: readonly string[];
  topic: string;
  first: number;
  count: number;
  prefix: string;
  messages: number;
  warmUp: number;
  base: number;
  /** Int32Array over a SharedArrayBuffer: [measured deliveries, warm-up deliveries]. */
  progress: SharedArrayBuffer;
}

export interface WorkerResult {
  type: 'result';
  latencies: Float64Array;
  duplicates: number;
  strays: number;
  errors: number;
  closed: number;
  payloadBytes: number;
  packets: number;
  packed: number;
}

const share = workerData as WorkerShare;
const port = parentPort;
if (port === null) throw new Error('subscriber-worker.ts runs as a worker thread');
const log = new DeliveryLog({
  count: share.messages,
  warmUp: share.warmUp,
  subscribers: share.count,
  base: share.base,
  progress: new Int32Array(share.progress),
});

try {
  const fleet = await SubscriberFleet.connect(share.urls, share.topic, share, log);
  port.once('message', () => {
    void fleet.end().then(() => {
      const latencies = log.latencies.slice(0, log.deliveries);
      const result: WorkerResult = {
        type: 'result',
        latencies,
        duplicates: log.duplicates,
        strays: log.strays,
        errors: log.errors,
        closed: log.closed,
        payloadBytes: log.payloadBytes,
        packets: log.packets,
        packed: log.packed,
      };
      port.postMessage(result, [latencies.buffer]);
      port.close();
    });
  });
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
