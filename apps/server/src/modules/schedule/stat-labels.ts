import type { Language } from '@placar/contract/languages';
import { sportRules } from '@placar/contract/sports/sport-registry';
import { servedSports } from '@placar/contract/sports/served-sports';
import { statisticLabel } from '@placar/contract/sports/statistic-labels';

/** The statistics the feeds send, in each served sport's display order (its rules under sports/); unknown keys come after, by key. */
const KNOWN = new Map(
  servedSports().flatMap((sport) =>
    sportRules(sport).statistics.map((statistic) => [statistic.key, statistic] as const),
  ),
);
const ORDER = [...KNOWN.keys()];

export function statLabel(key: string, language: Language): string {
  const known = statisticLabel(key, language);
  if (known !== undefined) return known;
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statUnit(key: string): 'count' | 'percent' {
  return KNOWN.get(key)?.percent === true || key.endsWith('_pct') ? 'percent' : 'count';
}

export function byStatOrder(a: string, b: string): number {
  const rank = (key: string) => {
    const index = ORDER.indexOf(key);
    return index === -1 ? ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
