import { z } from 'zod';

/**
 * Rules of chat rooms (issue 12), shared by the server's checks and the chat panel. Messages
 * are written in English here; CHAT_RULE_MESSAGES_BR gives their Portuguese.
 */

/** A message: at most this many grapheme clusters once cleaned (YouTube's figure; Twitch allows 500). */
export const MESSAGE_MAX_GRAPHEMES = 200;
/** What a request may carry before cleaning, in UTF-16 code units: bounds the work on hostile input. */
export const MESSAGE_MAX_RAW = 2000;
/** Messages one user may send to one room per window (Twitch's figure). */
export const MESSAGE_RATE = { limit: 20, windowSeconds: 30 } as const;
/**
 * Spam spread over accounts (issue 36, decision 0108). The same per browser id as per account;
 * per client address (an IPv6 /64) more, since a household or a bar shares one.
 */
export const MESSAGE_RATE_PER_BROWSER = MESSAGE_RATE;
export const MESSAGE_RATE_PER_ADDRESS = { limit: 60, windowSeconds: 30 } as const;
/** A room is busy at this many messages a minute: then, where moderators turned trustedWhenBusy on, only trusted accounts post there. */
export const BUSY_ROOM_MESSAGES_PER_MINUTE = 30;
/** An account is trusted once this old, or once this many of its messages, sent at least TRUST.settledMinutes ago, were kept (not removed). */
export const TRUST = { accountAgeHours: 24, keptMessages: 20, settledMinutes: 10 } as const;
/** The same text again: from one sender (account, browser or address) within ownSeconds; from anyone in the room more than roomCopies times within roomSeconds (texts of minGraphemes or more). */
export const DUPLICATE = { ownSeconds: 30, roomSeconds: 60, roomCopies: 2, minGraphemes: 8 } as const;
/** A ban also holds the address the user last wrote from (an IPv6 /64) this long: a new account from there cannot write at once. */
export const BAN_HOLDS_ADDRESS_HOURS = 24;
/** Combining marks kept on one grapheme (joiners between runs of marks do not start a new one). */
export const MARKS_PER_GRAPHEME = 4;
/** Slow mode: seconds between two messages of one user, when on. */
export const SLOW_MODE_SECONDS = { min: 3, max: 120 } as const;
/** After a goal in the match a room follows, slow mode of `seconds` is on for `forSeconds`. */
export const GOAL_SLOW_MODE = { seconds: 30, forSeconds: 30 } as const;
/** Followers-only: the minimum follow age, in minutes (0: any follower), up to 90 days. */
export const FOLLOW_AGE_MINUTES_MAX = 90 * 24 * 60;
/** Established-users-only: accounts newer than this many minutes wait (1 minute to 90 days). */
export const ACCOUNT_AGE_MINUTES = { min: 1, max: 90 * 24 * 60 } as const;
/** Timeouts moderators pick from (seconds): 10 s, 1 min, 5 min, 10 min, 30 min, 24 h; or any duration up to 14 days. */
export const TIMEOUT_PRESETS = [10, 60, 300, 600, 1800, 86_400] as const;
export const TIMEOUT_MAX_SECONDS = 14 * 24 * 60 * 60;
/** A match room opens this long before kickoff and closes this long after full time. */
export const MATCH_CHAT_OPENS_BEFORE_MINUTES = 60;
export const MATCH_CHAT_CLOSES_AFTER_MINUTES = 60;
/** Blocked terms: length of one term (without its wildcards), and how many a list holds. */
export const BLOCKED_TERM_LENGTH = { min: 1, max: 50 } as const;
export const BLOCKED_TERMS_MAX = { room: 500, global: 2000 } as const;
export const MODERATORS_MAX = 100;
/** History pages. */
export const HISTORY_LIMIT = { max: 100, byDefault: 50 } as const;
/** A reason a moderator may give with a timeout or ban. */
export const SANCTION_REASON_MAX = 200;

export const CHAT_ROOM_KINDS = ['match', 'room'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

const TEXT_MESSAGE = `must be at most ${MESSAGE_MAX_GRAPHEMES} characters`;
const KIND_MESSAGE = 'must be match or room';
const SLOW_MESSAGE = `must be 0 (off) or ${SLOW_MODE_SECONDS.min} to ${SLOW_MODE_SECONDS.max} seconds`;
const FOLLOW_AGE_MESSAGE = `must be null (off) or 0 to ${FOLLOW_AGE_MINUTES_MAX} minutes`;
const ACCOUNT_AGE_MESSAGE = `must be null (off) or ${ACCOUNT_AGE_MINUTES.min} to ${ACCOUNT_AGE_MINUTES.max} minutes`;
const TIMEOUT_MESSAGE = `must be 1 to ${TIMEOUT_MAX_SECONDS} seconds (14 days)`;
const TERM_MESSAGE = `must be ${BLOCKED_TERM_LENGTH.min} to ${BLOCKED_TERM_LENGTH.max} characters, with * only at either end`;
const TERMS_MESSAGE = 'must list 1 to 100 terms';
const REASON_MESSAGE = `must be at most ${SANCTION_REASON_MAX} characters`;
const CLIENT_ID_MESSAGE = 'must be the clientIdentifyId header the web app sends (8 to 64 letters, digits, - or _)';

/** The raw text of a message: bounded here; cleaned, measured and judged by the server (chat-text.ts). */
export const messageTextSchema = z.string({ error: TEXT_MESSAGE }).max(MESSAGE_MAX_RAW, { error: TEXT_MESSAGE });
export const chatRoomKindSchema = z.enum(CHAT_ROOM_KINDS, { error: KIND_MESSAGE });
export const slowModeSchema = z
  .number({ error: SLOW_MESSAGE })
  .int({ error: SLOW_MESSAGE })
  .refine((value) => value === 0 || (value >= SLOW_MODE_SECONDS.min && value <= SLOW_MODE_SECONDS.max), {
    error: SLOW_MESSAGE,
  });
export const followAgeSchema = z
  .number({ error: FOLLOW_AGE_MESSAGE })
  .int({ error: FOLLOW_AGE_MESSAGE })
  .min(0, { error: FOLLOW_AGE_MESSAGE })
  .max(FOLLOW_AGE_MINUTES_MAX, { error: FOLLOW_AGE_MESSAGE })
  .nullable();
export const accountAgeSchema = z
  .number({ error: ACCOUNT_AGE_MESSAGE })
  .int({ error: ACCOUNT_AGE_MESSAGE })
  .min(ACCOUNT_AGE_MINUTES.min, { error: ACCOUNT_AGE_MESSAGE })
  .max(ACCOUNT_AGE_MINUTES.max, { error: ACCOUNT_AGE_MESSAGE })
  .nullable();
export const timeoutSecondsSchema = z
  .number({ error: TIMEOUT_MESSAGE })
  .int({ error: TIMEOUT_MESSAGE })
  .min(1, { error: TIMEOUT_MESSAGE })
  .max(TIMEOUT_MAX_SECONDS, { error: TIMEOUT_MESSAGE });
export const sanctionReasonSchema = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .max(SANCTION_REASON_MAX, { error: REASON_MESSAGE })
  .regex(/^[^\p{Cc}]*$/u, { error: 'must not contain control characters' });
/** A blocked term as typed: words, with `*` at the start, the end, or both (checked again once normalised). */
export const blockedTermSchema = z
  .string({ error: TERM_MESSAGE })
  .trim()
  .min(BLOCKED_TERM_LENGTH.min, { error: TERM_MESSAGE })
  .max(BLOCKED_TERM_LENGTH.max + 2, { error: TERM_MESSAGE })
  .regex(/^\*?[^*\p{Cc}]+\*?$/u, { error: TERM_MESSAGE });
export const blockedTermListSchema = z
  .array(blockedTermSchema, { error: TERMS_MESSAGE })
  .min(1, { error: TERMS_MESSAGE })
  .max(100, { error: TERMS_MESSAGE });
/** The `clientIdentifyId` header (the myCookie identifier): needed to send, so bans can follow a browser. */
export const clientIdentifyIdSchema = z
  .string({ error: CLIENT_ID_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: CLIENT_ID_MESSAGE });

export const CHAT_RULE_MESSAGES_BR: Record<string, string> = {
  [TEXT_MESSAGE]: `deve ter no máximo ${MESSAGE_MAX_GRAPHEMES} caracteres`,
  [KIND_MESSAGE]: 'deve ser match ou room',
  [SLOW_MESSAGE]: `deve ser 0 (desligado) ou de ${SLOW_MODE_SECONDS.min} a ${SLOW_MODE_SECONDS.max} segundos`,
  [FOLLOW_AGE_MESSAGE]: `deve ser null (desligado) ou de 0 a ${FOLLOW_AGE_MINUTES_MAX} minutos`,
  [ACCOUNT_AGE_MESSAGE]: `deve ser null (desligado) ou de ${ACCOUNT_AGE_MINUTES.min} a ${ACCOUNT_AGE_MINUTES.max} minutos`,
  [TIMEOUT_MESSAGE]: `deve ser de 1 a ${TIMEOUT_MAX_SECONDS} segundos (14 dias)`,
  [TERM_MESSAGE]: `deve ter de ${BLOCKED_TERM_LENGTH.min} a ${BLOCKED_TERM_LENGTH.max} caracteres, com * só nas pontas`,
  [TERMS_MESSAGE]: 'deve listar de 1 a 100 termos',
  // REASON_MESSAGE reads like TEXT_MESSAGE while both limits are 200: one entry serves both.
  ...(REASON_MESSAGE === TEXT_MESSAGE
    ? {}
    : { [REASON_MESSAGE]: `deve ter no máximo ${SANCTION_REASON_MAX} caracteres` }),
  [CLIENT_ID_MESSAGE]: 'deve ser o cabeçalho clientIdentifyId que o site envia (8 a 64 letras, dígitos, - ou _)',
  'must change at least one mode': 'deve alterar ao menos um modo',
  'must add or remove at least one term': 'deve adicionar ou remover ao menos um termo',
  'is not a known message': 'não é uma mensagem conhecida',
  'needs at most one of before and after': 'aceita só um de before e after',
};
