import { seasonBracket } from '@placar/contract/calls/schedule';
import type { BracketTie } from '@placar/contract/league-format';
import type { Language } from '@placar/contract/languages';
import type { Season } from '@placar/contract/schedule-entities';
import { Link } from 'react-router';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { roundLabel } from '../../lib/matches/match-labels.ts';
import { kickoffDate } from '../../lib/matches/match-date.ts';
import { matchPath } from '../../lib/matches/match-path.ts';
import { useSeasonCall } from './use-season-call.ts';

type Side = BracketTie['home'];

function TeamLine({ team, score, won }: { team: Side; score: number | null; won: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex min-w-0 items-center gap-2 ${won ? 'font-bold text-white' : 'text-slate-300'}`}
      data-testid="bracket-team"
      data-winner={won || undefined}
    >
      <TeamBadge name={team.name} logo={team.logo} />
      <span className="min-w-0 flex-1 truncate" translate="no">
        {team.name}
      </span>
      {won ? (
        <span className="text-pitch-400" title={t('league.bracket.through')}>
          <span aria-hidden>✓</span>
          <span className="sr-only">{t('league.bracket.through')}</span>
        </span>
      ) : null}
      <span className="w-5 text-right tabular-nums">{score ?? ''}</span>
    </div>
  );
}

/** One tie: both sides with the aggregate, the winner marked, and each leg (date or score) opening its match. */
function TieCard({ tie, lang, timeZone }: { tie: BracketTie; lang: Language; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex flex-col gap-1.5 rounded-xl border border-ink-800 bg-ink-900 p-2.5 text-sm"
      data-testid="bracket-tie"
      data-decided={tie.winnerId !== null}
    >
      <TeamLine team={tie.home} score={tie.aggregate?.home ?? null} won={tie.winnerId === tie.home.id} />
      <TeamLine team={tie.away} score={tie.aggregate?.away ?? null} won={tie.winnerId === tie.away.id} />
      <ul className="flex flex-wrap gap-x-3 border-t border-ink-800 pt-1.5 text-xs text-slate-400">
        {tie.legs.map((leg, index) => (
          <li key={leg.id}>
            <Link to={matchPath(lang, leg)} className="hover:text-white hover:underline" data-testid="bracket-leg">
              {tie.legs.length > 1 ? `${t('league.bracket.leg', { n: index + 1 })} ` : ''}
              {leg.home.score === null || leg.away.score === null
                ? kickoffDate(leg.kickoff, timeZone, lang)
                : `${leg.home.team.shortName} ${leg.home.score}-${leg.away.score} ${leg.away.team.shortName}`}
              {leg.home.penalties !== null && leg.away.penalties !== null
                ? ` (${t('league.bracket.penalties', { home: leg.home.penalties, away: leg.away.penalties })})`
                : ''}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * A season's knockout phase as a bracket: rounds as columns from the `md` width, each tie with
 * its aggregate and winner. A phone stacks the rounds (nothing scrolls sideways); a desktop
 * with more rounds than fit scrolls them sideways, and says so above. A season whose knockout
 * phase is not drawn yet shows the latest season's that was, named.
 */
export function KnockoutBracket({
  seasons,
  seasonId,
  lang,
  timeZone,
}: {
  seasons: readonly Season[];
  seasonId: number;
  lang: Language;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const current = useSeasonCall(seasonBracket, seasonId, (id) => ({ seasonId: id }));
  const older = seasons
    .filter(
      (season) =>
        season.id !== seasonId && season.startsOn < (seasons.find((item) => item.id === seasonId)?.startsOn ?? ''),
    )
    .sort((a, b) => b.startsOn.localeCompare(a.startsOn))[0];
  const empty = current.state === 'done' && current.data.rounds.length === 0;
  const previous = useSeasonCall(seasonBracket, empty && older !== undefined ? older.id : null, (id) => ({
    seasonId: id,
  }));
  if (current.state !== 'done')
    return <p className="text-slate-400">{t(current.state === 'loading' ? 'common.loading' : 'matches.loadFailed')}</p>;
  const shown = empty
    ? previous.state === 'done' && previous.data.rounds.length > 0
      ? previous.data
      : null
    : current.data;
  if (shown === null)
    return (
      <p className="text-slate-400">
        {t(empty && previous.state === 'loading' && older !== undefined ? 'common.loading' : 'league.bracket.none')}
      </p>
    );
  return (
    <div className="flex flex-col gap-2" data-testid="knockout-bracket" data-season-id={shown.season.id}>
      {empty ? (
        <p
          className="rounded-xl border border-ink-800 bg-ink-900 px-3 py-2 text-sm text-slate-300"
          data-testid="bracket-earlier-season"
        >
          {t('league.bracket.earlier', { season: shown.season.name })}
        </p>
      ) : null}
      {shown.rounds.length > 3 ? (
        <p className="hidden items-center gap-1 text-xs text-slate-400 md:flex" data-testid="bracket-scroll-hint">
          {t('league.bracket.scrollHint')} <span aria-hidden>→</span>
        </p>
      ) : null}
      {/* Width 0 then the full width: the columns never widen the page, only this box scrolls; relative, so the marks read to screen readers (absolute) scroll inside it too. */}
      <div className="relative md:w-0 md:min-w-full md:overflow-x-auto md:pb-2" data-testid="bracket-scroller">
        <ol className="flex flex-col gap-5 md:flex-row md:gap-3">
          {shown.rounds.map((round) => (
            <li key={round.name} className="flex flex-col gap-2 md:w-60 md:shrink-0" data-testid="bracket-round">
              <h3 className="px-1 text-xs font-bold tracking-wider text-slate-400 uppercase">
                {roundLabel(round.name, t, lang)}
              </h3>
              <ol className="flex flex-1 flex-col justify-around gap-2">
                {round.ties.map((tie) => (
                  <TieCard key={`${tie.home.id}-${tie.away.id}`} tie={tie} lang={lang} timeZone={timeZone} />
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
