import type { Language } from '@placar/contract/languages';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { isFavoriteMatch } from '../favorites/local-favorites.ts';

/**
 * The order of every list of matches grouped by competition (home, the schedule), decision 0136:
 * competitions with a live match first, then those holding the visitor's favourites (a starred
 * competition, team or match), then the visitor's country's, then the rest; each step keeps the
 * server's order (competition priority, then first kick-off), so a list with nothing live, no
 * favourite and no home competition reads as before. Lexicographic: among live competitions a
 * favourite comes first, then the visitor's country's.
 */
export interface GroupOrderVisitor {
  /** Favourite keys (favoriteKey: `team:12`, `competition:3`, `match:40`). */
  favorites: ReadonlySet<string>;
  /** Country codes of the visitor's own competitions (visitorCountries). */
  countries: readonly string[];
}

interface OrderedGroup {
  competition: { id: number; country?: { code: string } | null };
  matches: Pick<MatchSummary, 'id' | 'competition' | 'home' | 'away' | 'status'>[];
}

function rank<G extends OrderedGroup>(
  group: G,
  visitor: GroupOrderVisitor,
  countryOf: (group: G) => string | undefined,
): number {
  const live = group.matches.some((match) => match.status.phase === 'live');
  const favourite =
    group.matches.some((match) => isFavoriteMatch(match, visitor.favorites)) ||
    visitor.favorites.has(`competition:${group.competition.id}`);
  const country = countryOf(group);
  const home = country !== undefined && visitor.countries.includes(country);
  return (live ? 0 : 4) + (favourite ? 0 : 2) + (home ? 0 : 1);
}

/**
 * The groups in the visitor's order; the same array when it is already in that order, so a
 * memoized list does not render again. `countryOf` reads a group's country code where the group
 * itself does not carry it (the schedule's groups sit under their country).
 */
export function orderMatchGroups<G extends OrderedGroup>(
  groups: G[],
  visitor: GroupOrderVisitor,
  countryOf: (group: G) => string | undefined = (group) => group.competition.country?.code,
): G[] {
  const ranks = groups.map((group) => rank(group, visitor, countryOf));
  if (ranks.every((value, index) => index === 0 || ranks[index - 1]! <= value)) return groups;
  return groups
    .map((group, index) => ({ group, rank: ranks[index]!, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ group }) => group);
}

/**
 * IANA zones of the countries whose competitions Placar carries (reference-data.ts), to their
 * competitions' country codes. England's competitions carry ENG, the United Kingdom's GB.
 */
const ZONE_COUNTRIES: Record<string, readonly string[]> = {
  'Europe/London': ['ENG', 'GB'],
  'Europe/Madrid': ['ES'],
  'Atlantic/Canary': ['ES'],
  'Europe/Berlin': ['DE'],
  'Europe/Rome': ['IT'],
  'Europe/Paris': ['FR'],
  'Europe/Lisbon': ['PT'],
  'Atlantic/Azores': ['PT'],
  'Atlantic/Madeira': ['PT'],
  'Europe/Amsterdam': ['NL'],
  'Europe/Brussels': ['BE'],
  'Europe/Istanbul': ['TR'],
  'Europe/Athens': ['GR'],
  'Europe/Prague': ['CZ'],
  'Europe/Copenhagen': ['DK'],
  'Europe/Oslo': ['NO'],
  'Asia/Nicosia': ['CY'],
  'Asia/Baku': ['AZ'],
  'Asia/Almaty': ['KZ'],
  'America/New_York': ['US'],
  'America/Chicago': ['US'],
  'America/Denver': ['US'],
  'America/Phoenix': ['US'],
  'America/Los_Angeles': ['US'],
  'America/Anchorage': ['US'],
  'America/Detroit': ['US'],
  'Pacific/Honolulu': ['US'],
};

/** Brazil's zones: every America/ zone the tz database gives Brazil. */
const BRAZIL_ZONES = new Set(
  [
    'Sao_Paulo',
    'Noronha',
    'Belem',
    'Fortaleza',
    'Recife',
    'Araguaina',
    'Maceio',
    'Bahia',
    'Campo_Grande',
    'Cuiaba',
    'Santarem',
    'Porto_Velho',
    'Boa_Vista',
    'Manaus',
    'Eirunepe',
    'Rio_Branco',
  ].map((city) => `America/${city}`),
);

/** Languages whose speakers are first of all one country's fans (br: Brazil). */
const LANGUAGE_COUNTRIES: Partial<Record<Language, readonly string[]>> = { br: ['BR'] };

/**
 * The visitor's countries, as competition country codes: the zone's (where the page's times are
 * shown) and the language's (br: Brazil, also for a Brazilian fan abroad). Empty when neither tells.
 */
export function visitorCountries(lang: Language, timeZone: string): readonly string[] {
  const ofZone = BRAZIL_ZONES.has(timeZone) ? ['BR'] : (ZONE_COUNTRIES[timeZone] ?? []);
  const ofLanguage = LANGUAGE_COUNTRIES[lang] ?? [];
  return ofLanguage.length === 0 ? ofZone : [...new Set([...ofZone, ...ofLanguage])];
}
