import { Code } from '@placar/contract/codes';
import { BLOCKED_TERMS_MAX } from '@placar/contract/chat-rules';
import { normalizeTerm } from '@placar/contract/chat-text';
import { ApiError } from '../../http/api-error.ts';
import type { Chat } from './chat.ts';
import type { RoomRef } from './chat-room.ts';
import type { Actor } from './chat-rooms.service.ts';
import { requireRank, roomFacts } from './chat-rooms.service.ts';
import { changeTerms, countTerms, termsOf } from './chat-settings.repository.ts';
import type { TermScope } from './chat-settings.repository.ts';
import { chatTexts } from './chat-texts.ts';
import { logAction } from './moderation-log.service.ts';

function normalized(terms: readonly string[] | undefined): string[] {
  return [
    ...new Set(
      (terms ?? []).map((term) => {
        const normal = normalizeTerm(term);
        if (normal === null) throw new ApiError(Code.invalidInput, chatTexts.badTerm(term));
        return normal;
      }),
    ),
  ];
}

async function change(
  chat: Chat,
  list: TermScope,
  input: { add?: string[] | undefined; remove?: string[] | undefined },
  actorId: number,
  max: number,
) {
  const now = chat.clock.now();
  const add = normalized(input.add);
  const remove = normalized(input.remove);
  if ((await countTerms(chat.db, list)) - remove.length + add.length > max)
    throw new ApiError(Code.invalidInput, chatTexts.tooManyTerms);
  const changed = await changeTerms(chat.db, list, add, remove, actorId, new Date(now));
  return { changed, terms: await termsOf(chat.db, list) };
}

/** A room's own terms: its host, moderators and admins read them. */
export async function roomTerms(chat: Chat, ref: RoomRef, actor: Actor) {
  await requireRank(chat, await roomFacts(chat, ref), actor, 1);
  return { terms: await termsOf(chat.db, { scope: ref.kind, roomId: ref.id }) };
}

/** The host (or an admin) changes a room's terms; the change is logged without the terms' text being hidden from moderators. */
export async function changeRoomTerms(
  chat: Chat,
  ref: RoomRef,
  actor: Actor,
  input: { add?: string[] | undefined; remove?: string[] | undefined },
) {
  await requireRank(chat, await roomFacts(chat, ref), actor, 2);
  const { changed, terms } = await change(
    chat,
    { scope: ref.kind, roomId: ref.id },
    input,
    actor.userId,
    BLOCKED_TERMS_MAX.room,
  );
  if (changed.added.length + changed.removed.length > 0)
    await logAction(chat, ref, actor.userId, 'terms', null, changed, chat.clock.now());
  return { terms };
}

export async function globalTerms(chat: Chat) {
  return { terms: await termsOf(chat.db, { scope: 'global' }) };
}

/** Admins' list, for every room (the call's role rule lets only admins here). */
export async function changeGlobalTerms(
  chat: Chat,
  actorId: number,
  input: { add?: string[] | undefined; remove?: string[] | undefined },
) {
  return { terms: (await change(chat, { scope: 'global' }, input, actorId, BLOCKED_TERMS_MAX.global)).terms };
}
