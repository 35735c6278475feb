import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';
import { InProcessExpiringStore } from '../../shared-state/expiring-store.ts';
import type { ExpiringStore } from '../../shared-state/expiring-store.ts';
import { ChatLimits } from './chat-limits.ts';
import { RoomSequencer } from './room-sequencer.ts';
import { allActiveSanctions } from './sanctions.repository.ts';
import { TermMatchers } from './term-matchers.ts';

/** A live room as chat sees it (from the live module's service). */
export interface LiveRoomForChat {
  id: number;
  hostId: number;
  matchId: number | null;
}

export interface ChatOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
  product: string;
  log: { error(object: object, message: string): void };
  liveRoom: (roomId: number) => Promise<LiveRoomForChat | null>;
  openRoomsOfMatch: (matchId: number) => Promise<number[]>;
  /** Rate-limit counters and slow-mode cool-downs (may be dropped under memory pressure). */
  counters?: ExpiringStore;
  /** Bans, timeouts and goal slow mode (never dropped). */
  holds?: ExpiringStore;
}

/** What every chat service shares: built once by buildApp. */
export interface Chat extends Omit<ChatOptions, 'counters' | 'holds'> {
  limits: ChatLimits;
  sequencer: RoomSequencer;
  terms: TermMatchers;
  /** A state sequence that only grows, also across restarts: max(last + 1, the clock in ms). */
  nextSeq(): number;
  /** Loads the sanctions in force into the holds. */
  start(): Promise<void>;
}

export function createChat(options: ChatOptions): Chat {
  const { counters, holds, ...rest } = options;
  const limits = new ChatLimits({
    counters: counters ?? new InProcessExpiringStore({ maxKeys: 200_000 }),
    holds: holds ?? new InProcessExpiringStore({ maxKeys: Infinity }),
  });
  let lastSeq = 0;
  return {
    ...rest,
    limits,
    sequencer: new RoomSequencer(),
    terms: new TermMatchers(),
    nextSeq() {
      lastSeq = Math.max(lastSeq + 1, options.clock.now());
      return lastSeq;
    },
    async start() {
      const now = options.clock.now();
      for (const row of await allActiveSanctions(options.db, new Date(now))) {
        const room = { kind: row.roomKind === 'match' ? 'match' : 'room', id: row.roomId } as const;
        const hold = {
          kind: row.kind === 'ban' ? 'ban' : 'timeout',
          until: row.expiresAt?.getTime() ?? Infinity,
          reason: row.reason,
          sanctionId: row.id,
          userId: row.userId,
        } as const;
        limits.hold(room, { userId: row.userId }, hold);
        for (const clientId of row.clientIds) limits.hold(room, { clientId }, hold);
      }
    },
  };
}
