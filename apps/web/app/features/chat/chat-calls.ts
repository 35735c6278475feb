import type { CallData } from '@placar/contract/call';
import * as chat from '@placar/contract/calls/chat';
import type { ChatHistory, ChatMessage } from '@placar/contract/chat-entities';
import type { ChatRoomKind } from '@placar/contract/chat-rules';
import { Header } from '@placar/contract/header-names';
import { callApi } from '../../lib/api/contract-call.ts';
import { requestKey } from '../../lib/api/request-key.ts';

/** A chat room: a match's (id = match id) or a live room's (id = room id). */
export interface ChatRoomRef {
  kind: ChatRoomKind;
  id: number;
}

interface HistoryPage {
  before?: number;
  after?: number;
  removedFrom?: number;
  limit?: number;
}

let reads = 0;

/**
 * A page of a room's history: GET /schedule/roomChat or POST /live/roomChat. The POST is a read:
 * its request key is fresh each time, else the same catch-up asked twice within the server's
 * double-submit window would be answered with the first, stale, page.
 */
export async function loadHistory(room: ChatRoomRef, page: HistoryPage = {}): Promise<ChatHistory> {
  if (room.kind === 'match') return callApi(chat.scheduleRoomChat, { matchId: room.id, ...page });
  reads += 1;
  const body = { roomId: room.id, ...page };
  const key = await requestKey(chat.liveRoomChat.path, { ...body, read: `${Date.now()}:${reads}:${Math.random()}` });
  return callApi(chat.liveRoomChat, body, { headers: { [Header.requestKey]: key } });
}

/** Sends a message: POST /schedule/chat or /live/chat (the API client adds the clientIdentifyId header). */
export async function sendMessage(room: ChatRoomRef, text: string): Promise<ChatMessage> {
  const answer =
    room.kind === 'match'
      ? await callApi(chat.scheduleChat, { matchId: room.id, text })
      : await callApi(chat.liveChat, { roomId: room.id, text });
  return answer.message;
}

const ref = (room: ChatRoomRef) => ({ kind: room.kind, roomId: room.id });

/** Moderation calls, each checked by the server for the caller's role in the room. */
export const moderation = {
  remove: (room: ChatRoomRef, messageId: number) => callApi(chat.chatDelete, { ...ref(room), messageId }),
  timeout: (room: ChatRoomRef, userId: number, seconds: number) =>
    callApi(chat.chatTimeout, { ...ref(room), userId, seconds }),
  ban: (room: ChatRoomRef, userId: number) => callApi(chat.chatBan, { ...ref(room), userId }),
  unban: (room: ChatRoomRef, userId: number) => callApi(chat.chatUnban, { ...ref(room), userId }),
  modes: (room: ChatRoomRef, changes: Omit<Parameters<typeof callApi<typeof chat.chatModes>>[1], 'kind' | 'roomId'>) =>
    callApi(chat.chatModes, { ...ref(room), ...changes }),
  sanctions: (room: ChatRoomRef) => callApi(chat.chatSanctions, ref(room)),
  log: (room: ChatRoomRef, before?: number) =>
    callApi(chat.chatModerationLog, { ...ref(room), ...(before === undefined ? {} : { before }) }),
  accounts: (room: ChatRoomRef, userId: number) => callApi(chat.chatClientAccounts, { ...ref(room), userId }),
  moderators: (room: ChatRoomRef) => callApi(chat.chatModerators, { roomId: room.id }),
  setModerator: (room: ChatRoomRef, userId: number, appoint: boolean) =>
    callApi(chat.chatModerator, { roomId: room.id, userId, appoint }),
  terms: (room: ChatRoomRef) => callApi(chat.chatBlockedTerms, ref(room)),
  changeTerms: (room: ChatRoomRef, change: { add?: string[]; remove?: string[] }) =>
    callApi(chat.chatSetBlockedTerms, { ...ref(room), ...change }),
};

export type ModerationLog = CallData<typeof chat.chatModerationLog>;
export type Sanctions = CallData<typeof chat.chatSanctions>;
export type ClientAccounts = CallData<typeof chat.chatClientAccounts>;
export type Moderators = CallData<typeof chat.chatModerators>;
