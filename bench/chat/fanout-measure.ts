/**
 * One measured fan-out run of the chat bench's kind, shared by bench/chat (one server) and the
 * at-scale benches (chat/scale.ts, live-fanout/scale.ts: a cluster behind HAProxy): a fleet of
 * subscribers on worker threads, WARM_UP unmeasured messages, then `messages` at `rate` a
 * second, each carrying its send time (chat-load.ts's marker), then a wait for the deliveries.
 */
import { now, paced } from './chat-load.ts';
import type { FleetFigures } from './worker-fleet.ts';
import { WorkerFleet } from './worker-fleet.ts';

export interface FanoutRun {
  /** What the report calls this run. */
  name: string;
  /** Where the subscribers connect (spread evenly over several). */
  urls: readonly string[];
  topic: string;
  subscribers: number;
  threads: number;
  rate: number;
  /** Measured messages (after `warmUp` unmeasured ones). */
  messages: number;
  warmUp: number;
  /** The base of the send times the messages carry. */
  base: number;
  /** No send starts after this long (a server that cannot keep the pace does not get all the time it asks). */
  sendLimitMs: number;
  /** After the last send, deliveries may trail: waited for while they progress, up to this long. */
  drainLimitMs: number;
  /** Sends message `seq` stamped `sentAt`; true when the server took it. A throw is counted as refused, by its message. */
  send(seq: number, sentAt: number): Promise<boolean>;
  /** Called when the measured sends start and when the deliveries are done (the CPU split of the at-scale benches). */
  onWindow?: (edge: 'start' | 'end') => void;
}

export interface FanoutResult {
  name: string;
  figures: FleetFigures;
  accepted: number;
  issued: number;
  sendSeconds: number;
  doneSeconds: number;
  refused: Map<string, number>;
}

const WARM_UP_LIMIT_MS = 15_000;
/** Deliveries that made no progress this long are done. */
const STALL_MS = 10_000;

async function waitFor(condition: () => boolean, limitMs: number): Promise<void> {
  const deadline = now() + limitMs;
  while (!condition() && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Waits until every accepted message reached every subscriber, or deliveries stall for STALL_MS, or `limitMs`. */
async function drain(fleet: WorkerFleet, expected: number, limitMs: number): Promise<void> {
  const deadline = now() + limitMs;
  let last = -1;
  let progressAt = now();
  while (fleet.deliveries < expected && now() < deadline && now() - progressAt < STALL_MS) {
    if (fleet.deliveries !== last) {
      last = fleet.deliveries;
      progressAt = now();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measureFanout(run: FanoutRun): Promise<FanoutResult> {
  const { warmUp, messages, subscribers } = run;
  const accepted = new Uint8Array(warmUp + messages);
  const refused = new Map<string, number>();
  const fleet = await WorkerFleet.connect({
    urls: run.urls,
    topic: run.topic,
    subscribers,
    threads: run.threads,
    messages: warmUp + messages,
    warmUp,
    base: run.base,
  });
  let ended = false;
  try {
    const sendOne = async (seq: number) => {
      try {
        if (await run.send(seq, now())) accepted[seq] = 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        refused.set(reason, (refused.get(reason) ?? 0) + 1);
      }
    };
    await paced(0, warmUp, Math.min(run.rate, 10), sendOne);
    await waitFor(() => fleet.warmUpDeliveries >= warmUp * subscribers, WARM_UP_LIMIT_MS);
    run.onWindow?.('start');
    const started = now();
    const issued = await paced(warmUp, warmUp + messages, run.rate, sendOne, run.sendLimitMs);
    const sendSeconds = (now() - started) / 1000;
    const acceptedCount = accepted.subarray(warmUp).reduce((sum, one) => sum + one, 0);
    await drain(fleet, acceptedCount * subscribers, run.drainLimitMs);
    const doneSeconds = (now() - started) / 1000;
    run.onWindow?.('end');
    ended = true;
    const figures = await fleet.end();
    console.log(
      `  ${run.name}: sends answered in ${sendSeconds.toFixed(1)} s, deliveries done in ${doneSeconds.toFixed(1)} s (${figures.errors} client errors, ${figures.closed} connections cut, ${figures.strays} stray messages)`,
    );
    return { name: run.name, figures, accepted: acceptedCount, issued, sendSeconds, doneSeconds, refused };
  } finally {
    if (!ended) await fleet.terminate();
  }
}
