import type { MatchUpdate } from '@placar/contract/live-update';

export type LiveState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'ended';

/** What a tab tells the live worker. */
export type TabMessage =
  | { type: 'start'; url: string; topic: string; clientId: string }
  | { type: 'topics'; topics: string[] }
  | { type: 'leave' };

/** What the live worker tells a tab. */
export type WorkerMessage =
  | { type: 'state'; state: LiveState }
  | { type: 'connected' }
  | { type: 'update'; update: MatchUpdate }
  | { type: 'topic'; topic: string; message: unknown };
