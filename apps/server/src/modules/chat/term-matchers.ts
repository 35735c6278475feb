import { compileTerms } from '@placar/contract/chat-text';
import { compileLookAlikeTerms } from '../../text/look-alike-terms.ts';

const MAX_LISTS = 1000;

/**
 * Compiled blocked-term matchers, kept by the list they were made from: a room's list changes
 * rarely and is read with every message, so it is compiled once per version of the list.
 */
export class TermMatchers {
  private readonly compiled = new Map<string, (text: string) => string | null>();

  /** The first term of `terms` that `text` contains, or null. */
  match(terms: readonly string[], text: string): string | null {
    if (terms.length === 0) return null;
    const key = terms.join('\n');
    let matcher = this.compiled.get(key);
    if (matcher === undefined) {
      // As typed (NFKC, case folded, terms with inner spaces), then as read: look-alikes, separators, marks and leet undone.
      const exact = compileTerms(terms);
      const lookAlike = compileLookAlikeTerms(terms);
      matcher = (candidate) => exact(candidate) ?? lookAlike(candidate);
      if (this.compiled.size >= MAX_LISTS) this.compiled.delete(this.compiled.keys().next().value as string);
      this.compiled.set(key, matcher);
    }
    return matcher(text);
  }
}
