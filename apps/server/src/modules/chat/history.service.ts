import type { ChatHistory } from '@placar/contract/chat-entities';
import type { Chat } from './chat.ts';
import type { RoomRef } from './chat-room.ts';
import type { Actor } from './chat-rooms.service.ts';
import { messageView, roomFacts, stateOf, viewerOf } from './chat-rooms.service.ts';
import { messagesAfter, messagesBefore, removedIdsFrom } from './chat.repository.ts';

interface HistoryPage {
  before?: number | undefined;
  after?: number | undefined;
  removedFrom?: number | undefined;
  limit: number;
}

/**
 * A page of a room's history, oldest first: the newest messages, those before an id (scrolling
 * up), or those after the last id a client saw (a reconnect: with removedFrom, also the ids of
 * messages removed meanwhile). Open to anyone; closed rooms stay readable.
 */
export async function history(
  chat: Chat,
  ref: RoomRef,
  page: HistoryPage,
  actor: Actor | null,
  clientId: string | undefined,
): Promise<ChatHistory> {
  const facts = await roomFacts(chat, ref);
  const rows =
    page.after === undefined
      ? await messagesBefore(chat.db, ref, page.before, page.limit)
      : await messagesAfter(chat.db, ref, page.after, page.limit);
  const shown = rows.slice(0, page.limit);
  const list = (page.after === undefined ? shown.reverse() : shown).map(messageView);
  const removed = page.removedFrom === undefined ? [] : await removedIdsFrom(chat.db, ref, page.removedFrom);
  return {
    list,
    hasMore: rows.length > page.limit,
    removed,
    state: await stateOf(chat, facts),
    viewer: await viewerOf(chat, facts, actor, clientId ?? null),
  };
}
