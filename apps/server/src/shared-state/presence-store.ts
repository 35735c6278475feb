/**
 * Who is watching each live room: a viewer is a presence id refreshed by heartbeats, gone after
 * ttlMs of silence. In process for one server; several instances would share it in Redis behind
 * this same interface (DESIGN.md section 1).
 */
export interface PresenceStore {
  /** Adds a viewer or refreshes one (a heartbeat). */
  touch(roomId: number, presenceId: string, now: number): void;
  /** The viewer is in the room and not expired. */
  has(roomId: number, presenceId: string, now: number): boolean;
  /** Removes a viewer; false when it was not there. */
  leave(roomId: number, presenceId: string): boolean;
  /** Viewers of a room that have not expired. */
  count(roomId: number, now: number): number;
  /** Drops expired viewers; answers the rooms whose count changed. */
  expire(now: number): number[];
  /** Removes every viewer of a room (it closed). */
  clear(roomId: number): void;
}

export class InProcessPresenceStore implements PresenceStore {
  private readonly rooms = new Map<number, Map<string, number>>();
  private readonly ttlMs: number;
  private readonly maxPerRoom: number;

  constructor(options: { ttlMs: number; maxPerRoom?: number }) {
    this.ttlMs = options.ttlMs;
    this.maxPerRoom = options.maxPerRoom ?? 200_000;
  }

  touch(roomId: number, presenceId: string, now: number): void {
    let viewers = this.rooms.get(roomId);
    if (viewers === undefined) {
      viewers = new Map();
      this.rooms.set(roomId, viewers);
    }
    if (!viewers.has(presenceId) && viewers.size >= this.maxPerRoom) this.dropExpired(viewers, now);
    if (!viewers.has(presenceId) && viewers.size >= this.maxPerRoom) return;
    viewers.delete(presenceId);
    viewers.set(presenceId, now + this.ttlMs);
  }

  has(roomId: number, presenceId: string, now: number): boolean {
    const expiresAt = this.rooms.get(roomId)?.get(presenceId);
    return expiresAt !== undefined && expiresAt > now;
  }

  leave(roomId: number, presenceId: string): boolean {
    const viewers = this.rooms.get(roomId);
    const left = viewers?.delete(presenceId) ?? false;
    if (viewers?.size === 0) this.rooms.delete(roomId);
    return left;
  }

  count(roomId: number, now: number): number {
    let count = 0;
    for (const expiresAt of this.rooms.get(roomId)?.values() ?? []) if (expiresAt > now) count += 1;
    return count;
  }

  expire(now: number): number[] {
    const changed: number[] = [];
    for (const [roomId, viewers] of this.rooms) {
      if (this.dropExpired(viewers, now) > 0) changed.push(roomId);
      if (viewers.size === 0) this.rooms.delete(roomId);
    }
    return changed;
  }

  clear(roomId: number): void {
    this.rooms.delete(roomId);
  }

  private dropExpired(viewers: Map<string, number>, now: number): number {
    let dropped = 0;
    // Refreshed viewers move to the end, so the oldest expiries come first.
    for (const [presenceId, expiresAt] of viewers) {
      if (expiresAt > now) break;
      viewers.delete(presenceId);
      dropped += 1;
    }
    return dropped;
  }
}
