import type { Language } from '@placar/contract/languages';
import type { MatchDetail } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { FavoriteStar, matchName } from '../../components/matches/favorite-star.tsx';
import { hasLiveClock, LiveClock } from '../../components/matches/live-clock.tsx';
import { clockNamesPeriod } from '../../lib/matches/match-clock.ts';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import { periodShortNames, roundLabel } from '../../lib/matches/match-labels.ts';
import { statusLabel } from '../../lib/matches/status-label.ts';
import { kickoffDate } from '../../lib/matches/match-date.ts';
import { kickoffTime } from '../../lib/matches/match-time.ts';
import { teamPath } from '../../lib/matches/team-path.ts';

/** Teams, score, status and clock, and the score of each period. */
export function MatchHeader({ match, lang, timeZone }: { match: MatchDetail; lang: Language; timeZone: string }) {
  const { t } = useTranslation();
  const { phase } = match.status;
  const live = phase === 'live';
  const clock = live && hasLiveClock(match);
  const started = match.home.score !== null && match.away.score !== null;
  const periods = Math.max(match.home.periods.length, match.away.periods.length);
  const names = periodShortNames(match.sport, periods, t);
  const status = statusLabel(match.sport, match.status.code, t);
  return (
    <section
      className="relative overflow-hidden rounded-2xl border border-ink-800 bg-gradient-to-b from-ink-850 to-ink-900"
      data-testid="match-header"
      data-match-id={match.id}
      data-phase={phase}
      data-seq={match.seq}
    >
      <FavoriteStar kind="match" id={match.id} name={matchName(match, t)} className="absolute top-0 right-1 z-10" />
      <Link
        to={`/${lang}/schedule/league/${match.competition.id}`}
        className="flex items-center justify-center gap-2 border-b border-ink-800 px-10 py-2 text-xs font-semibold text-slate-400 hover:text-white"
      >
        <TeamBadge name={match.competition.name} logo={match.competition.logo} />
        {match.competition.name}
        {match.round ? (
          <span className="text-slate-400" data-testid="match-round">
            · {roundLabel(match.round, t, lang)}
          </span>
        ) : null}
      </Link>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 py-5 sm:gap-6 sm:px-6">
        {(['home', 'away'] as const).map((side, index) => (
          <Link
            key={side}
            to={teamPath(lang, match[side].team)}
            className={`flex flex-col items-center gap-2 rounded-xl text-center hover:bg-ink-800/50 ${index === 1 ? 'order-3' : ''}`}
            data-testid={`team-link-${side}`}
          >
            <TeamBadge name={match[side].team.name} logo={match[side].team.logo} size="lg" />
            <span
              className="line-clamp-2 text-sm font-bold text-white sm:text-base"
              data-testid={`match-team-${side}`}
              translate="no"
            >
              {match[side].team.name}
            </span>
          </Link>
        ))}
        <div className="order-2 flex min-w-28 flex-col items-center gap-1">
          {started ? (
            <p
              className={`flex items-center gap-2 text-4xl font-black tabular-nums sm:text-5xl ${live ? 'text-pitch-400' : 'text-white'}`}
            >
              <span data-testid="match-score-home">{match.home.score}</span>
              <span className="text-2xl text-slate-400">-</span>
              <span data-testid="match-score-away">{match.away.score}</span>
            </p>
          ) : (
            <p className="text-3xl font-black text-white tabular-nums" data-testid="match-kickoff">
              {kickoffTime(match.kickoff, timeZone, lang)}
            </p>
          )}
          {match.home.penalties !== null || match.away.penalties !== null ? (
            <p className="text-xs font-semibold text-slate-400" data-testid="match-penalties">
              {t('match.penalties', { home: match.home.penalties ?? 0, away: match.away.penalties ?? 0 })}
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-sm font-semibold">
            {live ? <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-500" /> : null}
            {clock ? <LiveClock match={match} className="text-pitch-400 tabular-nums" /> : null}
            {/* A clock that names the period (basketball's Q3 05:32) says the status already. */}
            <span
              className={clock && clockNamesPeriod(match) ? 'sr-only' : live ? 'text-pitch-400' : 'text-slate-400'}
              data-testid="match-status"
            >
              {status || kickoffDate(match.kickoff, timeZone, lang)}
            </span>
          </p>
          {started ? (
            // Once the score replaces the kickoff time, still say when it was played.
            <p className="text-xs text-slate-400" data-testid="match-when">
              <time dateTime={match.kickoff}>
                {kickoffDate(match.kickoff, timeZone, lang)} · {kickoffTime(match.kickoff, timeZone, lang)}
              </time>
            </p>
          ) : null}
        </div>
      </div>
      {periods > 0 ? (
        <div className="overflow-x-auto border-t border-ink-800 px-3 py-2">
          <table className="mx-auto text-xs text-slate-400" data-testid="period-scores">
            <thead>
              <tr>
                <th />
                {names.map((name) => (
                  <th key={name} className="px-2 py-1 font-semibold">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['home', 'away'] as const).map((side) => (
                <tr key={side}>
                  <th className="max-w-28 truncate pr-3 text-left font-semibold text-slate-300">
                    {match[side].team.shortName}
                  </th>
                  {names.map((name, index) => (
                    <td key={name} className="px-2 py-0.5 text-center tabular-nums text-slate-200">
                      {match[side].periods[index] ?? '-'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
