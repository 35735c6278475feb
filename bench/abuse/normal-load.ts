/**
 * The server's normal work while an attack runs (bench/abuse): API calls at a steady pace from
 * a few clients, and MQTT fans receiving a match update every UPDATE_MS. Each records its
 * latencies per phase, so a phase's p99 can be read against the quiet one's.
 */
import { LeanMqttClient } from '../support/lean-mqtt-client.ts';

export interface NormalLoadOptions {
  base: string;
  mqttUrl: string;
  topic: string;
  feedToken: string;
  matchId: number;
  fans: number;
  /** API calls a second, spread over the callers. */
  apiRate: number;
  updateMs: number;
}

export interface PhaseFigures {
  apiCalls: number;
  apiErrors: number;
  apiP99Ms: number;
  fanDeliveries: number;
  fanP99Ms: number;
}

const now = () => performance.now();
/** The contract's scores stop at 999: update n sets home n mod 1000 and away n div 1000, so a long run never asks for more. */
const SCORE_LIMIT = 1000;

export function p99(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
}

export class NormalLoad {
  readonly #options: NormalLoadOptions;
  readonly #fans: LeanMqttClient[] = [];
  readonly #sentAt = new Map<number, number>();
  #api: number[] = [];
  #apiErrors = 0;
  #fan: number[] = [];
  #running = false;
  #loops: Promise<void>[] = [];
  #score = 0;

  constructor(options: NormalLoadOptions) {
    this.#options = options;
  }

  async start(): Promise<void> {
    const sink = {
      publish: (_clientId: string, payload: Buffer) => {
        // Keyed by the score each update sets: the update may arrive before its call is answered.
        const update = (
          JSON.parse(payload.toString()) as [{ home?: { score?: number }; away?: { score?: number } }]
        )[0];
        const home = update?.home?.score;
        const sentAt =
          home === undefined ? undefined : this.#sentAt.get(home + SCORE_LIMIT * (update?.away?.score ?? 0));
        if (sentAt !== undefined) this.#fan.push(now() - sentAt);
      },
      error: () => undefined,
    };
    for (let n = 0; n < this.#options.fans; n += 1) {
      // Each fan from a forwarded address of its own, as fans are: the per-address limits stay the defaults the attackers meet.
      const fan = new LeanMqttClient(this.#options.mqttUrl, `abusebench_fan_${n}_${'f'.repeat(32)}`, sink, 20_000, {
        'x-forwarded-for': `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      });
      await fan.start(this.#options.topic);
      this.#fans.push(fan);
    }
    this.#running = true;
    const callers = 4;
    for (let n = 0; n < callers; n += 1) this.#loops.push(this.#callLoop((callers * 1000) / this.#options.apiRate, n));
    this.#loops.push(this.#updateLoop());
  }

  /** The figures since the last call, and a new phase begins. */
  take(): PhaseFigures {
    const figures = {
      apiCalls: this.#api.length,
      apiErrors: this.#apiErrors,
      apiP99Ms: p99(this.#api),
      fanDeliveries: this.#fan.length,
      fanP99Ms: p99(this.#fan),
    };
    this.#api = [];
    this.#apiErrors = 0;
    this.#fan = [];
    return figures;
  }

  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#loops);
    await Promise.all(this.#fans.map((fan) => fan.end().catch(() => undefined)));
  }

  async #callLoop(everyMs: number, caller: number): Promise<void> {
    const paths = ['/api/system/time', `/api/schedule/matchDetail?id=${this.#options.matchId}`];
    let next = now();
    for (let n = 0; this.#running; n += 1) {
      const path = paths[(n + caller) % paths.length] ?? paths[0];
      const started = now();
      try {
        // From a forwarded address of its own (the server trusts loopback as its proxy): never the attackers'.
        const response = await fetch(`${this.#options.base}${path}`, {
          headers: { 'x-forwarded-for': `198.18.0.${caller + 1}` },
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status >= 500) this.#apiErrors += 1;
        this.#api.push(now() - started);
      } catch {
        this.#apiErrors += 1;
      }
      next += everyMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - now())));
    }
  }

  async #updateLoop(): Promise<void> {
    while (this.#running) {
      this.#score += 1;
      this.#sentAt.set(this.#score, now());
      try {
        const response = await fetch(`${this.#options.base}/api/schedule/mqttMessageSend`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Feed ${this.#options.feedToken}` },
          body: JSON.stringify({
            matchId: this.#options.matchId,
            status: 2,
            home: { score: this.#score % SCORE_LIMIT },
            away: { score: Math.floor(this.#score / SCORE_LIMIT) },
          }),
        });
        await response.arrayBuffer();
      } catch {
        // The next update tries again.
      }
      await new Promise((resolve) => setTimeout(resolve, this.#options.updateMs));
    }
  }
}
