import type { Language } from '@placar/contract/languages';
import { servedSports, sportRules } from '@placar/contract/sports/sport-registry';

/** Labels of the statistics the feeds send, in each served sport's display order (its rules under sports/); unknown keys come after, by key. */
const LABELS = new Map(servedSports().flatMap((sport) => sportRules(sport).statistics.map((statistic) => [statistic.key, statistic] as const)));
const ORDER = [...LABELS.keys()];

export function statLabel(key: string, language: Language): string {
  const known = LABELS.get(key);
  if (known !== undefined) return known.text[language];
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statUnit(key: string): 'count' | 'percent' {
  return LABELS.get(key)?.percent === true || key.endsWith('_pct') ? 'percent' : 'count';
}

export function byStatOrder(a: string, b: string): number {
  const rank = (key: string) => {
    const index = ORDER.indexOf(key);
    return index === -1 ? ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
