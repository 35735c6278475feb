import { Agent, request } from 'node:http';

/** Latencies and failures of one kind of request. */
export class RequestLog {
  readonly latencies: number[] = [];
  errors = 0;
  /** The first few failures, to say what went wrong. */
  readonly samples: string[] = [];

  fail(reason: string): void {
    this.errors += 1;
    if (this.samples.length < 5) this.samples.push(reason);
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

/** One GET; resolves with its status, or rejects on a network error or after 30 s. */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent, headers: { 'accept-encoding': 'identity', tz: 'America/Sao_Paulo' }, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout after 30 s')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Open loop: `perSecond` requests a second for `seconds`, each sent at its scheduled time
 * whatever the earlier ones do, and timed from that schedule (no coordinated omission: a
 * server that falls behind shows it in the latencies). Resolves once every request is answered.
 */
export async function openLoop(
  url: () => string,
  perSecond: number,
  seconds: number,
  log: RequestLog,
  stopped: () => boolean = () => false,
): Promise<void> {
  const total = Math.round(perSecond * seconds);
  const interval = 1000 / perSecond;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total && !stopped(); index += 1) {
    const scheduled = start + index * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      get(url()).then(
        (status) => {
          if (status === 200) log.latencies.push(performance.now() - scheduled);
          else log.fail(`status ${status}`);
        },
        (error: unknown) => log.fail(error instanceof Error ? error.message : String(error)),
      ),
    );
  }
  await Promise.all(inFlight);
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
