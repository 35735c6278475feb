import type { MatchUpdate } from '@placar/contract/live-update';

/** Messages between the bench and its broker process (broker-process.ts, or the whole app: app-process.ts). */
export type BrokerReady = {
  type: 'ready';
  wsUrl: string;
  tcpUrl?: string;
  /** app-process.ts: the app's HTTP base and the pages its HTTP load asks for. */
  httpUrl?: string;
  paths?: string[];
  /** app-process.ts: the product's match topic. */
  topic?: string;
};
/**
 * firstSeq: the seq of the first update (default 1), so a fleet that stays connected over several
 * publishes sees no repeats. profileName: with LIVE_FANOUT_CPU_PROF=<dir>, the CPU profile of
 * the broker's process while it publishes goes to <dir>/<profileName>.cpuprofile.
 */
export type ToBroker =
  | { type: 'publish'; count: number; perSecond: number; warmUp: boolean; firstSeq?: number; profileName?: string }
  | { type: 'stop' };
/** Event-loop delay of the broker's process while it published, in ms (perf_hooks.monitorEventLoopDelay). */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}
export type FromBroker = BrokerReady | { type: 'published'; loopDelay: LoopDelay };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export function now(): number {
  return performance.timeOrigin + performance.now();
}

/** A realistic update (the size of a live football update); the bench's own fields ride in the array's second element. */
export function benchUpdate(seq: number): MatchUpdate {
  return {
    id: 4242,
    sport: 'football',
    competitionId: 3,
    status: 4,
    home: { score: 2, periods: [1, 1], penalties: null },
    away: { score: 1, periods: [1, 0], penalties: null },
    clock: { seconds: 3120 + seq, running: true, at: new Date().toISOString() },
    incidents: [
      {
        id: 9,
        kind: 'goal',
        side: 'home',
        minute: 52,
        extraMinute: null,
        period: 2,
        player: 'Gabriel Barbosa',
        assist: null,
        detail: null,
        homeScore: 2,
        awayScore: 1,
      },
    ],
    seq,
    at: new Date().toISOString(),
  };
}
