import { z } from 'zod';
import { CHAT_ROOM_KINDS } from './chat-rules.ts';
import type { ChatRoomKind } from './chat-rules.ts';

/**
 * Shapes of chat rooms (issue 12). A chat room is a match's (`match`, id = the match id) or a
 * live room's (`room`, id = the live room id); both run on one engine.
 */

/** MQTT topic of one chat room: `{product}/chat/match/{id}` or `{product}/chat/room/{id}`. Browsers only subscribe. */
export function chatTopic(product: string, kind: ChatRoomKind, roomId: number): string {
  return `${product}/chat/${kind}/${roomId}`;
}

export const chatKindSchema = z.enum(CHAT_ROOM_KINDS);

/** host: the live room's host; moderator: appointed by that host; admin: moderates every room. */
export const CHAT_BADGES = ['host', 'moderator', 'admin'] as const;
export const chatBadgeSchema = z.enum(CHAT_BADGES);
export type ChatBadge = z.infer<typeof chatBadgeSchema>;

export const chatAuthorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  color: z.string().describe('The chat colour the author chose (/user/changeChatColor)'),
  badge: chatBadgeSchema.nullable(),
});

export const chatMessageSchema = z.object({
  id: z.number().int().describe('Grows with every message of the whole chat: the history cursor'),
  kind: chatKindSchema,
  roomId: z.number().int(),
  text: z.string().describe('Plain text: show it as text, never as HTML'),
  at: z.string().describe('Server time (ISO) it was stored'),
  author: chatAuthorSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A room's modes and whether it is open. Match rooms are `upcoming` until 60 minutes before
 * kickoff, `open`, then `closed` 60 minutes after full time (history stays readable); live
 * rooms are always open. `slowSeconds` is the room's own slow mode (0: off); a goal in the
 * followed match adds GOAL_SLOW_MODE until `goalSlowUntil`.
 */
export const chatRoomStateSchema = z.object({
  kind: chatKindSchema,
  roomId: z.number().int(),
  topic: z.string(),
  phase: z.enum(['upcoming', 'open', 'closed']),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable().describe('Null while the end is not known yet (the match has not finished)'),
  slowSeconds: z.number().int(),
  goalSlowUntil: z.string().nullable(),
  followersOnly: z.number().int().nullable().describe('Minimum follow age in minutes; null: off (live rooms only)'),
  establishedOnly: z.number().int().nullable().describe('Minimum account age in minutes; null: off'),
  emoteOnly: z.boolean(),
  linksAllowed: z.boolean(),
  trustedWhenBusy: z
    .boolean()
    .describe('While the room is busy, only trusted accounts (a day old, or with 20 kept messages) post'),
  seq: z.number().int().describe('Grows with every state of the room: keep the highest'),
  at: z.string(),
});
export type ChatRoomState = z.infer<typeof chatRoomStateSchema>;

export const CHAT_ROLES = ['visitor', 'user', 'moderator', 'host', 'admin'] as const;

/** The caller in a room: what they may do, and what holds them. */
export const chatViewerSchema = z.object({
  role: z.enum(CHAT_ROLES),
  canModerate: z.boolean().describe('Delete, time out, ban, unban, change modes, read the log'),
  canManage: z.boolean().describe('Also links, blocked terms and moderators (the host and admins)'),
  sanction: z
    .object({ kind: z.enum(['ban', 'timeout']), until: z.string().nullable(), reason: z.string().nullable() })
    .nullable()
    .describe('A ban or timeout that holds the caller (by account or by this browser)'),
});
export type ChatViewer = z.infer<typeof chatViewerSchema>;

export const chatHistorySchema = z.object({
  list: z.array(chatMessageSchema).describe('Oldest first'),
  hasMore: z
    .boolean()
    .describe('More messages older than the first (newest or before pages), or newer than the last (after pages)'),
  removed: z
    .array(z.number().int())
    .describe('With after and removedFrom: messages from removedFrom on that moderators removed'),
  state: chatRoomStateSchema,
  viewer: chatViewerSchema,
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

const userRef = z.object({ id: z.number().int(), nickname: z.string() });

/** `held`: the server refused a message from another account on a banned or timed-out user's browser (no actor). */
export const MODERATION_ACTIONS = [
  'delete',
  'timeout',
  'ban',
  'unban',
  'modes',
  'moderator_add',
  'moderator_remove',
  'terms',
  'held',
  'flagged',
] as const;

export const moderationEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  actor: userRef.nullable().describe('Null for what the server did itself (held)'),
  target: userRef.nullable(),
  detail: z.object({
    messageId: z.number().int().optional(),
    text: z.string().optional().describe('The removed message'),
    seconds: z.number().int().optional(),
    reason: z.string().nullable().optional(),
    clientHeld: z.boolean().optional().describe('Whether the browser that sent the last messages is held too'),
    changes: z.record(z.string(), z.union([z.number(), z.boolean(), z.null()])).optional(),
    added: z.array(z.string()).optional(),
    removed: z.array(z.string()).optional(),
    heldFor: userRef
      .optional()
      .describe('held: the sanctioned user whose browser it was; flagged: the banned user this account was seen with'),
    addressHeld: z.boolean().optional().describe('ban: whether the address the user wrote from is held too'),
  }),
});

export const sanctionSchema = z.object({
  user: userRef.extend({ avatar: z.string().nullable() }),
  kind: z.enum(['ban', 'timeout']),
  until: z.string().nullable(),
  reason: z.string().nullable(),
  by: userRef,
  at: z.string(),
  browsers: z.number().int().describe('Browsers (client ids) held with the account'),
});

export const moderatorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  appointedAt: z.string(),
});

/** Accounts that wrote from the same browser as a user: how a moderator spots ban evasion. */
export const clientAccountSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  createdAt: z.string(),
  messages: z.number().int().describe('Messages it sent from the shared browsers (in this room; all rooms for admins)'),
  lastAt: z.string(),
  sanction: z.enum(['ban', 'timeout']).nullable(),
});

/**
 * What the server publishes on a chat topic: a JSON array of these events, oldest first (one, or
 * several when they were queued while the room's previous publish was going out). Messages carry
 * their id (drop one already shown); removals name the ids to take away for everyone; a state
 * replaces the room's modes when its seq is higher.
 */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('removed'), ids: z.array(z.number().int()), at: z.string() }),
  z.object({ type: z.literal('state'), state: chatRoomStateSchema }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** A chat topic's payload as the server sends it. */
export const chatEventMessageSchema = z.array(chatEventSchema).min(1);

/** The events of a chat topic's payload a reader knows, in order; others (a newer server's) are skipped. */
export function chatEventsOf(payload: unknown): ChatEvent[] {
  if (!Array.isArray(payload)) return [];
  const events: ChatEvent[] = [];
  for (const item of payload) {
    const parsed = chatEventSchema.safeParse(item);
    if (parsed.success) events.push(parsed.data);
  }
  return events;
}
