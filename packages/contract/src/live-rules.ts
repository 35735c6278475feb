import { z } from 'zod';
import { isDisplayableText } from './display-name.ts';
import { servedSports } from './sports/served-sports.ts';

/**
 * Input rules of live rooms and host applications, shared by the server's checks and the host
 * forms. Messages are written in English here; LIVE_RULE_MESSAGES_BR gives their Portuguese.
 */
export const TITLE_LENGTH = { min: 2, max: 60 } as const;
export const NOTICE_MAX = 500;
export const STREAM_NAME_LENGTH = { min: 2, max: 30 } as const;
export const INTRO_LENGTH = { min: 10, max: 500 } as const;
export const REASON_LENGTH = { min: 3, max: 300 } as const;
export const KEYWORD_MAX = 40;
/** Seconds a host may let a dropped stream stay away before the room closes itself. */
export const RECONNECT_GRACE_SECONDS = { min: 10, max: 3600 } as const;

/** Languages a room can be commented in (not the interface languages en/br). */
export const ROOM_LANGUAGES = ['pt', 'en', 'es'] as const;
export type RoomLanguage = (typeof ROOM_LANGUAGES)[number];

const TITLE_MESSAGE = `must be ${TITLE_LENGTH.min} to ${TITLE_LENGTH.max} characters`;
const NOTICE_MESSAGE = `must be at most ${NOTICE_MAX} characters`;
const STREAM_NAME_MESSAGE = `must be ${STREAM_NAME_LENGTH.min} to ${STREAM_NAME_LENGTH.max} characters`;
const INTRO_MESSAGE = `must be ${INTRO_LENGTH.min} to ${INTRO_LENGTH.max} characters`;
const REASON_MESSAGE = `must be ${REASON_LENGTH.min} to ${REASON_LENGTH.max} characters`;
const SPORTS_MESSAGE = `must list one or more of ${servedSports().join(', ')}, once each`;
const SPORT_MESSAGE = `must be ${servedSports().join(' or ')}`;
const ROOM_LANGUAGE_MESSAGE = `must be one of ${ROOM_LANGUAGES.join(', ')}`;
const COVER_MESSAGE = 'must be a cover image you uploaded';
const KEYWORD_MESSAGE = `must be at most ${KEYWORD_MAX} characters`;
const GRACE_MESSAGE = `must be a whole number of seconds from ${RECONNECT_GRACE_SECONDS.min} to ${RECONNECT_GRACE_SECONDS.max}`;
export const REASON_REQUIRED_MESSAGE = 'is required to reject or suspend';
/** Bidi overrides, isolates and other invisible format characters: "Highlights" + U+202E + "4pm.exe" shows as "...exe.mp4" (issue 36). */
export const FORMAT_CONTROL_MESSAGE = 'must not contain invisible formatting or text-direction characters';

/** Text typed by a person: trimmed, with control characters refused (they break layouts and logs). */
const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: message })
    .regex(/^[^\p{Cc}]*$/u, { error: 'must not contain control characters' })
    .refine((value) => isDisplayableText(value), { error: FORMAT_CONTROL_MESSAGE });

export const titleSchema = text(TITLE_LENGTH.min, TITLE_LENGTH.max, TITLE_MESSAGE);
/** Text that may span lines: new lines and tabs are the only control characters allowed. */
const multiline = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: message })
    .regex(/^(?:[^\p{Cc}]|[\n\t])*$/u, { error: 'must not contain control characters other than new lines' })
    .refine((value) => isDisplayableText(value, true), { error: FORMAT_CONTROL_MESSAGE });

export const noticeSchema = multiline(0, NOTICE_MAX, NOTICE_MESSAGE);
export const streamNameSchema = text(STREAM_NAME_LENGTH.min, STREAM_NAME_LENGTH.max, STREAM_NAME_MESSAGE);
export const introSchema = multiline(INTRO_LENGTH.min, INTRO_LENGTH.max, INTRO_MESSAGE);
export const reasonSchema = text(REASON_LENGTH.min, REASON_LENGTH.max, REASON_MESSAGE);
export const roomSportSchema = z.enum(servedSports(), { error: SPORT_MESSAGE });
export const hostSportsSchema = z
  .array(roomSportSchema, { error: SPORTS_MESSAGE })
  .min(1, { error: SPORTS_MESSAGE })
  .max(servedSports().length, { error: SPORTS_MESSAGE })
  .refine((list) => new Set(list).size === list.length, { error: SPORTS_MESSAGE });
export const roomLanguageSchema = z.enum(ROOM_LANGUAGES, { error: ROOM_LANGUAGE_MESSAGE });
/** A cover made by POST /user/uploadFile?purpose=cover; the server also checks the caller uploaded it. */
export const coverSchema = z
  .string({ error: COVER_MESSAGE })
  .regex(/^\/uploads\/covers\/[a-f0-9]{32}\.webp$/, { error: COVER_MESSAGE });
export const keywordSchema = z.string({ error: KEYWORD_MESSAGE }).trim().max(KEYWORD_MAX, { error: KEYWORD_MESSAGE });
export const reconnectGraceSchema = z
  .number({ error: GRACE_MESSAGE })
  .int({ error: GRACE_MESSAGE })
  .min(RECONNECT_GRACE_SECONDS.min, { error: GRACE_MESSAGE })
  .max(RECONNECT_GRACE_SECONDS.max, { error: GRACE_MESSAGE });

export const LIVE_RULE_MESSAGES_BR: Record<string, string> = {
  [TITLE_MESSAGE]: `deve ter de ${TITLE_LENGTH.min} a ${TITLE_LENGTH.max} caracteres`,
  [NOTICE_MESSAGE]: `deve ter no máximo ${NOTICE_MAX} caracteres`,
  [STREAM_NAME_MESSAGE]: `deve ter de ${STREAM_NAME_LENGTH.min} a ${STREAM_NAME_LENGTH.max} caracteres`,
  [INTRO_MESSAGE]: `deve ter de ${INTRO_LENGTH.min} a ${INTRO_LENGTH.max} caracteres`,
  [REASON_MESSAGE]: `deve ter de ${REASON_LENGTH.min} a ${REASON_LENGTH.max} caracteres`,
  [SPORTS_MESSAGE]: `deve listar um ou mais de ${servedSports().join(', ')}, uma vez cada`,
  [SPORT_MESSAGE]: `deve ser ${servedSports().join(' ou ')}`,
  [ROOM_LANGUAGE_MESSAGE]: `deve ser um de ${ROOM_LANGUAGES.join(', ')}`,
  [COVER_MESSAGE]: 'deve ser uma imagem de capa que você enviou',
  [KEYWORD_MESSAGE]: `deve ter no máximo ${KEYWORD_MAX} caracteres`,
  [GRACE_MESSAGE]: `deve ser um número inteiro de segundos de ${RECONNECT_GRACE_SECONDS.min} a ${RECONNECT_GRACE_SECONDS.max}`,
  [REASON_REQUIRED_MESSAGE]: 'é obrigatório para recusar ou suspender',
  'must not contain control characters': 'não pode conter caracteres de controle',
  [FORMAT_CONTROL_MESSAGE]: 'não pode conter caracteres invisíveis de formatação ou de direção do texto',
  'must not contain control characters other than new lines':
    'não pode conter caracteres de controle além de quebras de linha',
  'must be approve, reject, suspend, reinstate or reopen': 'deve ser approve, reject, suspend, reinstate ou reopen',
  'must be pending, approved, rejected or suspended': 'deve ser pending, approved, rejected ou suspended',
  'must change at least one setting': 'deve alterar ao menos uma configuração',
  'must be a presence id from enterRoom': 'deve ser um id de presença dado por enterRoom',
};
