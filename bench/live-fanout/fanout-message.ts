import type { MatchUpdate } from '@placar/contract/live-update';

/** Messages between the bench and its broker process. */
export type BrokerReady = { type: 'ready'; wsUrl: string; tcpUrl?: string };
export type ToBroker = { type: 'publish'; count: number; perSecond: number; warmUp: boolean } | { type: 'stop' };
export type FromBroker = BrokerReady | { type: 'published' };

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
      { id: 9, kind: 'goal', side: 'home', minute: 52, extraMinute: null, period: 2, player: 'Gabriel Barbosa', detail: null, homeScore: 2, awayScore: 1 },
    ],
    seq,
    at: new Date().toISOString(),
  };
}
