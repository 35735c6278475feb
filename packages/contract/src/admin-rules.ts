import { z } from 'zod';

/**
 * Input rules of the admin console (issue 13): setting centre, home tabs, users. Messages are in
 * English here; ADMIN_RULE_MESSAGES_BR gives their Portuguese.
 */
export const TAB_LABEL_MAX = 24;
export const BANNER_TEXT_MAX = 80;
export const ANNOUNCEMENT_MAX = 300;
export const BLOCKED_TERM_MAX = 40;
export const BLOCKED_TERMS_MAX = 500;
export const TAB_DOWN_ITEMS_MAX = 30;
export const ROTATOR_BANNERS_MAX = 10;
export const POINTED_MATCHES_MAX = 20;
export const POINTED_AREAS_MAX = 12;
export const POINTED_ROOMS_MAX = 20;
export const HOT_GROUPS_MAX = 16;
export const SUSPENSION_DAYS_MAX = 3650;

const TAB_LABEL_MESSAGE = `must be at most ${TAB_LABEL_MAX} characters`;
const BANNER_TEXT_MESSAGE = `must be at most ${BANNER_TEXT_MAX} characters`;
const ANNOUNCEMENT_MESSAGE = `must be at most ${ANNOUNCEMENT_MAX} characters`;
const TERM_MESSAGE = `must be 1 to ${BLOCKED_TERM_MAX} characters`;
export const LINK_MESSAGE = 'must be a path on this site starting with / or an https:// address';
export const IMAGE_MESSAGE = 'must be an uploaded image (/uploads/...) or an https:// address';
export const ANALYTICS_ID_MESSAGE = 'must be 3 to 40 letters, digits, - _ or . (empty turns analytics off)';
export const UNIQUE_MESSAGE = 'must not list the same item twice';
export const TABS_MESSAGE = 'must list each of the seven tabs once, at least one of them visible';
export const DATES_MESSAGE = 'must end after it starts';
const CONTROL_MESSAGE = 'must not contain control characters';

/** One line of text an admin types: trimmed, no control characters. */
const line = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .regex(/^[^\p{Cc}]*$/u, { error: CONTROL_MESSAGE });

/** A label or text in each interface language; empty means "use the default". */
export const localizedLine = (max: number, message: string) =>
  z.object({ en: line(max, message).default(''), br: line(max, message).default('') });

export const tabLabelSchema = localizedLine(TAB_LABEL_MAX, TAB_LABEL_MESSAGE);
export const bannerTextSchema = localizedLine(BANNER_TEXT_MAX, BANNER_TEXT_MESSAGE);
export const announcementSchema = localizedLine(ANNOUNCEMENT_MAX, ANNOUNCEMENT_MESSAGE);

/**
 * Where a banner leads: a path on this site (never `//host`, which browsers read as another
 * site) or an https address.
 */
export const linkSchema = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .max(500, { error: LINK_MESSAGE })
  .refine((value) => /^\/(?![/\\])[^\s]*$/.test(value) || isHttpsUrl(value), { error: LINK_MESSAGE });

export const imageSchema = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .max(500, { error: IMAGE_MESSAGE })
  .refine((value) => /^\/uploads\/[a-zA-Z0-9/_-]+\.(webp|png|jpg)$/.test(value) || isHttpsUrl(value), {
    error: IMAGE_MESSAGE,
  });

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** GA4 (G-XXXX), Universal (UA-1-1), or a site name for script-based counters. */
export const analyticsIdSchema = z
  .string({ error: ANALYTICS_ID_MESSAGE })
  .trim()
  .regex(/^(|[A-Za-z0-9_.-]{3,40})$/, { error: ANALYTICS_ID_MESSAGE });

/** A term chat messages may not contain (matched case- and accent-insensitively by the chat engine). */
export const blockedTermSchema = z
  .string({ error: TERM_MESSAGE })
  .trim()
  .min(1, { error: TERM_MESSAGE })
  .max(BLOCKED_TERM_MAX, { error: TERM_MESSAGE })
  .regex(/^[^\p{Cc}]*$/u, { error: CONTROL_MESSAGE });

/** A list with no repeats (ids, codes, terms compared as given). */
export function uniqueList<S extends z.ZodType>(item: S, max: number) {
  const message = `must list at most ${max} items`;
  return z
    .array(item, { error: message })
    .max(max, { error: message })
    .refine(
      (list) =>
        new Set(list.map((entry) => (typeof entry === 'string' ? entry.toLowerCase() : JSON.stringify(entry)))).size ===
        list.length,
      {
        error: UNIQUE_MESSAGE,
      },
    );
}

export const ADMIN_RULE_MESSAGES_BR: Record<string, string> = {
  [TAB_LABEL_MESSAGE]: `deve ter no máximo ${TAB_LABEL_MAX} caracteres`,
  [BANNER_TEXT_MESSAGE]: `deve ter no máximo ${BANNER_TEXT_MAX} caracteres`,
  [ANNOUNCEMENT_MESSAGE]: `deve ter no máximo ${ANNOUNCEMENT_MAX} caracteres`,
  [TERM_MESSAGE]: `deve ter de 1 a ${BLOCKED_TERM_MAX} caracteres`,
  [LINK_MESSAGE]: 'deve ser um caminho deste site começando com / ou um endereço https://',
  [IMAGE_MESSAGE]: 'deve ser uma imagem enviada (/uploads/...) ou um endereço https://',
  [ANALYTICS_ID_MESSAGE]: 'deve ter de 3 a 40 letras, dígitos, - _ ou . (vazio desliga o analytics)',
  [UNIQUE_MESSAGE]: 'não pode repetir um item',
  [TABS_MESSAGE]: 'deve listar cada uma das sete abas uma vez, com pelo menos uma visível',
  [DATES_MESSAGE]: 'deve terminar depois de começar',
  [CONTROL_MESSAGE]: 'não pode conter caracteres de controle',
  ...Object.fromEntries(
    [
      ROTATOR_BANNERS_MAX,
      POINTED_MATCHES_MAX,
      POINTED_AREAS_MAX,
      POINTED_ROOMS_MAX,
      HOT_GROUPS_MAX,
      TAB_DOWN_ITEMS_MAX,
      BLOCKED_TERMS_MAX,
      250,
    ].map((max) => [`must list at most ${max} items`, `deve listar no máximo ${max} itens`]),
  ),
};
