import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';
import { InProcessSharedState } from '../../shared-state/shared-state.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { ChatLimits } from './chat-limits.ts';
import { addressHoldOf } from './moderation.service.ts';
import { RoomSequencer } from './room-sequencer.ts';
import { allActiveSanctions } from './sanctions.repository.ts';
import { TermMatchers } from './term-matchers.ts';

/** A live room as chat sees it (from the live module's service). */
interface LiveRoomForChat {
  id: number;
  hostId: number;
  /** False while the host is suspended: they keep no power in their room's chat (issue 36). */
  hostActive: boolean;
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
  /** Where the rate limit, cool-downs and holds live (the app's shared state; its own in-process one by default). */
  sharedState?: SharedState;
}

/** What every chat service shares: built once by buildApp. */
export interface Chat extends Omit<ChatOptions, 'sharedState'> {
  limits: ChatLimits;
  sequencer: RoomSequencer;
  terms: TermMatchers;
  /** A state sequence that only grows, also across restarts: max(last + 1, the clock in ms). */
  nextSeq(): number;
  /** Loads the sanctions in force into the holds; retries every few seconds while the database is down. */
  start(): Promise<void>;
  /** True once the sanctions in force are held: until then nobody may send (a ban must not lapse on a restart). */
  readonly restored: boolean;
  /** Loads the holds again when the shared engine came back from an outage (a restarted Redis lost them); cheap otherwise. */
  refreshHolds(): Promise<void>;
  /** Stops retrying the restore (the app is closing). */
  stop(): void;
}

const RESTORE_RETRY_MS = 5_000;

export function createChat(options: ChatOptions): Chat {
  const { sharedState, ...rest } = options;
  const state = sharedState ?? new InProcessSharedState();
  const limits = new ChatLimits(state);
  let lastSeq = 0;
  let restored = false;
  // The engine's outages counted when the holds were last loaded into it.
  let loadedAtOutage = state.outages();
  let reloading: Promise<void> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const restore = async (): Promise<void> => {
    const now = options.clock.now();
    loadedAtOutage = state.outages();
    for (const row of await allActiveSanctions(options.db, new Date(now))) {
      const room = { kind: row.roomKind === 'match' ? 'match' : 'room', id: row.roomId } as const;
      const hold = {
        kind: row.kind === 'ban' ? 'ban' : 'timeout',
        until: row.expiresAt?.getTime() ?? Infinity,
        reason: row.reason,
        sanctionId: row.id,
        userId: row.userId,
      } as const;
      await limits.hold(room, { userId: row.userId }, hold, now);
      for (const clientId of row.clientIds) await limits.hold(room, { clientId }, hold, now);
      const addressHold = addressHoldOf(row, now);
      if (row.address !== null && addressHold !== null)
        await limits.hold(room, { address: row.address }, addressHold, now);
    }
    restored = true;
  };
  // A server that starts while the database is down still starts (/readyz answers 503) and restores the holds once it answers.
  const attempt = async (): Promise<void> => {
    try {
      await restore();
    } catch (error) {
      options.log.error({ err: error }, 'chat: the sanctions in force could not be loaded; retrying in 5 s');
      if (!stopped) {
        retry = setTimeout(() => void attempt(), RESTORE_RETRY_MS);
        retry.unref();
      }
    }
  };
  return {
    ...rest,
    limits,
    sequencer: new RoomSequencer(),
    terms: new TermMatchers(),
    nextSeq() {
      lastSeq = Math.max(lastSeq + 1, options.clock.now());
      return lastSeq;
    },
    get restored() {
      return restored;
    },
    async start() {
      await attempt();
    },
    async refreshHolds() {
      if (!restored || loadedAtOutage === state.outages() || !state.available()) return;
      reloading ??= limits
        .replayLifts()
        .then(restore)
        .catch((error: unknown) => {
          loadedAtOutage = -1; // tried again on the next send
          options.log.error(
            { err: error },
            'chat: the sanctions in force could not be reloaded after a shared-state outage',
          );
        })
        .finally(() => {
          reloading = undefined;
        });
      await reloading;
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
    },
  };
}
