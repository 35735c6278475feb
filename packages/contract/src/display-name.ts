// Names shown to others (nicknames), without zod: the browser's forms check them with these alone
// (issue 14), and account-rules.ts builds the nickname schema on them.

/**
 * Characters a name shown to others must not hold: controls (line breaks, tabs), line and
 * paragraph separators, and the marks, embeddings, overrides and isolates that reorder text
 * (U+202E would show "gnp.exe" as "exe.png").
 */
const HIDDEN_OR_REORDERING = /[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export function isDisplayableName(name: string): boolean {
  return !HIDDEN_OR_REORDERING.test(name);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A name made displayable (a Google profile name): line breaks and tabs made spaces, those characters and lone surrogates removed, runs of spaces made one, trimmed. */
export function displayableName(name: string): string {
  return name
    .replace(LONE_SURROGATE, '')
    .replace(/\s/gu, ' ')
    .replace(new RegExp(HIDDEN_OR_REORDERING.source, 'gu'), '')
    .replace(/ +/gu, ' ')
    .trim()
    .normalize('NFC');
}
