import { compactForm, lookAlikeForm } from './confusable-skeleton.ts';

interface Term {
  /** The blocked term as stored (what the match answers). */
  term: string;
  compact: string;
  /** `*` at the start: the word may begin before the term. */
  open: boolean;
  /** `*` at the end: the word may go on after it. */
  close: boolean;
}

/**
 * Blocked terms matched the way a reader sees them (issue 36): on the look-alike form
 * (confusable skeleton, marks and leet undone: confusable-skeleton.ts) with every separator
 * removed, so `ѕ.р-а m`, `$p4m` and `spám` all read "spam". Whole words still: the term must start
 * where a word of the text starts and end where one ends (spaces and signs between letters
 * count as neither), unless a `*` says the word may go on, so "class" never matches "ass".
 */
export function compileLookAlikeTerms(terms: readonly string[]): (text: string) => string | null {
  const compiled: Term[] = terms.flatMap((term) => {
    const open = term.startsWith('*');
    const close = term.length > 1 && term.endsWith('*');
    const compact = compactForm(term.slice(open ? 1 : 0, close ? -1 : undefined));
    return compact === '' ? [] : [{ term, compact, open, close }];
  });
  if (compiled.length === 0) return () => null;
  return (text) => {
    // The words of the text in the look-alike form, joined, with where each began.
    const words = lookAlikeForm(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== '');
    const starts = new Set<number>();
    let joined = '';
    for (const word of words) {
      starts.add(joined.length);
      joined += word;
    }
    starts.add(joined.length);
    for (const { term, compact, open, close } of compiled) {
      for (let at = joined.indexOf(compact); at !== -1; at = joined.indexOf(compact, at + 1)) {
        if ((open || starts.has(at)) && (close || starts.has(at + compact.length))) return term;
      }
    }
    return null;
  };
}
