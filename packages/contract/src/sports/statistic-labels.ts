import type { Language } from '../languages.ts';
import { basketballStatisticLabels } from './basketball.ts';
import { footballStatisticLabels } from './football.ts';
import { servedSports } from './served-sports.ts';
import type { Sport } from './served-sports.ts';
import type { StatisticLabels } from './sport-rules.ts';

/**
 * The labels the API gives each sport's statistics. Apart from the rules, so a page (which labels
 * statistics from its catalogue) never loads them: every page's first load carries the rules.
 */
export const STATISTIC_LABELS = {
  football: footballStatisticLabels,
  basketball: basketballStatisticLabels,
} satisfies Record<Sport, StatisticLabels>;

const labelsOf = new Map<string, StatisticLabels>(Object.entries(STATISTIC_LABELS));

/** A statistic's label in a language, from the first served sport that names it. */
export function statisticLabel(key: string, language: Language): string | undefined {
  for (const sport of servedSports()) {
    const text = labelsOf.get(sport)?.[key];
    if (text !== undefined) return text[language];
  }
  return undefined;
}

/** Test builds only: the labels of a sport registered with registerTestSport. */
export function registerTestStatisticLabels(sport: string, labels: StatisticLabels): void {
  labelsOf.set(sport, labels);
}
