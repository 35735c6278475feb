import { GOAL_SLOW_MODE, MESSAGE_RATE } from '@placar/contract/chat-rules';
import { InProcessSharedStore } from '../../shared-state/shared-state.ts';
import type { SharedState, SharedStore } from '../../shared-state/shared-state.ts';
import type { RoomRef } from './chat-room.ts';
import { roomKey } from './chat-room.ts';

/** A ban (until Infinity) or timeout holding an account or a browser in a room. */
export interface Hold {
  kind: 'ban' | 'timeout';
  until: number;
  reason: string | null;
  sanctionId: number;
  /** The sanctioned user (a browser's hold names the account it was taken from). */
  userId: number;
}

type Who = { userId: number } | { clientId: string };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Chat's time rules on the shared-state seam (decision 0080): the rate limit, slow-mode
 * cool-downs, goal slow mode, and holds (bans and timeouts by account and by browser). With
 * REDIS_URL every instance reads and writes the same keys, so a timeout taken on A holds on B.
 * Holds are never dropped: in one process they live in their own unbounded store (a flood of
 * counters must not free a banned user); across instances they also stay in a local copy that
 * answers while the engine is away (degraded mode), and are reloaded from the database at start.
 */
export class ChatLimits {
  private readonly state: Pick<SharedState, 'store' | 'spansInstances' | 'available'>;
  private readonly counters: SharedStore;
  private readonly holds: SharedStore;
  /** This instance's copy of the holds it took or loaded: answers while the shared engine is away. */
  private readonly localHolds: InProcessSharedStore | undefined;
  private readonly liftedWhileAway = new Set<string>();

  constructor(state: Pick<SharedState, 'store' | 'spansInstances' | 'available'>) {
    this.state = state;
    this.counters = state.store;
    if (state.spansInstances) {
      this.holds = state.store;
      this.localHolds = new InProcessSharedStore({ maxKeys: Infinity });
    } else {
      this.holds = new InProcessSharedStore({ maxKeys: Infinity });
    }
  }

  /** Counts one message of a user in a room: the seconds to wait when over MESSAGE_RATE, else 0. */
  async rate(room: RoomRef, userId: number, now: number): Promise<number> {
    const { count, resetAt } = await this.counters.hit(`chat:rate:${roomKey(room)}:${userId}`, MESSAGE_RATE.windowSeconds * 1000, now);
    return count > MESSAGE_RATE.limit ? seconds(resetAt - now) : 0;
  }

  /** Takes the user's turn in slow mode: 0 when they may send now (the cool-down starts), else the seconds left. */
  async claimSlow(room: RoomRef, userId: number, slowSeconds: number, now: number): Promise<number> {
    if (slowSeconds <= 0) return 0;
    // Atomic across instances (Redis: a Lua check-and-set), so two sends on A and B cannot both take the turn.
    const existing = await this.counters.setIfAbsent(`chat:slow:${roomKey(room)}:${userId}`, '', now + slowSeconds * 1000, now);
    return existing === undefined ? 0 : seconds(existing.until - now);
  }

  /** True when `key` was already marked in the last day; marks it otherwise (things to do once, such as a log line). */
  async once(key: string, now: number): Promise<boolean> {
    return (await this.counters.setIfAbsent(`chat:once:${key}`, '', now + 86_400_000, now)) !== undefined;
  }

  async goalSlowUntil(room: RoomRef, now: number): Promise<number | null> {
    return (await this.holds.get(`chat:goal:${roomKey(room)}`, now))?.until ?? null;
  }

  async startGoalSlow(room: RoomRef, now: number): Promise<number> {
    const until = now + GOAL_SLOW_MODE.forSeconds * 1000;
    await this.holds.set(`chat:goal:${roomKey(room)}`, '', until, now);
    return until;
  }

  async hold(room: RoomRef, who: Who, hold: Hold, now: number): Promise<void> {
    const value = JSON.stringify({ ...hold, until: Number.isFinite(hold.until) ? hold.until : null });
    await this.localHolds?.set(holdKey(room, who), value, hold.until);
    await this.holds.set(holdKey(room, who), value, hold.until, now);
  }

  async lift(room: RoomRef, who: Who): Promise<void> {
    const key = holdKey(room, who);
    await this.localHolds?.delete(key);
    // Lifted while the engine is away: the engine may still hold the key; deleted again once it is back.
    if (this.localHolds !== undefined && !this.state.available()) this.liftedWhileAway.add(key);
    await this.holds.delete(key);
  }

  /** Deletes from the engine again the holds lifted while it was away (called when it is back). */
  async replayLifts(): Promise<void> {
    for (const key of [...this.liftedWhileAway]) {
      await this.holds.delete(key);
      if (this.state.available()) this.liftedWhileAway.delete(key);
    }
  }

  /** What holds a user writing from a browser: the account's own hold first, then the browser's. */
  async holdOf(room: RoomRef, userId: number | null, clientId: string | null, now: number): Promise<Hold | null> {
    const keys = [...(userId === null ? [] : [holdKey(room, { userId })]), ...(clientId === null ? [] : [holdKey(room, { clientId })])];
    const found = await this.firstOf(this.holds, keys, now);
    // Degraded mode: the shared engine answered from an empty local store, so ask this instance's copy of the holds.
    const held = found ?? (this.localHolds !== undefined && !this.state.available() ? await this.firstOf(this.localHolds, keys, now) : undefined);
    if (held === undefined) return null;
    const parsed = JSON.parse(held.value) as Omit<Hold, 'until'> & { until: number | null };
    return { ...parsed, until: parsed.until ?? Infinity };
  }

  private async firstOf(store: SharedStore, keys: readonly string[], now: number) {
    const entries = await Promise.all(keys.map((key) => store.get(key, now)));
    return entries.find((entry) => entry !== undefined);
  }
}

function holdKey(room: RoomRef, who: Who): string {
  return 'userId' in who ? `chat:hold:${roomKey(room)}:u:${who.userId}` : `chat:hold:${roomKey(room)}:c:${who.clientId}`;
}
