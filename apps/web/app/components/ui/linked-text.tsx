import { Fragment } from 'react';

type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A URL in typed text: http(s) only, ending before spaces, quotes and angle brackets. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence, not the link ("see https://x.com/a."). */
const TRAILING = /[.,;:!?)\]}]+$/;

function httpHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits text into plain parts and links. Only http: and https: URLs that parse become links, so
 * a notice cannot carry javascript:, data: or any other scheme to a fan's click.
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    const href = httpHref(raw);
    if (href === null) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Text with its http(s) links clickable, opened in a new tab with no access back to this page. */
export function LinkedText({ text, focusable = true }: { text: string; focusable?: boolean }) {
  return (
    <>
      {textParts(text).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            tabIndex={focusable ? undefined : -1}
            className="font-semibold text-pitch-400 underline underline-offset-2 hover:text-pitch-300"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
