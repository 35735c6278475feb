import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const DEMO_STREAM_FILE = 'demo-stream-url';

/** The demo room of a fresh server (the simulator opens it), and its publish URL with a key made at start. */
export async function demoRoom(dataDir: string): Promise<{ roomId: number; publishUrl: string }> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const publishUrl = (await readFile(join(dataDir, DEMO_STREAM_FILE), 'utf8').catch(() => '')).trim();
    const roomId = Number(/\/live\/(\d+)\?/.exec(publishUrl)?.[1] ?? 0);
    if (roomId > 0) return { roomId, publishUrl };
    await sleep(100);
  }
  throw new Error('the demo room did not open (is the simulator on?)');
}
