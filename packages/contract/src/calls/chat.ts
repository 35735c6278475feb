import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  chatHistorySchema,
  chatMessageSchema,
  chatRoomStateSchema,
  clientAccountSchema,
  moderationEntrySchema,
  moderatorSchema,
  sanctionSchema,
} from '../chat-entities.ts';
import {
  accountAgeSchema,
  blockedTermListSchema,
  chatRoomKindSchema,
  followAgeSchema,
  HISTORY_LIMIT,
  messageTextSchema,
  sanctionReasonSchema,
  slowModeSchema,
  timeoutSecondsSchema,
} from '../chat-rules.ts';
import { positiveId } from '../ids.ts';

// Chat rooms (issue 12): requirement calls: /schedule/chat, /schedule/roomChat, /live/chat and
// /live/roomChat, and the moderation calls under /chat (every one checked per room by the server).

const matchId = positiveId('match');
const roomId = positiveId('room');
const userId = positiveId('user');
/** A message id: chat ids are 64-bit, so they go beyond other ids' int4 range. */
const messageId = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive whole number' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is not a known message' });
const limit = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(HISTORY_LIMIT.max, { error: `must be ${HISTORY_LIMIT.max} or less` })
  .default(HISTORY_LIMIT.byDefault);

/** History paging: the newest messages; `before` an id for older ones; `after` the last id seen, after a reconnect. */
const pageInput = {
  before: messageId.optional(),
  after: messageId.optional(),
  removedFrom: messageId
    .optional()
    .describe('With after: also answer the ids of removed messages from this id on (the oldest one shown)'),
  limit,
};
const onePage = <T extends z.ZodObject>(schema: T) =>
  schema.refine(
    (input) => !('before' in input && input.before !== undefined && 'after' in input && input.after !== undefined),
    {
      error: 'needs at most one of before and after',
      path: ['after'],
    },
  );
const roomRef = { kind: chatRoomKindSchema, roomId: positiveId('chat room') };
const sent = z.object({ message: chatMessageSchema });

export const scheduleChat = defineCall({
  method: 'POST',
  path: '/schedule/chat',
  role: 'user',
  tag: 'chat',
  summary:
    "Send a message to a match's chat room (open from 60 minutes before kickoff to 60 minutes after full time). Needs the clientIdentifyId header. Stored, then published on {product}/chat/match/{id}",
  body: z.object({ matchId, text: messageTextSchema }).strict(),
  data: sent,
});

export const scheduleRoomChat = defineCall({
  method: 'GET',
  path: '/schedule/roomChat',
  role: 'any',
  tag: 'chat',
  summary: "A match chat room's history (oldest first), its modes and what the caller may do there",
  query: onePage(z.object({ matchId, ...pageInput })),
  data: chatHistorySchema,
});

export const liveChat = defineCall({
  method: 'POST',
  path: '/live/chat',
  role: 'user',
  tag: 'chat',
  summary:
    "Send a message to a live room's chat. Needs the clientIdentifyId header. Stored, then published on {product}/chat/room/{id}",
  body: z.object({ roomId, text: messageTextSchema }).strict(),
  data: sent,
});

export const liveRoomChat = defineCall({
  method: 'POST',
  path: '/live/roomChat',
  role: 'any',
  tag: 'chat',
  summary: "A live room chat's history (oldest first), its modes and what the caller may do there",
  body: onePage(z.object({ roomId, ...pageInput })),
  data: chatHistorySchema,
});

// ---- moderation: the room's host and its moderators, or an admin ----------------------------

export const chatDelete = defineCall({
  method: 'POST',
  path: '/chat/delete',
  role: 'user',
  tag: 'chat moderation',
  summary: 'Remove a message for everyone (published at once as a removal)',
  body: z.object({ ...roomRef, messageId }).strict(),
  data: z.object({ removed: z.array(z.number().int()) }),
});

export const chatTimeout = defineCall({
  method: 'POST',
  path: '/chat/timeout',
  role: 'user',
  tag: 'chat moderation',
  summary:
    'Keep a user from sending for `seconds` (10 s, 1 min, 5 min, 10 min, 30 min, 24 h, or any up to 14 days): their account and the browsers that sent their last messages. Their recent messages are removed',
  body: z
    .object({ ...roomRef, userId, seconds: timeoutSecondsSchema, reason: sanctionReasonSchema.optional() })
    .strict(),
  data: z.object({ sanction: sanctionSchema, removed: z.array(z.number().int()) }),
});

export const chatBan = defineCall({
  method: 'POST',
  path: '/chat/ban',
  role: 'user',
  tag: 'chat moderation',
  summary:
    'Ban a user from the room until unbanned: their account and the browsers that sent their last messages. Their recent messages are removed',
  body: z.object({ ...roomRef, userId, reason: sanctionReasonSchema.optional() }).strict(),
  data: z.object({ sanction: sanctionSchema, removed: z.array(z.number().int()) }),
});

export const chatUnban = defineCall({
  method: 'POST',
  path: '/chat/unban',
  role: 'user',
  tag: 'chat moderation',
  summary: 'Lift a ban or a timeout (from the account and its browsers)',
  body: z.object({ ...roomRef, userId }).strict(),
  data: z.object({ lifted: z.boolean() }),
});

export const chatModes = defineCall({
  method: 'POST',
  path: '/chat/modes',
  role: 'user',
  tag: 'chat moderation',
  summary:
    'Room modes: slow mode (0 or 3-120 s), followers-only (minimum follow age in minutes; live rooms), established-users-only (minimum account age in minutes), emote/emoji-only (moderators), trusted accounts only while the room is busy (moderators; off by default); links (the host or an admin). Published as the room state',
  body: z
    .object({
      ...roomRef,
      slowSeconds: slowModeSchema.optional(),
      followersOnly: followAgeSchema.optional(),
      establishedOnly: accountAgeSchema.optional(),
      emoteOnly: z.boolean({ error: 'must be true or false' }).optional(),
      linksAllowed: z.boolean({ error: 'must be true or false' }).optional(),
      trustedWhenBusy: z.boolean({ error: 'must be true or false' }).optional(),
    })
    .strict()
    .refine((input) => Object.keys(input).length > 2, { error: 'must change at least one mode' }),
  data: z.object({ state: chatRoomStateSchema }),
});

export const chatSanctions = defineCall({
  method: 'GET',
  path: '/chat/sanctions',
  role: 'user',
  tag: 'chat moderation',
  summary: 'The bans and timeouts in force in a room, newest first',
  query: z.object(roomRef),
  data: z.object({ list: z.array(sanctionSchema) }),
});

export const chatModerationLog = defineCall({
  method: 'GET',
  path: '/chat/moderationLog',
  role: 'user',
  tag: 'chat moderation',
  summary: "A room's moderation log, newest first: who did what to whom, and when (its host, moderators and admins)",
  query: z.object({ ...roomRef, before: positiveId('log entry').optional(), limit }),
  data: z.object({ list: z.array(moderationEntrySchema), hasMore: z.boolean() }),
});

export const chatClientAccounts = defineCall({
  method: 'GET',
  path: '/chat/clientAccounts',
  role: 'user',
  tag: 'chat moderation',
  summary:
    'The other accounts that wrote from the browsers a user wrote from (in this room; in every room for admins): ban evasion',
  query: z.object({ ...roomRef, userId }),
  data: z.object({ browsers: z.number().int(), list: z.array(clientAccountSchema) }),
});

export const chatModerators = defineCall({
  method: 'GET',
  path: '/chat/moderators',
  role: 'user',
  tag: 'chat moderation',
  summary: "A live room's moderators (its host, moderators and admins)",
  query: z.object({ roomId }),
  data: z.object({ list: z.array(moderatorSchema) }),
});

export const chatModerator = defineCall({
  method: 'POST',
  path: '/chat/moderator',
  role: 'user',
  tag: 'chat moderation',
  summary:
    "Appoint one of the host's followers as a moderator of the room (appoint: true), or remove one (the host or an admin)",
  body: z.object({ roomId, userId, appoint: z.boolean({ error: 'must be true or false' }) }).strict(),
  data: z.object({ list: z.array(moderatorSchema) }),
});

const termsAnswer = z.object({ terms: z.array(z.string()).describe('Normalised: NFKC, case folded, * at either end') });
const termsChange = {
  add: blockedTermListSchema.optional(),
  remove: blockedTermListSchema.optional(),
};
const someChange = (input: { add?: unknown; remove?: unknown }) =>
  input.add !== undefined || input.remove !== undefined;

export const chatBlockedTerms = defineCall({
  method: 'GET',
  path: '/chat/blockedTerms',
  role: 'user',
  tag: 'chat moderation',
  summary: "A room's own blocked terms (its host, moderators and admins)",
  query: z.object(roomRef),
  data: termsAnswer,
});

export const chatSetBlockedTerms = defineCall({
  method: 'POST',
  path: '/chat/blockedTerms',
  role: 'user',
  tag: 'chat moderation',
  summary:
    "Add or remove a room's blocked terms (its host or an admin). Terms match whole words after NFKC and case folding; * at either end lets the word go on",
  body: z
    .object({ ...roomRef, ...termsChange })
    .strict()
    .refine(someChange, { error: 'must add or remove at least one term', path: ['add'] }),
  data: termsAnswer,
});

export const adminChatBlockedTerms = defineCall({
  method: 'GET',
  path: '/admin/chatBlockedTerms',
  role: 'admin',
  tag: 'chat moderation',
  summary: 'The blocked terms of every chat room',
  query: z.object({}),
  data: termsAnswer,
});

export const adminSetChatBlockedTerms = defineCall({
  method: 'POST',
  path: '/admin/chatBlockedTerms',
  role: 'admin',
  tag: 'chat moderation',
  summary: 'Add or remove blocked terms of every chat room',
  body: z
    .object({ ...termsChange })
    .strict()
    .refine(someChange, { error: 'must add or remove at least one term', path: ['add'] }),
  data: termsAnswer,
});
