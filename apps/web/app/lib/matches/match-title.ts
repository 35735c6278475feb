import type { Language } from '@placar/contract/languages';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import type { Translate } from './status-label.ts';
import { kickoffDate } from './match-date.ts';
import { kickoffTime } from './match-time.ts';

/**
 * What a match is, as a page title says it: the result when it is over, the score and "live"
 * while it is played, else the kick-off (with the day when it is not today in the fan's zone).
 */
export function matchTitle(
  match: Pick<MatchSummary, 'home' | 'away' | 'status' | 'kickoff' | 'localDate'>,
  t: Translate,
  lang: Language,
  timeZone: string,
  today: string,
): string {
  const names = { home: match.home.team.name, away: match.away.team.name };
  const scores = { homeScore: match.home.score, awayScore: match.away.score };
  if (match.status.phase === 'finished' && match.home.score !== null)
    return t('matchTitle.result', { ...names, ...scores });
  if (match.status.phase === 'live' && match.home.score !== null) return t('matchTitle.live', { ...names, ...scores });
  if (match.status.phase === 'upcoming') {
    const time = kickoffTime(match.kickoff, timeZone, lang);
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(match.kickoff));
    return day === today
      ? t('matchTitle.upcoming', { ...names, time })
      : t('matchTitle.upcomingOn', { ...names, time, date: kickoffDate(match.kickoff, timeZone, lang) });
  }
  return t('matchTitle.plain', names);
}
