import { describe, expect, it } from 'vitest';
import { compactForm } from './confusable-skeleton.ts';
import { containsLink } from './link-detector.ts';
import { compileLookAlikeTerms } from './look-alike-terms.ts';

// Issue 36: what the review slipped past the old rules.
describe('links, by a URL parser over every TLD and IDN', () => {
  it('finds what the old list missed: .tk, .zip, .mov, IDN, bare IPs, evil[.]com, full-width and ideographic dots', () => {
    const missed = [
      'free.tk',
      'open file.zip now',
      'watch clip.mov',
      'пример.рф',
      'münchen.de',
      'xn--80ak6aa92e.com',
      'visit 192.168.10.20 now',
      'evil[.]com',
      'evil (dot) com',
      'evil { . } com',
      'evil．com',
      'evil。com',
      'ｓｐａｍ．ｃｏｍ',
      'ev\u200Bil.com',
    ];
    for (const text of missed) expect([text, containsLink(text)]).toEqual([text, true]);
    for (const text of ['https://x.io', 'www.bet365.com', 'bet365.com', 'go to Spam.TV', 'x.co/path', 'a.b.casino'])
      expect([text, containsLink(text)]).toEqual([text, true]);
  });

  it('leaves chat that holds no link alone', () => {
    for (const text of [
      '3.5',
      'ok...',
      'fim.',
      'São Paulo.',
      'gol do bahia!',
      'placar 2.1 pra nós',
      'o time.ganhou',
      'que jogo.  incrível',
    ])
      expect([text, containsLink(text)]).toEqual([text, false]);
  });
});

describe('look-alikes: the confusable skeleton (UTS #39), marks, leet and separators undone', () => {
  it('gives a name and its Cyrillic, Greek, Cherokee, leet and spaced look-alikes one form', () => {
    const admin = compactForm('Admin');
    for (const name of ['Аdmin', 'ᎪDMIN', 'adm1n', 'a d m i n', 'Ad-min', 'ádmín', 'Ａｄｍｉｎ'])
      expect([name, compactForm(name)]).toEqual([name, admin]);
    expect(compactForm('Maria')).not.toBe(compactForm('Mario'));
  });

  it('matches blocked terms through look-alikes, spacing, dots, hyphens, leet and an accent inside the word, as whole words', () => {
    const match = compileLookAlikeTerms(['spam', 'idiota', 'bet*', 'casa de apostas', 'ass']);
    const caught: [string, string][] = [
      ['ѕра m here', 'spam'],
      ['s.p.a.m', 'spam'],
      ['s-p-a-m', 'spam'],
      ['$p4m', 'spam'],
      ['spám', 'spam'],
      ['seu 1d10t4', 'idiota'],
      ['b3tano', 'bet*'],
      ['c-a-s-a de a.p.o.s.t.a.s', 'casa de apostas'],
      ['you ass!', 'ass'],
    ];
    for (const [text, term] of caught) expect([text, match(text)]).toEqual([text, term]);
    for (const text of ['first class', 'massa', 'a spammer', 'spamspam', 'goool do bahia'])
      expect([text, match(text)]).toEqual([text, null]);
  });
});
