import { createRequire } from 'node:module';

/**
 * Unicode's confusables table (UTS #39, confusables.txt, as the npm package `unhomoglyph`
 * ships it: 6,311 characters mapped to their prototype, e.g. Cyrillic а -> a, 0 -> O, m -> rn).
 */
const table = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;
// Longest first, so a two-character source (none today) would win over its first character.
const SOURCES = new RegExp(
  Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .map((source) => source.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
    .join('|'),
  'gu',
);

/** UTS #39's skeleton: NFD, each character replaced by its prototype, NFD again. Two strings look alike when their skeletons are equal. */
function skeleton(text: string): string {
  return text
    .normalize('NFD')
    .replace(SOURCES, (source) => table[source] ?? source)
    .normalize('NFD');
}

/** Digits and signs written for letters ("leet"), after the skeleton (which already made 0 an O and 1 an l). */
const LEET: Record<string, string> = {
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '2': 'z',
  '6': 'b',
  '@': 'a',
  $: 's',
  '€': 'e',
};

/**
 * The form text is compared in for look-alikes (nicknames) and blocked terms: NFKC and case
 * folded, the skeleton, combining marks removed (an accent inside a word), lower case again
 * (the skeleton's prototypes are partly upper case), leet undone. Separators stay: callers
 * split on them (words) or drop them (`compactForm`).
 */
export function lookAlikeForm(text: string, undoLeet = true): string {
  const plain = text.normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '');
  // Skeleton, lower case, skeleton again: a prototype may be an upper-case letter whose lower
  // case has a prototype of its own (Cherokee Ꭺ -> A -> a; its lower case ꮺ would give ᴀ).
  const form = skeleton(skeleton(plain).toLowerCase()).replace(/\p{M}/gu, '').toLowerCase();
  return (
    (undoLeet ? form.replace(/[34578926@$€]/gu, (sign) => LEET[sign] ?? sign) : form)
      // The skeleton writes i as l when it stands for 1 or I: one letter for the three, so "1dl0t" and "idiot" meet.
      .replace(/i/g, 'l')
  );
}

/** The look-alike form with every separator (spaces, dots, hyphens, any sign) removed: what a name shows, however it is spaced. */
export function compactForm(text: string, undoLeet = true): string {
  return lookAlikeForm(text, undoLeet).replace(/[^\p{L}\p{N}]/gu, '');
}
