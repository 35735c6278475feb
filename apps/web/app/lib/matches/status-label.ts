import type { Sport } from '@placar/contract/sports/served-sports';

/** The catalogue's translate function, as useTranslation's `t` or i18n.ts's `translate` give it. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A status code's text in the page's language; blank before kickoff (codes 0 and 1) and for
 * unknown codes. Apart from match-labels.ts, whose round, statistic and timeline texts only the
 * match and league pages draw: home's first catalogue carries none of them (issue 14).
 */
export function statusLabel(sport: Sport, code: number, t: Translate): string {
  const key = `status.${sport}.${code}`;
  const text = t(key);
  return text === key ? '' : text;
}
