import { MODERATION_ACTIONS } from '@placar/contract/chat-entities';
import type { z } from 'zod';
import type { moderationEntrySchema } from '@placar/contract/chat-entities';
import type { Chat } from './chat.ts';
import type { Hold } from './chat-limits.ts';
import type { Actor } from './chat-rooms.service.ts';
import { requireRank, roomFacts } from './chat-rooms.service.ts';
import type { RoomRef } from './chat-room.ts';
import { roomKey } from './chat-room.ts';
import { chatProfileOf } from '../account/profile.service.ts';
import { insertLogEntry, logEntries } from './sanctions.repository.ts';

type Entry = z.infer<typeof moderationEntrySchema>;
type Action = (typeof MODERATION_ACTIONS)[number];

/** Writes one line of a room's moderation log. */
export async function logAction(
  chat: Chat,
  room: RoomRef,
  actorId: number | null,
  action: Action,
  targetId: number | null,
  detail: Entry['detail'],
  at: number,
): Promise<void> {
  await insertLogEntry(chat.db, { room, actorId, targetId, action, detail, at: new Date(at) });
}

/** A message refused because its browser is held for another account: logged once per account and sanction. */
export async function logHeldBrowser(
  chat: Chat,
  room: RoomRef,
  userId: number,
  clientId: string,
  hold: Hold,
  now: number,
): Promise<void> {
  const key = `held:${roomKey(room)}:${userId}:${hold.sanctionId}`;
  if (await chat.limits.once(key, now)) return;
  const sanctioned = await chatProfileOf(chat.db, hold.userId);
  await logAction(
    chat,
    room,
    null,
    'held',
    userId,
    {
      clientHeld: true,
      ...(sanctioned === undefined ? {} : { heldFor: { id: sanctioned.id, nickname: sanctioned.nickname } }),
      reason: `${hold.kind} on browser ${clientId.slice(0, 8)}…`,
    },
    now,
  );
}

const isAction = (value: string): value is Action => (MODERATION_ACTIONS as readonly string[]).includes(value);

/** The room's log, newest first: its host, moderators and admins. */
export async function moderationLog(chat: Chat, ref: RoomRef, actor: Actor, before: number | undefined, limit: number) {
  await requireRank(chat, await roomFacts(chat, ref), actor, 1);
  const rows = await logEntries(chat.db, ref, before, limit);
  const list: Entry[] = rows.slice(0, limit).flatMap(({ entry, actor: by, target }) =>
    isAction(entry.action)
      ? [
          {
            id: entry.id,
            at: entry.at.toISOString(),
            action: entry.action,
            actor: by?.id === undefined || by.id === null ? null : { id: by.id, nickname: by.nickname ?? '' },
            target:
              target?.id === undefined || target.id === null
                ? null
                : { id: target.id, nickname: target.nickname ?? '' },
            detail: entry.detail as Entry['detail'],
          },
        ]
      : [],
  );
  return { list, hasMore: rows.length > limit };
}
