import type { SharedStore } from './shared-state.ts';

/**
 * Who is watching each live room: a viewer is a presence id refreshed by heartbeats, gone after
 * ttlMs of silence. It lives in the shared store's expiring sets (one per room), so every
 * instance counts the same viewers and a viewer's heartbeats may land on any of them
 * (in this process by default; Redis with REDIS_URL; this instance alone while Redis is away).
 */
export class PresenceStore {
  private readonly store: SharedStore;
  private readonly ttlMs: number;
  private readonly maxPerRoom: number;

  constructor(options: { store: SharedStore; ttlMs: number; maxPerRoom?: number }) {
    this.store = options.store;
    this.ttlMs = options.ttlMs;
    this.maxPerRoom = options.maxPerRoom ?? 200_000;
  }

  /** A heartbeat: refreshes a viewer in the room; undefined when it is not (unknown or expired), else the room's count. */
  async refresh(roomId: number, presenceId: string, now: number): Promise<number | undefined> {
    const { done, count } = await this.store.memberTouch(keyOf(roomId), presenceId, now + this.ttlMs, now, { onlyIfLive: true, max: this.maxPerRoom });
    return done ? count : undefined;
  }

  /** Adds a new viewer (not counted while the room is full); answers the room's count. */
  async add(roomId: number, presenceId: string, now: number): Promise<number> {
    return (await this.store.memberTouch(keyOf(roomId), presenceId, now + this.ttlMs, now, { onlyIfLive: false, max: this.maxPerRoom })).count;
  }

  /** Removes a viewer; `left` is false when it was not there. */
  async leave(roomId: number, presenceId: string, now: number): Promise<{ left: boolean; count: number }> {
    const { done, count } = await this.store.memberRemove(keyOf(roomId), presenceId, now);
    return { left: done, count };
  }

  async count(roomId: number, now: number): Promise<number> {
    return (await this.counts([roomId], now)).get(roomId) ?? 0;
  }

  /** Viewers of each room, in one trip to the store. */
  async counts(roomIds: readonly number[], now: number): Promise<Map<number, number>> {
    const unique = [...new Set(roomIds)];
    const counts = await this.store.memberCounts(unique.map(keyOf), now);
    return new Map(unique.map((roomId, index) => [roomId, counts[index] ?? 0]));
  }

  /** Drops silent viewers; answers the rooms whose count changed (on one instance only). */
  async expire(now: number): Promise<number[]> {
    return (await this.store.memberSweep(now)).flatMap((key) => {
      const roomId = roomOf(key);
      return roomId === undefined ? [] : [roomId];
    });
  }

  /** Removes every viewer of a room (it closed). */
  async clear(roomId: number): Promise<void> {
    await this.store.memberClear(keyOf(roomId));
  }
}

const PREFIX = 'presence:room:';
const keyOf = (roomId: number) => `${PREFIX}${roomId}`;
function roomOf(key: string): number | undefined {
  if (!key.startsWith(PREFIX)) return undefined;
  const roomId = Number(key.slice(PREFIX.length));
  return Number.isSafeInteger(roomId) ? roomId : undefined;
}
