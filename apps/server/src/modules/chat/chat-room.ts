import type { ChatRoomKind } from '@placar/contract/chat-rules';

/** A chat room: a match's (id = match id) or a live room's (id = live room id). */
export interface RoomRef {
  kind: ChatRoomKind;
  id: number;
}

export const roomKey = (room: RoomRef): string => `${room.kind}:${room.id}`;

/**
 * Who someone is in a room, by rank: an admin moderates every room, a live room's host its own,
 * a moderator the room that appointed them. A moderation action needs a rank above its target's.
 */
export type ChatRank = 0 | 1 | 2 | 3;
export const Rank = { user: 0, moderator: 1, host: 2, admin: 3 } as const;
