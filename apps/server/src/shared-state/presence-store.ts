import type { SharedStore } from './shared-state.ts';

/**
 * Who is watching each live room: a viewer is a presence id refreshed by heartbeats, gone after
 * ttlMs of silence. It lives in the shared store's expiring sets (one per room), so every
 * instance counts the same viewers and a viewer's heartbeats may land on any of them
 * (in this process by default; Redis with REDIS_URL; this instance alone while Redis is away).
 */
export interface PresenceCaps {
  /** Viewers one address (an IPv6 /64) may count in one room (PRESENCE_PER_ADDRESS_ROOM). */
  perAddressRoom: number;
  /** Viewers one address may count in all rooms together (PRESENCE_PER_ADDRESS). */
  perAddress: number;
}

export class PresenceStore {
  private readonly store: SharedStore;
  private readonly ttlMs: number;
  private readonly maxPerRoom: number;
  private readonly caps: PresenceCaps;

  constructor(options: { store: SharedStore; ttlMs: number; maxPerRoom?: number; caps?: PresenceCaps }) {
    this.store = options.store;
    this.ttlMs = options.ttlMs;
    this.maxPerRoom = options.maxPerRoom ?? 200_000;
    this.caps = options.caps ?? { perAddressRoom: Infinity, perAddress: Infinity };
  }

  /**
   * Takes a place for a new viewer from `address` (its limit key) in the room and in all rooms:
   * false when the address already counts as many viewers as its caps allow (issue 36), so one
   * address cannot fill a room with viewers kept alive by heartbeats. The places expire with
   * the viewer and are kept alive by its heartbeats.
   */
  async admit(roomId: number, presenceId: string, address: string, now: number): Promise<boolean> {
    const until = now + this.ttlMs;
    const inRoom = await this.store.memberTouch(addressRoomKey(address, roomId), presenceId, until, now, {
      onlyIfLive: false,
      max: this.caps.perAddressRoom,
    });
    if (!inRoom.done) return false;
    const overall = await this.store.memberTouch(addressKeyOf(address), `${roomId}:${presenceId}`, until, now, {
      onlyIfLive: false,
      max: this.caps.perAddress,
    });
    if (overall.done) return true;
    await this.store.memberRemove(addressRoomKey(address, roomId), presenceId, now);
    return false;
  }

  /** A heartbeat keeps the viewer's places under the address it comes from (bounded as new ones are; a refusal there ends nothing). */
  async keepPlaces(roomId: number, presenceId: string, address: string, now: number): Promise<void> {
    await this.admit(roomId, presenceId, address, now);
  }

  /** Frees the viewer's places under the address it leaves from. */
  async freePlaces(roomId: number, presenceId: string, address: string, now: number): Promise<void> {
    await this.store.memberRemove(addressRoomKey(address, roomId), presenceId, now);
    await this.store.memberRemove(addressKeyOf(address), `${roomId}:${presenceId}`, now);
  }

  /** A heartbeat: refreshes a viewer in the room; undefined when it is not (unknown or expired), else the room's count. */
  async refresh(roomId: number, presenceId: string, now: number): Promise<number | undefined> {
    const { done, count } = await this.store.memberTouch(keyOf(roomId), presenceId, now + this.ttlMs, now, {
      onlyIfLive: true,
      max: this.maxPerRoom,
    });
    return done ? count : undefined;
  }

  /** Adds a new viewer (not counted while the room is full); answers the room's count. */
  async add(roomId: number, presenceId: string, now: number): Promise<number> {
    return (
      await this.store.memberTouch(keyOf(roomId), presenceId, now + this.ttlMs, now, {
        onlyIfLive: false,
        max: this.maxPerRoom,
      })
    ).count;
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

  /** Starts the room's watch time (a live opened): viewer-milliseconds from now, exact across instances (decision 0154). */
  async startWatchTime(roomId: number, now: number): Promise<void> {
    await this.store.memberAreaStart(keyOf(roomId), now);
  }

  /** The room's viewer-milliseconds since startWatchTime until `now` (0 when none was started, or it was cleared). */
  async watchTime(roomId: number, now: number): Promise<number> {
    return this.store.memberArea(keyOf(roomId), now);
  }

  /** Removes every viewer of a room (it closed), and its watch time. */
  async clear(roomId: number): Promise<void> {
    await this.store.memberClear(keyOf(roomId));
  }
}

const PREFIX = 'presence:room:';
const addressKeyOf = (address: string) => `presence:address:${address}`;
const addressRoomKey = (address: string, roomId: number) => `presence:address-room:${roomId}:${address}`;
const keyOf = (roomId: number) => `${PREFIX}${roomId}`;
function roomOf(key: string): number | undefined {
  if (!key.startsWith(PREFIX)) return undefined;
  const roomId = Number(key.slice(PREFIX.length));
  return Number.isSafeInteger(roomId) ? roomId : undefined;
}
