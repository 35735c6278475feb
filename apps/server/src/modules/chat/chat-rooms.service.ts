import { Code } from '@placar/contract/codes';
import { chatTopic } from '@placar/contract/chat-entities';
import type { ChatBadge, ChatMessage, ChatRoomState, ChatViewer } from '@placar/contract/chat-entities';
import { GOAL_SLOW_MODE } from '@placar/contract/chat-rules';
import { ApiError } from '../../http/api-error.ts';
import { matchForChat } from '../schedule/match-lookup.service.ts';
import type { Chat } from './chat.ts';
import type { ChatRank, RoomRef } from './chat-room.ts';
import { Rank } from './chat-room.ts';
import { findRoomSettings, isModerator } from './chat-settings.repository.ts';
import type { RoomSettingsRow } from './chat-settings.repository.ts';
import { chatTexts } from './chat-texts.ts';
import { matchChatWindow } from './chat-window.ts';
import type { ChatWindow } from './chat-window.ts';
import type { MessageRow } from './chat.repository.ts';

/** A room as the rules see it: who hosts it, which match it follows, whether it is open, its modes. */
export interface RoomFacts {
  ref: RoomRef;
  hostId: number | null;
  /** The host's powers and badge hold only while their host account is not suspended. */
  hostActive: boolean;
  matchId: number | null;
  window: ChatWindow;
  settings: RoomSettingsRow | undefined;
}

/** Someone acting in a room: the account and its site role. */
export interface Actor {
  userId: number;
  role: string;
}

const ALWAYS_OPEN: ChatWindow = { phase: 'open', opensAt: 0, closesAt: null };

/** The room's facts; 4040001 when the match or live room does not exist. */
export async function roomFacts(chat: Chat, ref: RoomRef): Promise<RoomFacts> {
  if (ref.kind === 'match') {
    const [match, settings] = await Promise.all([matchForChat(chat.db, ref.id), findRoomSettings(chat.db, ref)]);
    if (match === null) throw new ApiError(Code.notFound, chatTexts.matchNotFound(ref.id));
    return {
      ref,
      hostId: null,
      hostActive: false,
      matchId: match.id,
      window: matchChatWindow(match, settings?.matchFinishedAt ?? null, chat.clock.now()),
      settings,
    };
  }
  const [room, settings] = await Promise.all([chat.liveRoom(ref.id), findRoomSettings(chat.db, ref)]);
  if (room === null) throw new ApiError(Code.notFound, chatTexts.roomNotFound(ref.id));
  return {
    ref,
    hostId: room.hostId,
    hostActive: room.hostActive,
    matchId: room.matchId,
    window: ALWAYS_OPEN,
    settings,
  };
}

/** Whether the actor is the room's host with a host account in force (a suspended host is a plain user in their room's chat). */
const isActiveHost = (facts: RoomFacts, actor: Actor) => facts.hostActive && facts.hostId === actor.userId;

/** Admins rank highest everywhere, then the live room's host, then its moderators (`moderator`: that answer when already asked). */
export async function rankOf(
  chat: Chat,
  facts: RoomFacts,
  actor: Actor,
  moderator?: Promise<boolean>,
): Promise<ChatRank> {
  if (actor.role === 'admin') return Rank.admin;
  if (isActiveHost(facts, actor)) return Rank.host;
  if (facts.ref.kind === 'room' && (await (moderator ?? isModerator(chat.db, facts.ref.id, actor.userId))))
    return Rank.moderator;
  return Rank.user;
}

/** The badge a message carries: a host in its own room shows as host, even when also an admin. */
export function badgeOf(facts: RoomFacts, actor: Actor, rank: ChatRank): ChatBadge | null {
  if (isActiveHost(facts, actor)) return 'host';
  if (rank === Rank.admin) return 'admin';
  if (rank === Rank.moderator) return 'moderator';
  return null;
}

/** The actor's rank, or 4030001 when it is below `needed` (moderate: 1; manage: 2). */
export async function requireRank(chat: Chat, facts: RoomFacts, actor: Actor, needed: 1 | 2): Promise<ChatRank> {
  const rank = await rankOf(chat, facts, actor);
  if (rank < needed)
    throw new ApiError(Code.forbidden, needed === Rank.moderator ? chatTexts.notModerator : chatTexts.notManager);
  return rank;
}

/** Slow mode in force: the room's own, or goal slow mode while it lasts, whichever is longer. */
export async function slowSecondsNow(chat: Chat, facts: RoomFacts, now: number): Promise<number> {
  const own = facts.settings?.slowSeconds ?? 0;
  return (await chat.limits.goalSlowUntil(facts.ref, now)) === null ? own : Math.max(own, GOAL_SLOW_MODE.seconds);
}

export async function stateOf(chat: Chat, facts: RoomFacts): Promise<ChatRoomState> {
  const now = chat.clock.now();
  const { settings, window } = facts;
  const goalUntil = await chat.limits.goalSlowUntil(facts.ref, now);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    kind: facts.ref.kind,
    roomId: facts.ref.id,
    topic: chatTopic(chat.product, facts.ref.kind, facts.ref.id),
    phase: window.phase,
    opensAt: facts.ref.kind === 'match' ? iso(window.opensAt) : null,
    closesAt: iso(window.closesAt),
    slowSeconds: settings?.slowSeconds ?? 0,
    goalSlowUntil: iso(goalUntil),
    followersOnly: settings?.followersOnly ?? null,
    establishedOnly: settings?.establishedOnly ?? null,
    emoteOnly: settings?.emoteOnly ?? false,
    linksAllowed: settings?.linksAllowed ?? false,
    trustedWhenBusy: settings?.trustedWhenBusy ?? false,
    seq: chat.nextSeq(),
    at: new Date(now).toISOString(),
  };
}

/** What the caller may do in the room and what holds them (a visitor: their browser's hold). */
export async function viewerOf(
  chat: Chat,
  facts: RoomFacts,
  actor: Actor | null,
  clientId: string | null,
): Promise<ChatViewer> {
  const now = chat.clock.now();
  const hold = await chat.limits.holdOf(facts.ref, actor?.userId ?? null, clientId, now);
  const sanction =
    hold === null
      ? null
      : {
          kind: hold.kind,
          until: Number.isFinite(hold.until) ? new Date(hold.until).toISOString() : null,
          reason: hold.reason,
        };
  if (actor === null) return { role: 'visitor', canModerate: false, canManage: false, sanction };
  const rank = await rankOf(chat, facts, actor);
  const role = isActiveHost(facts, actor)
    ? 'host'
    : rank === Rank.admin
      ? 'admin'
      : rank === Rank.moderator
        ? 'moderator'
        : 'user';
  return {
    role,
    canModerate: rank >= Rank.moderator,
    canManage: rank >= Rank.host,
    sanction: rank >= Rank.moderator ? null : sanction,
  };
}

export function messageView(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    kind: row.roomKind === 'match' ? 'match' : 'room',
    roomId: row.roomId,
    text: row.text,
    at: row.createdAt.toISOString(),
    author: {
      id: row.userId,
      nickname: row.nickname,
      avatar: row.avatar,
      color: row.color,
      badge: row.badge === 'host' || row.badge === 'moderator' || row.badge === 'admin' ? row.badge : null,
    },
  };
}

/** Emits the room's state: realtime/ publishes it on the room's chat topic. */
export async function publishState(chat: Chat, ref: RoomRef): Promise<ChatRoomState> {
  const state = await stateOf(chat, await roomFacts(chat, ref));
  await chat.events.emit('chatEvent', { room: ref, event: { type: 'state', state } });
  return state;
}
