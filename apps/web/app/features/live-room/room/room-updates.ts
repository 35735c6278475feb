import type { RoomInformation } from '@placar/contract/live-entities';
import { roomMessageSchema, type RoomUpdate } from '@placar/contract/room-update';

/** A room message's update, or null when the message is not one (wrong shape). */
export function readRoomMessage(message: unknown): RoomUpdate | null {
  const parsed = roomMessageSchema.safeParse(message);
  return parsed.success ? parsed.data[0] : null;
}

/**
 * A room update laid over what a page shows. The page must refetch the room when the answer
 * says so: the update does not carry the bound match itself, nor playback URLs (absent while closed).
 */
export function applyRoomUpdate<R extends RoomInformation>(room: R, update: RoomUpdate): { room: R; refetch: boolean } {
  if (update.id !== room.id) return { room, refetch: false };
  const refetch =
    update.matchId !== (room.match?.id ?? null) ||
    (room.liveState === 'offline' &&
      update.liveState !== 'offline' &&
      room.playback.flv === null &&
      room.playback.hls === null);
  return {
    room: {
      ...room,
      liveState: update.liveState,
      viewers: update.viewers,
      title: update.title,
      notice: update.notice,
      cover: update.cover,
      startedAt: update.startedAt,
      sourceHeight: update.sourceHeight,
    },
    refetch,
  };
}
