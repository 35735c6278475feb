import { describe, expect, it } from 'vitest';
import { ACCENTED, matchPath, slugify } from './match-path.ts';

describe('match paths', () => {
  it('slug the team names', () => {
    expect(slugify('São Paulo')).toBe('sao-paulo');
    expect(slugify('Atlético Mineiro (MG)')).toBe('atletico-mineiro-mg');
    expect(slugify('***')).toBe('team');
  });

  it('build the live page path', () => {
    const match = { id: 42, home: { team: { name: 'Flamengo' } }, away: { team: { name: 'Palmeiras' } } };
    expect(matchPath('br', match)).toBe('/br/live/flamengo-vs-palmeiras/42');
  });
});

describe('slugify without Unicode normalization', () => {
  // The reference: every accent dropped by NFD, as slugify did for every name before.
  const reference = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'team';

  it('gives every accented Latin letter it maps the slug normalization gives', () => {
    for (const letter of ACCENTED) expect(slugify(`x${letter}x`), letter).toBe(reference(`x${letter}x`));
  });

  it('gives the same slugs for real names, with accents, strokes and other scripts', () => {
    for (const name of [
      'São Paulo',
      'Grêmio',
      'Atlético Mineiro',
      'Vitória',
      'Beşiktaş',
      'Łódź',
      'Slavia Praha',
      'Bayern München',
      'Olympiakós',
      'Παναθηναϊκός',
      'FC Zürich',
      'Žalgiris',
      'Crvena Zvezda',
      'Ñublense',
    ])
      expect(slugify(name), name).toBe(reference(name));
  });
});
