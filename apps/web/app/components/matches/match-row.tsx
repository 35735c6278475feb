import type { Language } from '@placar/contract/languages';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { memo } from 'react';
import { Link } from 'react-router';
import { statusLabel, type Translate } from '../../lib/matches/status-label.ts';
import { matchPath } from '../../lib/matches/match-path.ts';
import { kickoffTime } from '../../lib/matches/match-time.ts';
import { FavoriteStar, matchName } from './favorite-star.tsx';
import { hasLiveClock, LiveClock } from './live-clock.tsx';
import { TeamBadge } from './team-badge.tsx';

interface MatchRowProps {
  match: MatchSummary;
  lang: Language;
  timeZone: string;
  /**
   * The kickoff date to show above the time (lists spanning several days: match-date.ts's
   * kickoffDate, given by the caller so that home does not load the date names).
   */
  date?: string;
}

function outcome(match: MatchSummary, side: 'home' | 'away'): 'win' | 'loss' | 'even' {
  if (match.status.phase !== 'finished') return 'even';
  const own = (match[side].score ?? 0) * 100 + (match[side].penalties ?? 0);
  const other = side === 'home' ? match.away : match.home;
  const theirs = (other.score ?? 0) * 100 + (other.penalties ?? 0);
  return own > theirs ? 'win' : own < theirs ? 'loss' : 'even';
}

/**
 * A team of the row: its crest and name, plain text under the row's link, so a tap on a name opens
 * the match as on SofaScore, FotMob and FlashScore (issue 34); the team's page opens from the match
 * page's header and the tables.
 */
function Side({ match, side }: { match: MatchSummary; side: 'home' | 'away' }) {
  const { team } = match[side];
  const result = outcome(match, side);
  return (
    <span className="flex min-w-0 items-center gap-2.5" data-testid={`match-side-${side}`}>
      <TeamBadge name={team.name} logo={team.logo} />
      <span
        className={`truncate ${result === 'loss' ? 'text-slate-400' : 'text-slate-100'} ${result === 'win' ? 'font-bold' : 'font-medium'}`}
        data-testid={`match-team-${side}`}
        translate="no"
      >
        {team.name}
      </span>
    </span>
  );
}

/**
 * The row link's accessible name: what the row shows (teams, score, live or the kick-off), since
 * the link is the row's one control and its own text is only the time column. No Intl and no date
 * names, so home's first load stays as decision 0097 left it.
 */
function rowName(match: MatchSummary, t: Translate, time: string, date: string | undefined, status: string): string {
  const names = { home: match.home.team.name, away: match.away.team.name };
  const scores = { homeScore: match.home.score, awayScore: match.away.score };
  const { phase } = match.status;
  if (phase === 'live' && match.home.score !== null) return t('matchTitle.live', { ...names, ...scores });
  if (phase === 'finished' && match.home.score !== null) return t('matchTitle.result', { ...names, ...scores });
  if (phase === 'upcoming' && !status)
    return date ? t('matchTitle.upcomingOn', { ...names, time, date }) : t('matchTitle.upcoming', { ...names, time });
  return status ? `${t('matchTitle.plain', names)}, ${status}` : t('matchTitle.plain', names);
}

function Score({ match, side }: { match: MatchSummary; side: 'home' | 'away' }) {
  const { score, penalties } = match[side];
  const live = match.status.phase === 'live';
  const result = outcome(match, side);
  return (
    <span
      className={`flex items-baseline justify-end gap-1 tabular-nums ${live ? 'text-pitch-400' : result === 'loss' ? 'text-slate-400' : 'text-white'} font-bold`}
    >
      {penalties !== null ? <span className="text-[11px] font-semibold text-slate-400">({penalties})</span> : null}
      <span data-testid={`match-score-${side}`}>{score ?? ''}</span>
    </span>
  );
}

/**
 * One match in a list: time or live clock, the two teams, the score, and its star. The whole
 * row, names included, is one link to the match page; the star is its own 44 px button above
 * the link (a sibling, not nested in it). Memoized: a live update or a
 * refetch (shareEqual) gives a new object only to the match that changed, so only its row renders.
 */
export const MatchRow = memo(function MatchRow({ match, lang, timeZone, date }: MatchRowProps) {
  const { t } = useTranslation();
  const { phase } = match.status;
  const live = phase === 'live';
  const clock = live && hasLiveClock(match);
  const status = statusLabel(match.sport, match.status.code, t);
  const showKickoff = phase === 'upcoming' && !status;
  const time = showKickoff ? kickoffTime(match.kickoff, timeZone, lang) : '';
  return (
    <div
      className="relative grid grid-cols-[3.75rem_1fr_auto_auto] items-center gap-x-3 py-2.5 pl-3 transition hover:bg-ink-800/70 sm:pl-4"
      data-testid="match-row"
      data-match-id={match.id}
      data-phase={phase}
      data-status-code={match.status.code}
      data-seq={match.seq}
    >
      {/* The row's link: its box stretches over the whole row (after:inset-0). */}
      <Link
        to={matchPath(lang, match)}
        aria-label={rowName(match, t, time, date, status)}
        className="flex flex-col items-center justify-center text-center text-xs leading-tight after:absolute after:inset-0"
        data-testid="match-link"
      >
        {date ? <span className="mb-0.5 text-[10px] text-slate-400">{date}</span> : null}
        {showKickoff ? (
          <span className="font-semibold text-slate-300 tabular-nums" data-testid="match-kickoff">
            {time}
          </span>
        ) : null}
        {clock ? <LiveClock match={match} className="font-bold text-pitch-400 tabular-nums" /> : null}
        <span
          className={
            clock || showKickoff
              ? 'sr-only'
              : `font-semibold ${live ? 'text-pitch-400' : phase === 'finished' ? 'text-slate-400' : 'text-hoop-400'}`
          }
          data-testid="match-status"
        >
          {status}
        </span>
        {live ? <span aria-hidden className="mt-1 h-0.5 w-5 animate-pulse rounded-full bg-pitch-400" /> : null}
      </Link>
      <span className="flex min-w-0 flex-col gap-1.5 text-sm">
        <Side match={match} side="home" />
        <Side match={match} side="away" />
      </span>
      <span className="flex min-w-6 flex-col gap-1.5 text-sm">
        <Score match={match} side="home" />
        <Score match={match} side="away" />
      </span>
      <FavoriteStar kind="match" id={match.id} name={matchName(match, t)} className="relative z-10 mr-0.5 sm:mr-1.5" />
    </div>
  );
});
