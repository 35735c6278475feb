import {
  BUSY_ROOM_MESSAGES_PER_MINUTE,
  DUPLICATE,
  GOAL_SLOW_MODE,
  MESSAGE_RATE,
  MESSAGE_RATE_PER_ADDRESS,
  MESSAGE_RATE_PER_BROWSER,
} from '@placar/contract/chat-rules';
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

type Who = { userId: number } | { clientId: string } | { address: string };

/** Who sends a message: the account, the browser id it sends with, and its address (an IPv6 /64 counts as one; null for a shared one: http/client-address.ts isSharedAddress). */
export interface Sender {
  userId: number;
  clientId: string;
  address: string | null;
}

const DAY_MS = 86_400_000;

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

  /**
   * Counts one message in a room per account, per browser id and per address (issue 36: ten
   * accounts on one browser sent 200 messages in 6.5 s): the seconds to wait when any is over its
   * rate, else 0.
   */
  async rate(room: RoomRef, sender: Sender, now: number): Promise<number> {
    const key = roomKey(room);
    const counts = [
      [`chat:rate:${key}:${sender.userId}`, MESSAGE_RATE],
      [`chat:rate:${key}:c:${sender.clientId}`, MESSAGE_RATE_PER_BROWSER],
      ...(sender.address === null ? [] : [[`chat:rate:${key}:a:${sender.address}`, MESSAGE_RATE_PER_ADDRESS] as const]),
    ] as const;
    let wait = 0;
    for (const [name, rule] of counts) {
      const { count, resetAt } = await this.counters.hit(name, rule.windowSeconds * 1000, now);
      if (count > rule.limit) wait = Math.max(wait, seconds(resetAt - now));
    }
    return wait;
  }

  /** Counts one stored message of a room; answers whether the room is busy (BUSY_ROOM_MESSAGES_PER_MINUTE in the last minute). */
  async countRoomMessage(room: RoomRef, now: number): Promise<void> {
    await this.counters.hit(`chat:room-rate:${roomKey(room)}`, 60_000, now);
  }

  async isBusy(room: RoomRef, now: number): Promise<boolean> {
    return (
      ((await this.counters.peek(`chat:room-rate:${roomKey(room)}`, now))?.count ?? 0) >= BUSY_ROOM_MESSAGES_PER_MINUTE
    );
  }

  /**
   * The duplicate rule (issue 36: the same text was stored 5 times of 5): 'own' when this account,
   * browser or address sent the same text (`textKey`, its look-alike form) in the room within
   * DUPLICATE.ownSeconds; 'copied' when others sent it DUPLICATE.roomCopies times within
   * DUPLICATE.roomSeconds (texts of DUPLICATE.minGraphemes or more: a chant of "GOOOL" is not spam).
   */
  async duplicateOf(
    room: RoomRef,
    sender: Sender,
    textKey: string,
    long: boolean,
    now: number,
  ): Promise<'own' | 'copied' | null> {
    const seen = await Promise.all(duplicateKeys(room, sender, textKey).map((name) => this.counters.get(name, now)));
    if (seen.some((entry) => entry !== undefined)) return 'own';
    if (
      long &&
      ((await this.counters.peek(`chat:copies:${roomKey(room)}:${textKey}`, now))?.count ?? 0) >= DUPLICATE.roomCopies
    )
      return 'copied';
    return null;
  }

  /** Counts a text as sent (once every other rule let it through): what duplicateOf reads. */
  async markSent(room: RoomRef, sender: Sender, textKey: string, long: boolean, now: number): Promise<void> {
    await Promise.all(
      duplicateKeys(room, sender, textKey).map((name) =>
        this.counters.set(name, '', now + DUPLICATE.ownSeconds * 1000, now),
      ),
    );
    if (long) await this.counters.hit(`chat:copies:${roomKey(room)}:${textKey}`, DUPLICATE.roomSeconds * 1000, now);
  }

  /** Remembers who writes from where for a day: the address a user last wrote from, and the accounts seen with each address and browser. */
  async noteSender(sender: Sender, now: number): Promise<void> {
    const until = now + DAY_MS;
    if (sender.address !== null) {
      await this.counters.set(`chat:last-address:${sender.userId}`, sender.address, until, now);
      await this.counters.memberTouch(`chat:seen:a:${sender.address}`, String(sender.userId), until, now, {
        onlyIfLive: false,
        max: 1000,
      });
    }
    await this.counters.memberTouch(`chat:seen:c:${sender.clientId}`, String(sender.userId), until, now, {
      onlyIfLive: false,
      max: 1000,
    });
  }

  /** The address the user last wrote from within a day, if any. */
  async lastAddressOf(userId: number, now: number): Promise<string | undefined> {
    return (await this.counters.get(`chat:last-address:${userId}`, now))?.value;
  }

  /** The accounts seen writing from the address or the browsers within a day. */
  async accountsSeenWith(address: string | undefined, clientIds: readonly string[], now: number): Promise<number[]> {
    const keys = [
      ...(address === undefined ? [] : [`chat:seen:a:${address}`]),
      ...clientIds.map((clientId) => `chat:seen:c:${clientId}`),
    ];
    const members = await Promise.all(keys.map((key) => this.counters.memberList(key, now)));
    return [...new Set(members.flat().map(Number))].filter((id) => Number.isSafeInteger(id));
  }

  /** Takes the user's turn in slow mode: 0 when they may send now (the cool-down starts), else the seconds left. */
  async claimSlow(room: RoomRef, userId: number, slowSeconds: number, now: number): Promise<number> {
    if (slowSeconds <= 0) return 0;
    // Atomic across instances (Redis: a Lua check-and-set), so two sends on A and B cannot both take the turn.
    const existing = await this.counters.setIfAbsent(
      `chat:slow:${roomKey(room)}:${userId}`,
      '',
      now + slowSeconds * 1000,
      now,
    );
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

  /** What holds a user writing from a browser and an address: the account's own hold first, then the browser's, then the address's. */
  async holdOf(
    room: RoomRef,
    userId: number | null,
    clientId: string | null,
    now: number,
    address: string | null = null,
  ): Promise<Hold | null> {
    const keys = [
      ...(userId === null ? [] : [holdKey(room, { userId })]),
      ...(clientId === null ? [] : [holdKey(room, { clientId })]),
      ...(address === null ? [] : [holdKey(room, { address })]),
    ];
    const found = await this.firstOf(this.holds, keys, now);
    // Degraded mode: the shared engine answered from an empty local store, so ask this instance's copy of the holds.
    const held =
      found ??
      (this.localHolds !== undefined && !this.state.available()
        ? await this.firstOf(this.localHolds, keys, now)
        : undefined);
    if (held === undefined) return null;
    const parsed = JSON.parse(held.value) as Omit<Hold, 'until'> & { until: number | null };
    return { ...parsed, until: parsed.until ?? Infinity };
  }

  private async firstOf(store: SharedStore, keys: readonly string[], now: number) {
    const entries = await Promise.all(keys.map((key) => store.get(key, now)));
    return entries.find((entry) => entry !== undefined);
  }
}

function duplicateKeys(room: RoomRef, sender: Sender, textKey: string): string[] {
  const who = [
    `u:${sender.userId}`,
    `c:${sender.clientId}`,
    ...(sender.address === null ? [] : [`a:${sender.address}`]),
  ];
  return who.map((name) => `chat:dup:${roomKey(room)}:${name}:${textKey}`);
}

function holdKey(room: RoomRef, who: Who): string {
  if ('userId' in who) return `chat:hold:${roomKey(room)}:u:${who.userId}`;
  return 'clientId' in who
    ? `chat:hold:${roomKey(room)}:c:${who.clientId}`
    : `chat:hold:${roomKey(room)}:a:${who.address}`;
}
