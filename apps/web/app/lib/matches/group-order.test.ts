import { describe, expect, it } from 'vitest';
import { orderMatchGroups, visitorCountries } from './group-order.ts';
import { sampleMatch } from '../../../test/sample-matches.ts';

const upcoming = { code: 0, phase: 'upcoming' as const, text: '' };
const live = { code: 4, phase: 'live' as const, text: '2nd half' };

/** A competition of one match; teams numbered from the competition's id. */
function group(id: number, country: string, phase: 'live' | 'upcoming' = 'upcoming') {
  const competition = {
    id,
    name: `Cup ${id}`,
    shortName: `C${id}`,
    logo: null,
    country: { id, code: country, name: country },
  };
  const match = sampleMatch({
    id: id * 10,
    competition: { id, name: competition.name, shortName: competition.shortName, logo: null },
    status: phase === 'live' ? live : upcoming,
    home: {
      team: { id: id * 100, name: `Home ${id}`, shortName: 'H', logo: null },
      score: null,
      periods: [],
      penalties: null,
    },
    away: {
      team: { id: id * 100 + 1, name: `Away ${id}`, shortName: 'A', logo: null },
      score: null,
      periods: [],
      penalties: null,
    },
  });
  return { competition, matches: [match] };
}

const ids = (groups: { competition: { id: number } }[]) => groups.map((entry) => entry.competition.id);
const nobody = { favorites: new Set<string>(), countries: [] };

describe('the order of grouped match lists (decision 0136)', () => {
  it('puts live competitions first, keeping the server order within each step', () => {
    const groups = [group(1, 'DE'), group(2, 'ENG', 'live'), group(3, 'BR'), group(4, 'ES', 'live')];
    expect(ids(orderMatchGroups(groups, nobody))).toEqual([2, 4, 1, 3]);
  });

  it('then favourites (a starred competition, team or match), then the visitor country, then the rest', () => {
    const groups = [
      group(1, 'DE'),
      group(2, 'ENG'),
      group(3, 'BR'),
      group(4, 'ES'),
      group(5, 'IT'),
      group(6, 'BR', 'live'),
    ];
    const visitor = { favorites: new Set(['competition:5', 'team:401', 'match:10']), countries: ['BR'] };
    // 6 is live (and Brazilian), 1 a favourite match, 4 a favourite away team, 5 a favourite competition, 3 Brazil's.
    expect(ids(orderMatchGroups(groups, visitor))).toEqual([6, 1, 4, 5, 3, 2]);
  });

  it('among live competitions, favourites and then the visitor country come first', () => {
    const groups = [group(1, 'DE', 'live'), group(2, 'BR', 'live'), group(3, 'ES', 'live')];
    expect(ids(orderMatchGroups(groups, { favorites: new Set(['team:300']), countries: ['BR'] }))).toEqual([3, 2, 1]);
  });

  it('gives back the same array when the order holds, so memoized lists do not render again', () => {
    const groups = [group(1, 'BR', 'live'), group(2, 'DE')];
    expect(orderMatchGroups(groups, { favorites: new Set(), countries: ['BR'] })).toBe(groups);
    expect(orderMatchGroups([], nobody)).toEqual([]);
  });

  it('reads the country where the group keeps it when the competition does not say', () => {
    const groups = [
      { ...group(1, 'DE'), country: 'DE' },
      { ...group(2, 'BR'), country: 'BR' },
    ].map((entry) => ({ ...entry, competition: { ...entry.competition, country: null } }));
    expect(
      ids(orderMatchGroups(groups, { favorites: new Set(), countries: ['BR'] }, (entry) => entry.country)),
    ).toEqual([2, 1]);
  });
});

describe("the visitor's country", () => {
  it('comes from the zone, and from the language for br', () => {
    expect(visitorCountries('en', 'America/Sao_Paulo')).toEqual(['BR']);
    expect(visitorCountries('en', 'America/Manaus')).toEqual(['BR']);
    expect(visitorCountries('br', 'UTC')).toEqual(['BR']);
    expect(visitorCountries('br', 'America/Sao_Paulo')).toEqual(['BR']);
    expect(visitorCountries('en', 'Europe/London')).toEqual(['ENG', 'GB']);
    expect(visitorCountries('br', 'Europe/Lisbon')).toEqual(['PT', 'BR']);
    expect(visitorCountries('en', 'Asia/Tokyo')).toEqual([]);
    expect(visitorCountries('en', 'UTC')).toEqual([]);
  });
});
