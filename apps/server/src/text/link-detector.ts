import { LinkifyIt } from 'linkify-it';
import { createRequire } from 'node:module';

/** Every top-level domain IANA lists (the npm package `tlds`, ASCII and IDN forms): .tk, .zip, .mov, .рф ... */
const TLDS = createRequire(import.meta.url)('tlds') as string[];

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true, fuzzyEmail: false }).tlds(TLDS, false);

/** Dots written to dodge a filter: `evil[.]com`, `evil(dot)com`, `evil {.} com`, and the ideographic, full-width and half-width full stops. */
const DISGUISED_DOT = /\s*[[({<]\s*(?:\.|dot|ponto|punto)\s*[\])}>]\s*|[\u3002\uff0e\uff61\u2024\ufe52]/giu;

/**
 * Whether a chat message holds a link, found by a real URL parser (linkify-it) over every TLD
 * and IDN, bare IP addresses and URLs with a scheme, after undoing the usual disguises: NFKC
 * (full-width letters), invisible characters removed, and bracketed or foreign dots made dots.
 * The old rule (a list of 47 TLDs in a regular expression) missed `.tk`, `.zip`, `.mov`, IDN,
 * bare IPs, `evil[.]com` and full-width dots (issue 36).
 */
export function containsLink(text: string): boolean {
  const plain = text
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(DISGUISED_DOT, '.');
  return linkify.test(plain);
}
