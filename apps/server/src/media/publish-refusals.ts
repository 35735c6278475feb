import type { PublishRefusal } from '@placar/contract/live-entities';

/** Refusals kept per room: the host needs the latest few, not a history. */
const PER_ROOM = 10;

/**
 * The latest refused publishes of each room, newest first, so the host's preview and console can
 * say why OBS failed (issue 40). In this process; only rooms that exist are recorded (an unknown
 * room is never a host's mistake), so it is bounded by the rooms and PER_ROOM.
 */
export class PublishRefusals {
  private readonly rooms = new Map<number, PublishRefusal[]>();

  record(roomId: number, reason: PublishRefusal['reason'], at: number, detail: string | null = null): void {
    const list = this.rooms.get(roomId) ?? [];
    list.unshift({ at: new Date(at).toISOString(), reason, detail });
    list.length = Math.min(list.length, PER_ROOM);
    this.rooms.set(roomId, list);
  }

  of(roomId: number): PublishRefusal[] {
    return [...(this.rooms.get(roomId) ?? [])];
  }
}
