import { Code } from '@placar/contract/codes';
import { MODERATORS_MAX } from '@placar/contract/chat-rules';
import { ApiError } from '../../http/api-error.ts';
import { followedSince } from '../follows/follows.service.ts';
import { chatProfileOf } from '../account/profile.service.ts';
import type { Chat } from './chat.ts';
import type { Actor } from './chat-rooms.service.ts';
import { requireRank, roomFacts } from './chat-rooms.service.ts';
import { addModerator, countModerators, listModerators, removeModerator } from './chat-settings.repository.ts';
import { chatTexts } from './chat-texts.ts';
import { logAction } from './moderation-log.service.ts';

async function listView(chat: Chat, roomId: number) {
  return {
    list: (await listModerators(chat.db, roomId)).map((row) => ({
      ...row,
      appointedAt: row.appointedAt.toISOString(),
    })),
  };
}

/** A live room's moderators: its host, moderators and admins may read them. */
export async function moderatorsOf(chat: Chat, roomId: number, actor: Actor) {
  await requireRank(chat, await roomFacts(chat, { kind: 'room', id: roomId }), actor, 1);
  return listView(chat, roomId);
}

/** The host (or an admin) appoints one of the host's followers, or removes a moderator. */
export async function setModerator(chat: Chat, roomId: number, actor: Actor, userId: number, appoint: boolean) {
  const now = chat.clock.now();
  const ref = { kind: 'room', id: roomId } as const;
  const facts = await roomFacts(chat, ref);
  await requireRank(chat, facts, actor, 2);
  if (!appoint) {
    if (await removeModerator(chat.db, roomId, userId))
      await logAction(chat, ref, actor.userId, 'moderator_remove', userId, {}, now);
    return listView(chat, roomId);
  }
  const target = await chatProfileOf(chat.db, userId);
  if (target === undefined) throw new ApiError(Code.notFound, chatTexts.userNotFound);
  if (
    facts.hostId === null ||
    target.id === facts.hostId ||
    (await followedSince(chat.db, target.id, facts.hostId)) === null
  ) {
    throw new ApiError(Code.invalidInput, chatTexts.notFollower);
  }
  if ((await countModerators(chat.db, roomId)) >= MODERATORS_MAX)
    throw new ApiError(Code.invalidInput, chatTexts.tooManyModerators);
  if (await addModerator(chat.db, roomId, target.id, actor.userId, new Date(now))) {
    // A moderator is never held in the room they moderate.
    await chat.limits.lift(ref, { userId: target.id });
    await logAction(chat, ref, actor.userId, 'moderator_add', target.id, {}, now);
  }
  return listView(chat, roomId);
}
