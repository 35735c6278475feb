import { describe, expect, it } from 'vitest';
import { matchPath, slugify } from './match-path.ts';

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
