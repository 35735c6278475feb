/** What the chat bench's parts share: the server's ready line, the message marker, and the delivery log. */

/** The line serve.ts prints once the app, its room and its senders are ready. */
export interface ChatServer {
  url: string;
  wsUrl: string;
  roomId: number;
  topic: string;
  /** Access tokens of the senders, one per user. */
  tokens: string[];
}

/** Monotonic milliseconds: senders and subscribers run in the same process. */
export const now = () => performance.now();

/** A chat line of ordinary length carrying its sequence number as `~q<seq>~`, found in the published bytes. */
export function chatText(seq: number): string {
  return `Que jogo! Vamos pra cima, time ~q${seq}~`;
}

const MARKER = Buffer.from('~q');
const TILDE = 0x7e;

function seqOf(payload: Buffer): number {
  let at = payload.indexOf(MARKER);
  if (at < 0) return -1;
  let seq = 0;
  for (at += 2; at < payload.length && payload[at] !== TILDE; at += 1) seq = seq * 10 + (payload[at] as number) - 48;
  return seq;
}

/**
 * Send-to-receive latencies of one measured load: `count` messages numbered 0.., the first
 * `warmUp` not measured. A repeated delivery (same subscriber, same message) is counted, never
 * recorded; a message counts as expected once the sender knows it was taken.
 */
export class DeliveryLog {
  readonly count: number;
  readonly warmUp: number;
  readonly sentAt: Float64Array;
  readonly accepted: Uint8Array;
  readonly latencies: Float64Array;
  deliveries = 0;
  warmUpDeliveries = 0;
  duplicates = 0;
  strays = 0;
  payloadBytes = 0;
  errors = 0;
  private readonly seen: Uint8Array[];

  constructor(count: number, warmUp: number, subscribers: number) {
    this.count = count;
    this.warmUp = warmUp;
    this.sentAt = new Float64Array(count).fill(Number.NaN);
    this.accepted = new Uint8Array(count);
    this.latencies = new Float64Array((count - warmUp) * subscribers);
    this.seen = Array.from({ length: subscribers }, () => new Uint8Array(count));
  }

  sent(seq: number, at: number): void {
    this.sentAt[seq] = at;
  }

  record(subscriber: number, payload: Buffer): void {
    const receivedAt = now();
    const seq = seqOf(payload);
    const seen = this.seen[subscriber];
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
    this.payloadBytes += payload.length;
    this.latencies[this.deliveries] = receivedAt - (this.sentAt[seq] as number);
    this.deliveries += 1;
  }

  /** Accepted measured messages. */
  get acceptedCount(): number {
    let accepted = 0;
    for (let seq = this.warmUp; seq < this.count; seq += 1) accepted += this.accepted[seq] as number;
    return accepted;
  }

  percentile(fraction: number): number {
    if (this.deliveries === 0) return Number.NaN;
    const sorted = this.latencies.slice(0, this.deliveries).sort();
    return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  }
}

/**
 * Calls `send(seq)` for seq in [from, to) at `perSecond`, each on its slot from the start (a late
 * tick does not push the later ones back), with at most `inFlight` unfinished at once; issues
 * none after `limitMs`. Answers how many it issued.
 */
export async function paced(from: number, to: number, perSecond: number, send: (seq: number) => Promise<void>, limitMs = Infinity, inFlight = 500): Promise<number> {
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
