import type { MatchDetail } from '@placar/contract/schedule-entities';
import { hasLiveClock, LiveClock } from '../../components/matches/live-clock.tsx';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { statusLabel } from '../../lib/matches/status-label.ts';

/**
 * The score in one line, pinned under the site's header while the match chat is open (issue 34
 * item 7: on a phone, chatting scrolled the score away). Follows the page's live match.
 */
export function PinnedScore({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const live = match.status.phase === 'live';
  const started = match.home.score !== null && match.away.score !== null;
  return (
    <div
      className="sticky top-14 z-20 -mx-4 border-b border-ink-800 bg-ink-950/95 px-4 py-1.5 backdrop-blur-md sm:mx-0 sm:rounded-xl sm:border"
      data-testid="pinned-score"
    >
      <p className="flex items-center justify-center gap-2 text-sm font-bold whitespace-nowrap text-white">
        <span className="hidden min-[400px]:contents">
          <TeamBadge name={match.home.team.name} logo={match.home.team.logo} />
        </span>
        <span className="max-w-28 truncate min-[400px]:max-w-36 sm:max-w-none" translate="no">
          {match.home.team.shortName}
        </span>
        <span
          className={`rounded-md bg-ink-800 px-2 tabular-nums ${live ? 'text-pitch-400' : ''}`}
          data-testid="pinned-score-value"
        >
          {started ? `${match.home.score} - ${match.away.score}` : '-'}
        </span>
        <span className="max-w-28 truncate min-[400px]:max-w-36 sm:max-w-none" translate="no">
          {match.away.team.shortName}
        </span>
        <span className="hidden min-[400px]:contents">
          <TeamBadge name={match.away.team.name} logo={match.away.team.logo} />
        </span>
        <span className={`text-xs ${live ? 'text-pitch-400' : 'text-slate-400'}`}>
          {live && hasLiveClock(match) ? (
            <LiveClock match={match} className="tabular-nums" />
          ) : (
            statusLabel(match.sport, match.status.code, t)
          )}
        </span>
      </p>
    </div>
  );
}
