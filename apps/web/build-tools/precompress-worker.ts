import { parentPort } from 'node:worker_threads';
import { compress } from './precompress.ts';
import type { Format } from './precompress.ts';

// One thread of precompress-pool.ts: compresses what it is sent, one job at a time.
const port = parentPort;
if (port === null) throw new Error('precompress-worker.ts runs only as a worker thread');
port.on('message', async ({ body, format }: { body: Uint8Array; format: Format }) => {
  try {
    const bytes = await compress(body, format);
    const own = new Uint8Array(bytes);
    port.postMessage({ bytes: own }, [own.buffer]);
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
