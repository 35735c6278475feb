import type { Language } from '@placar/contract/languages';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { CatalogueText } from '@placar/contract/sports/sport-rules';
import { dayLabel } from './match-date.ts';
import type { Translate } from './status-label.ts';

/**
 * A round as a fan reads it, in the page's language. Rounds are stored as the feeds name them
 * (the simulator's "Matchday 12", openfootball's "Finals, Quarterfinals", a day of games
 * "2026-11-21"); unknown names are shown as they are.
 */
export function roundLabel(round: string, t: Translate, lang: Language): string {
  const text = round.trim();
  if (/^\d+$/.test(text)) return t('rounds.number', { n: Number(text) });
  if (/^\d{4}-\d{2}-\d{2}$/.test(text))
    return dayLabel(text, lang, { weekday: 'short', day: 'numeric', month: 'short' });
  let match = /^(?:league phase|league),?\s*matchday\s+(\d+)$/i.exec(text);
  if (match) return t('rounds.leaguePhase', { n: Number(match[1]) });
  match = /^(?:matchday|round|rodada)\s+(\d+)$/i.exec(text);
  if (match) return t('rounds.matchday', { n: Number(match[1]) });
  match = /^(?:knockout\s+)?play-?offs?,?\s*(?:matchday|leg)\s+(\d+)$/i.exec(text);
  if (match) return t('rounds.playoffsLeg', { n: Number(match[1]) });
  const stage = text
    .replace(/^finals,\s*/i, '')
    .toLowerCase()
    .replace(/[\s-]+/g, '');
  const stages: Record<string, string> = {
    knockoutplayoffs: 'rounds.playoffs',
    playoffs: 'rounds.playoffs',
    roundof16: 'rounds.roundOf16',
    quarterfinals: 'rounds.quarterFinals',
    semifinals: 'rounds.semiFinals',
    final: 'rounds.final',
  };
  const key = stages[stage];
  return key ? t(key) : text;
}

/** A statistic's label by its key; a key the catalogue does not know reads as words. */
export function statLabel(key: string, t: Translate): string {
  const text = t(`statLabels.${key}`);
  if (text !== `statLabels.${key}`) return text;
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A catalogue text the sport's rules name, in the page's language. */
export const catalogueText = (text: CatalogueText, t: Translate) => t(text.key, text.values);

/** Short names of a match's periods, as the sport names them: 1H 2H ET1 ET2, or Q1-Q4 then OT (OT2 ...). */
export function periodShortNames(sport: Sport, count: number, t: Translate): string[] {
  return Array.from({ length: count }, (_, index) => catalogueText(sportRules(sport).periods.short(index), t));
}

/** The long name of a period by its number (incidents' `period`), as the sport names it: football 5 is the shoot-out. */
export function periodName(sport: Sport, period: number, t: Translate): string {
  return catalogueText(sportRules(sport).periods.name(period), t);
}

/** The text of a period marker code (HT, FT, RT, ET1, ET2, AET, PSO, Q1-Q3) or of an older "Penalties 4-3". */
export function markerLabel(detail: string | null, t: Translate): string | null {
  if (detail === null) return null;
  const penalties = /^penalties\s+(\d+)\s*-\s*(\d+)$/i.exec(detail.trim());
  if (penalties) return t('timeline.penaltiesResult', { home: Number(penalties[1]), away: Number(penalties[2]) });
  const key = `timeline.marker.${detail.trim().toUpperCase()}`;
  const text = t(key);
  return text === key ? detail : text;
}

/** The player going off in a substitution: feeds send the name, older ones "out: Name". */
export function playerOff(detail: string | null): string | null {
  if (detail === null) return null;
  return detail.replace(/^out:\s*/i, '').trim() || null;
}
