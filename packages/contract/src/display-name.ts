// Names shown to others (nicknames), without zod: the browser's forms check them with these alone
// (issue 14), and account-rules.ts builds the nickname schema on them.

/**
 * Characters a name or title shown to others must not hold: controls (line breaks, tabs), line
 * and paragraph separators, and every format control (Unicode's Cf): the marks, embeddings,
 * overrides and isolates that reorder text (U+202A-202E, U+2066-2069, LRM, RLM, ALM: U+202E
 * shows "gnp.exe" as "exe.png"), zero-width spaces, the byte order mark, soft hyphens,
 * interlinear annotations and the tag characters that carry hidden text. Kept: the zero-width
 * joiner and non-joiner (emoji sequences, Persian and Indic scripts) and the tags of a flag
 * emoji (England's, Scotland's, Wales's).
 */
const HIDDEN_OR_REORDERING = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** A subdivision flag: the black flag, 2 to 6 lower-case tag letters, the cancel tag. */
const FLAG_TAGS = /\u{1F3F4}[\u{E0061}-\u{E007A}]{2,6}\u{E007F}/gu;

/** True when the text holds no control, separator or format character but joiners and flag tags: nothing hides or reorders what is shown. */
export function isDisplayableText(text: string, allowLineBreaks = false): boolean {
  const shown = text.replace(FLAG_TAGS, '\u{1F3F4}');
  return !HIDDEN_OR_REORDERING.test(allowLineBreaks ? shown.replace(/[\n\t]/g, ' ') : shown);
}

export function isDisplayableName(name: string): boolean {
  return isDisplayableText(name);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A name made displayable (a Google profile name): line breaks and tabs made spaces, those characters and lone surrogates removed, runs of spaces made one, trimmed. */
export function displayableName(name: string): string {
  return name
    .replace(LONE_SURROGATE, '')
    .replace(/\s/gu, ' ')
    .replace(FLAG_TAGS, (flag) => flag.replace(/[\u{E0000}-\u{E007F}]/gu, ''))
    .replace(new RegExp(HIDDEN_OR_REORDERING.source, 'gu'), '')
    .replace(/ +/gu, ' ')
    .trim()
    .normalize('NFC');
}
