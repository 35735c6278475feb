import { GOAL_SLOW_MODE, MESSAGE_RATE } from '@placar/contract/chat-rules';
import type { ExpiringStore } from '../../shared-state/expiring-store.ts';
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

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Chat's time rules on the shared-state interface: the rate limit, slow-mode cool-downs, goal
 * slow mode, and holds (bans and timeouts by account and by browser). Counters may be dropped
 * under memory pressure; holds never are (they are also reloaded from the database at start).
 */
export class ChatLimits {
  private readonly counters: ExpiringStore;
  private readonly holds: ExpiringStore;

  constructor(stores: { counters: ExpiringStore; holds: ExpiringStore }) {
    this.counters = stores.counters;
    this.holds = stores.holds;
  }

  /** Counts one message of a user in a room: the seconds to wait when over MESSAGE_RATE, else 0. */
  rate(room: RoomRef, userId: number, now: number): number {
    const { count, resetAt } = this.counters.hit(`rate:${roomKey(room)}:${userId}`, MESSAGE_RATE.windowSeconds * 1000, now);
    return count > MESSAGE_RATE.limit ? seconds(resetAt - now) : 0;
  }

  /** Seconds until the user's slow-mode cool-down ends (0: may send). */
  slowWait(room: RoomRef, userId: number, now: number): number {
    const entry = this.counters.get(`slow:${roomKey(room)}:${userId}`, now);
    return entry === undefined ? 0 : seconds(entry.until - now);
  }

  /** Takes the user's turn in slow mode: 0 when they may send now (the cool-down starts), else the seconds left. */
  claimSlow(room: RoomRef, userId: number, slowSeconds: number, now: number): number {
    if (slowSeconds <= 0) return 0;
    const existing = this.counters.setIfAbsent(`slow:${roomKey(room)}:${userId}`, '', now + slowSeconds * 1000, now);
    return existing === undefined ? 0 : seconds(existing.until - now);
  }

  /** True when `key` was already marked in the last day; marks it otherwise (things to do once, such as a log line). */
  once(key: string, now: number): boolean {
    return this.counters.setIfAbsent(`once:${key}`, '', now + 86_400_000, now) !== undefined;
  }

  goalSlowUntil(room: RoomRef, now: number): number | null {
    return this.holds.get(`goal:${roomKey(room)}`, now)?.until ?? null;
  }

  startGoalSlow(room: RoomRef, now: number): number {
    const until = now + GOAL_SLOW_MODE.forSeconds * 1000;
    this.holds.set(`goal:${roomKey(room)}`, '', until);
    return until;
  }

  hold(room: RoomRef, who: { userId: number } | { clientId: string }, hold: Hold): void {
    this.holds.set(holdKey(room, who), JSON.stringify({ ...hold, until: Number.isFinite(hold.until) ? hold.until : null }), hold.until);
  }

  lift(room: RoomRef, who: { userId: number } | { clientId: string }): void {
    this.holds.delete(holdKey(room, who));
  }

  /** What holds a user writing from a browser: the account's own hold first, then the browser's. */
  holdOf(room: RoomRef, userId: number | null, clientId: string | null, now: number): Hold | null {
    const found =
      (userId === null ? undefined : this.holds.get(holdKey(room, { userId }), now)) ??
      (clientId === null ? undefined : this.holds.get(holdKey(room, { clientId }), now));
    if (found === undefined) return null;
    const parsed = JSON.parse(found.value) as Omit<Hold, 'until'> & { until: number | null };
    return { ...parsed, until: parsed.until ?? Infinity };
  }
}

function holdKey(room: RoomRef, who: { userId: number } | { clientId: string }): string {
  return 'userId' in who ? `hold:${roomKey(room)}:u:${who.userId}` : `hold:${roomKey(room)}:c:${who.clientId}`;
}
