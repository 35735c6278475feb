import { BLOCKED_TERM_LENGTH, MARKS_PER_GRAPHEME } from './chat-rules.ts';

/**
 * What a chat message's text may be, shared by the server (which decides) and the chat panel
 * (which counts as you type). Messages are only ever shown as text: nothing here makes HTML.
 */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Control characters; those that move the line (tab, new line...) become a space, the others go. */
const LINE_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const OTHER_CONTROLS = /\p{Cc}/gu;
/** Bidi embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI): they reorder the text around them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Runs of combining marks beyond 4 ("Zalgo" text spills over the lines around it); scripts need at most 3. */
const MARK_RUN = /[\p{Mn}\p{Me}]{5,}/gu;
const SPACES = /\s{2,}/gu;
/** Characters that show nothing: spaces, default-ignorable ones (zero-width, fillers) and the braille blank. */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

const MARK = /[\p{Mn}\p{Me}]/u;
const JOINER = /[\u200c\u200d]/u;

/**
 * At most MARKS_PER_GRAPHEME combining marks and as many joiners on one grapheme: joiners
 * between runs of marks kept them all on one grapheme (478 marks on 5 graphemes, issue 36).
 * An emoji sequence needs at most 3 joiners and 2 marks (variation selectors, keycaps).
 */
function capMarksPerGrapheme(text: string): string {
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    let marks = 0;
    let joiners = 0;
    for (const char of segment) {
      if (MARK.test(char) && ++marks > MARKS_PER_GRAPHEME) continue;
      if (JOINER.test(char) && ++joiners > MARKS_PER_GRAPHEME) continue;
      out += char;
    }
  }
  return out;
}

/** The text as it is stored: controls and bidi overrides stripped, marks bounded, spaces collapsed, trimmed, NFC. */
export function cleanChatText(raw: string): string {
  return capMarksPerGrapheme(
    raw
      .replace(LINE_CONTROLS, ' ')
      .replace(OTHER_CONTROLS, '')
      .replace(BIDI_CONTROLS, '')
      .replace(MARK_RUN, (run) => [...run].slice(0, 4).join('')),
  )
    .replace(SPACES, ' ')
    .trim()
    .normalize('NFC');
}

/** Whether the text has no base character at all: only combining marks, with or without spaces and invisible characters. */
export function isOnlyMarks(text: string): boolean {
  return (
    /\p{M}/u.test(text) && text.replace(/[\p{M}\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu, '') === ''
  );
}

/** Whether the text shows nothing at all (only spaces, zero-width characters, fillers). */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/**
 * The form blocked terms are compared in: NFKC (full-width and styled letters become plain
 * ones), case folded, and without default-ignorable characters (zero-width joiners and spaces,
 * soft hyphens), which would otherwise split a word invisibly.
 */
export function normalizeForMatching(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toUpperCase()
      .toLowerCase()
      // Full case folding beyond toLowerCase: ß and ẞ fold to ss, final sigma to sigma.
      .replace(/ß/g, 'ss')
      .replace(/ς/g, 'σ')
      .normalize('NFKC')
      .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
  );
}

/** A term as stored and compared: normalised, inner spaces collapsed; null when it is not a term (empty, `*` inside, only wildcards). */
export function normalizeTerm(term: string): string | null {
  const normal = normalizeForMatching(term).replace(/\s+/gu, ' ').trim();
  const core = normal.replace(/^\*/, '').replace(/\*$/, '').trim();
  if (core === '' || core.includes('*') || graphemeCount(core) > BLOCKED_TERM_LENGTH.max) return null;
  return `${normal.startsWith('*') ? '*' : ''}${core}${normal.length > 1 && normal.endsWith('*') ? '*' : ''}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const WORD = '[\\p{L}\\p{N}\\p{M}]';

/** One pattern for a normalised term: whole words unless a `*` says the word may go on at that end. */
function termPattern(term: string): string {
  const open = term.startsWith('*');
  const close = term.length > 1 && term.endsWith('*');
  const core = term.slice(open ? 1 : 0, close ? -1 : undefined);
  return `${open ? '' : `(?<!${WORD})`}${escapeRegExp(core).replace(/ /g, '\\s+')}${close ? '' : `(?!${WORD})`}`;
}

/** A matcher for a list of normalised terms; it answers the first term a text contains, or null. */
export function compileTerms(terms: readonly string[]): (text: string) => string | null {
  if (terms.length === 0) return () => null;
  const patterns = terms.map((term) => new RegExp(termPattern(term), 'u'));
  const any = new RegExp(terms.map((term) => `(?:${termPattern(term)})`).join('|'), 'u');
  return (text) => {
    const normal = normalizeForMatching(text);
    if (!any.test(normal)) return null;
    return terms.find((_, index) => patterns[index]?.test(normal)) ?? null;
  };
}

/** The parts of a text, with the http(s) and www. links marked (the panel makes those clickable where a room allows links). */
export function splitLinks(text: string): { text: string; href: string | null }[] {
  const parts: { text: string; href: string | null }[] = [];
  const pattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const raw = match[0].replace(/[.,!?;:)]+$/u, '');
    if (start > last) parts.push({ text: text.slice(last, start), href: null });
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    parts.push({ text: raw, href: URL.canParse(href) ? href : null });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), href: null });
  return parts;
}

let rgiEmoji: RegExp | null | undefined;
/** RGI emoji sequences need the `v` flag; older engines fall back to pictographs. */
function rgiEmojiPattern(): RegExp | null {
  if (rgiEmoji === undefined) {
    try {
      rgiEmoji = new RegExp('^\\p{RGI_Emoji}$', 'v');
    } catch {
      rgiEmoji = null;
    }
  }
  return rgiEmoji;
}
/** Without the v flag: a pictograph shown as an emoji by default (not ™ or ©, which are text unless followed by U+FE0F). */
const PICTOGRAPH = /^\p{Emoji_Presentation}[\p{Emoji_Modifier}\p{Mn}\p{Me}\u200d\p{Extended_Pictographic}]*$/u;

/** Emote/emoji-only mode: every visible character is an emoji (at least one). */
export function isEmojiOnly(text: string): boolean {
  let emoji = 0;
  const rgi = rgiEmojiPattern();
  for (const { segment } of graphemes.segment(text)) {
    if (isBlank(segment)) continue;
    if (!(rgi?.test(segment) ?? false) && !PICTOGRAPH.test(segment)) return false;
    emoji += 1;
  }
  return emoji > 0;
}
