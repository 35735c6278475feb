import { describe, expect, it } from 'vitest';
import {
  cleanChatText,
  compileTerms,
  graphemeCount,
  isBlank,
  isOnlyMarks,
  isEmojiOnly,
  normalizeForMatching,
  normalizeTerm,
  splitLinks,
} from './chat-text.ts';

describe('chat text', () => {
  it('cleans: controls become spaces or go, bidi overrides and isolates go, marks are bounded, NFC', () => {
    expect(cleanChatText('a\tb\r\nc\u0000d\u007F')).toBe('a b cd');
    expect(cleanChatText('\u202Etxt\u202C \u2067x\u2069')).toBe('txt x');
    expect(cleanChatText('e\u0301')).toBe('é');
    expect(cleanChatText(`a${'\u0300'.repeat(9)}`)).toBe(`a${'\u0300'.repeat(4)}`.normalize('NFC'));
    // Marks that are part of an emoji stay: variation selector 16 and the keycap.
    expect(cleanChatText('1\uFE0F\u20E3 ❤\uFE0F')).toBe('1\uFE0F\u20E3 ❤\uFE0F');
  });

  it('blank: spaces, zero-width characters, fillers and the braille blank show nothing', () => {
    for (const text of ['', ' ', '\u200B', '\u200D\u2060\uFEFF', '\u3164', '\u2800', '\u115F\u1160', '\u00AD'])
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    for (const text of ['.', 'a', '⚽', '\u200Ba']) expect(isBlank(text)).toBe(false);
  });

  it('counts grapheme clusters', () => {
    expect(graphemeCount('👨‍👩‍👧‍👦🇧🇷é')).toBe(3);
    expect(graphemeCount('e\u0301')).toBe(1);
  });

  it('normalises for matching: full-width, styled letters, case (ß and final sigma), zero-width characters', () => {
    expect(normalizeForMatching('ＦＵＬＬ')).toBe('full');
    expect(normalizeForMatching('𝐁𝐨𝐥𝐝')).toBe('bold');
    expect(normalizeForMatching('STRAẞE')).toBe('strasse');
    expect(normalizeForMatching('ΛΌΓΟΣ')).toBe(normalizeForMatching('λόγος'));
    expect(normalizeForMatching('sp\u200Dam\u00AD!')).toBe('spam!');
  });

  it('terms: stored normalised with * only at the ends', () => {
    expect(normalizeTerm('  Ｓpam  ')).toBe('spam');
    expect(normalizeTerm('*Foo Bar*')).toBe('*foo bar*');
    expect(normalizeTerm('buy   now')).toBe('buy now');
    for (const bad of ['*', '**', '', 'a*b', '*a*b', 'x'.repeat(51)]) expect(normalizeTerm(bad), bad).toBeNull();
  });

  it('terms match whole words unless a * lets the word go on', () => {
    const match = compileTerms(['spam', 'roub*', '*mala', '*gol*', 'buy now']);
    expect(match('SPAM!')).toBe('spam');
    expect(match('spammer')).toBeNull();
    expect(match('roubado')).toBe('roub*');
    expect(match('arroubo')).toBeNull();
    expect(match('marmala')).toBe('*mala');
    expect(match('golaço')).toBe('*gol*');
    expect(match('BUY\u00A0 NOW')).toBe('buy now');
    expect(match('s\u200Bp\u200Da\u2060m')).toBe('spam');
    expect(match('ｓｐａｍ')).toBe('spam');
    expect(compileTerms([])('anything')).toBeNull();
  });

  it('terms with regex characters are taken literally', () => {
    const match = compileTerms(['a.b', '(x)', '$$$']);
    expect(match('axb')).toBeNull();
    expect(match('a.b')).toBe('a.b');
    expect(match('(x)')).toBe('(x)');
    expect(match('win $$$ now')).toBe('$$$');
  });

  it('splits http(s) and www. links out of a text (where a room allows them)', () => {
    expect(splitLinks('see https://a.com/x?y=1, and www.b.org.')).toEqual([
      { text: 'see ', href: null },
      { text: 'https://a.com/x?y=1', href: 'https://a.com/x?y=1' },
      { text: ', and ', href: null },
      { text: 'www.b.org', href: 'https://www.b.org' },
      { text: '.', href: null },
    ]);
    expect(splitLinks('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)', href: null }]);
  });

  it('emoji only: every visible grapheme is an emoji', () => {
    for (const text of ['⚽', '🔥 🔥', '🇧🇷', '👍🏽', '1️⃣', '❤️', '™️', '👨‍👩‍👧‍👦']) expect(isEmojiOnly(text), text).toBe(true);
    for (const text of ['', ' ', 'a⚽', '1', '#', ':)', '™', '©']) expect(isEmojiOnly(text), text).toBe(false);
  });
});

describe('combining marks (issue 36)', () => {
  it('keeps at most 4 marks on a grapheme, also when joiners split the runs of marks', () => {
    const run = '\u0301\u0302\u0303\u0304';
    const zalgo = Array.from({ length: 5 }, () => `a${Array.from({ length: 24 }, () => `${run}\u200d`).join('')}`).join(
      '',
    );
    const cleaned = cleanChatText(zalgo);
    expect((cleaned.match(/\p{M}/gu) ?? []).length).toBeLessThanOrEqual(5 * 4);
    expect(graphemeCount(cleaned)).toBe(5);
    // Emoji sequences keep their joiners and variation selectors.
    for (const emoji of ['👨‍👩‍👧‍👦', '🏳️‍🌈', '1️⃣', '👩‍❤️‍💋‍👨']) expect(cleanChatText(emoji)).toBe(emoji);
  });

  it('tells a message of only combining marks', () => {
    expect(isOnlyMarks('\u0301\u0302 \u0303\u200d\u0304')).toBe(true);
    expect(isOnlyMarks('á')).toBe(false);
    expect(isOnlyMarks('ok')).toBe(false);
  });
});
