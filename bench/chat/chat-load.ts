/** What the chat bench's parts share: the server's ready line, the clock, the message marker, and the delivery log. */

/** The line serve.ts prints once the app, its room and its senders are ready. */
export interface ChatServer {
  url: string;
  wsUrl: string;
  roomId: number;
  topic: string;
  /** Access tokens of the senders, one per user. */
  tokens: string[];
}

/**
 * Monotonic milliseconds on one base for every thread of the bench's process: Node's
 * performance.timeOrigin is the process's, so a worker thread's clock() matches the main
 * thread's (a send time written by the main thread can be subtracted in a worker).
 */
export const now = () => performance.timeOrigin + performance.now();

/**
 * A chat line of ordinary length carrying its sequence number and its send time (microseconds
 * after the run's `base`) as `~q<seq>t<micros>~`, found in the published bytes by the
 * subscribers, whichever thread they run on.
 */
export function chatText(seq: number, sentAt: number, base: number): string {
  return `Que jogo! Vamos pra cima, time ${sendMarker(seq, sentAt, base)}`;
}

/** `~q<seq>t<micros>~`: what DeliveryLog finds in any payload that carries it (a chat line, an incident's detail). */
export function sendMarker(seq: number, sentAt: number, base: number): string {
  return `~q${seq}t${Math.round((sentAt - base) * 1000)}~`;
}

/**
 * The product's send path: message `seq` is a POST /api/live/chat by sender `seq % senders`, each
 * with its own browser id; a refusal throws its code and message.
 */
export function chatSender(server: Pick<ChatServer, 'url' | 'tokens' | 'roomId'>, base: number) {
  return async (seq: number, sentAt: number): Promise<boolean> => {
    const sender = seq % server.tokens.length;
    const answer = await fetch(`${server.url}/api/live/chat`, {
      method: 'POST',
      headers: {
        authorization: server.tokens[sender] as string,
        clientidentifyid: `benchbrowser${String(sender).padStart(6, '0')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ roomId: server.roomId, text: chatText(seq, sentAt, base) }),
    });
    const body = (await answer.json()) as { code: number; msg?: string };
    if (body.code !== 200) throw new Error(`${body.code} ${body.msg ?? ''}`);
    return true;
  };
}

const MARKER = Buffer.from('~q');
const TILDE = 0x7e;
const T = 0x74;

/**
 * Send-to-receive latencies seen by one share of the subscribers (one worker thread): `count`
 * messages numbered 0.., the first `warmUp` not measured. One payload may carry several
 * messages (the server batches what queued while a publish was out). A repeated delivery (same
 * subscriber, same message) is counted, never recorded. `progress` (shared with the main
 * thread) holds [measured deliveries, warm-up deliveries].
 */
export class DeliveryLog {
  readonly count: number;
  readonly warmUp: number;
  readonly latencies: Float64Array;
  deliveries = 0;
  warmUpDeliveries = 0;
  duplicates = 0;
  strays = 0;
  payloadBytes = 0;
  /** Packets that carried messages, and the messages in them (the server's batching). */
  packets = 0;
  packed = 0;
  errors = 0;
  /** Connections closed by the other side before the run ended. */
  closed = 0;
  private readonly seen: Uint8Array[];
  private readonly base: number;
  private readonly progress: Int32Array | undefined;

  constructor(options: { count: number; warmUp: number; subscribers: number; base: number; progress?: Int32Array }) {
    this.count = options.count;
    this.warmUp = options.warmUp;
    this.base = options.base;
    this.progress = options.progress;
    this.latencies = new Float64Array((options.count - options.warmUp) * options.subscribers);
    this.seen = Array.from({ length: options.subscribers }, () => new Uint8Array(options.count));
  }

  record(subscriber: number, payload: Buffer): void {
    const receivedMicros = (now() - this.base) * 1000;
    const seen = this.seen[subscriber];
    let found = 0;
    for (let at = payload.indexOf(MARKER); at >= 0; at = payload.indexOf(MARKER, at)) {
      let seq = 0;
      let micros = 0;
      let inTime = false;
      for (at += 2; at < payload.length && payload[at] !== TILDE; at += 1) {
        const byte = payload[at] as number;
        if (byte === T) inTime = true;
        else if (inTime) micros = micros * 10 + byte - 48;
        else seq = seq * 10 + byte - 48;
      }
      found += 1;
      this.one(seen, seq, (receivedMicros - micros) / 1000);
    }
    if (found === 0) {
      this.strays += 1;
    } else {
      this.payloadBytes += payload.length;
      this.packets += 1;
      this.packed += found;
    }
    if (this.progress !== undefined) {
      Atomics.store(this.progress, 0, this.deliveries);
      Atomics.store(this.progress, 1, this.warmUpDeliveries);
    }
  }

  private one(seen: Uint8Array | undefined, seq: number, latency: number): void {
    if (seen === undefined || seq < 0 || seq >= this.count) {
      this.strays += 1;
      return;
    }
    if (seen[seq] === 1) {
      this.duplicates += 1;
      return;
    }
    seen[seq] = 1;
    if (seq < this.warmUp) {
      this.warmUpDeliveries += 1;
      return;
    }
    this.latencies[this.deliveries] = latency;
    this.deliveries += 1;
  }
}

/** The p-th fraction of a set of latencies (sorted in place). */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Calls `send(seq)` for seq in [from, to) at `perSecond`, each on its slot from the start (a late
 * tick does not push the later ones back), with at most `inFlight` unfinished at once; issues
 * none after `limitMs`. Answers how many it issued.
 */
export async function paced(
  from: number,
  to: number,
  perSecond: number,
  send: (seq: number) => Promise<void>,
  limitMs = Infinity,
  inFlight = 500,
): Promise<number> {
  const start = now();
  const pending = new Set<Promise<void>>();
  let seq = from;
  for (; seq < to && now() - start < limitMs; seq += 1) {
    const wait = start + ((seq - from) * 1000) / perSecond - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pending.size >= inFlight) await Promise.race(pending);
    const sending = send(seq).finally(() => pending.delete(sending));
    pending.add(sending);
  }
  await Promise.all(pending);
  return seq - from;
}
