import type { Language } from '@placar/contract/languages';
import type { PlayerPage as PlayerData, PlayerTally } from '@placar/contract/player-entities';
import { Link } from 'react-router';
import { MatchRow } from '../../components/matches/match-row.tsx';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import type { Translate } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { decimalText } from '../../i18n/decimal-text.ts';
import { kickoffDate } from '../../lib/matches/match-date.ts';
import { teamPath } from '../../lib/matches/team-path.ts';

/** Matches listed on the page: the last ten of the season. */
const LAST_MATCHES = 10;

/** What the player did in one match, in the figures the sport's page shows. */
function tallyText(tally: PlayerTally, figures: PlayerData['figures'], t: Translate): string {
  const shown = new Set(figures.map((figure) => figure.id));
  const parts = [t('playerPage.tally.minutes', { minutes: tally.minutes })];
  if (shown.has('goals') && tally.goals > 0)
    parts.push(
      tally.goals === 1 ? t('playerPage.tally.goalsOne') : t('playerPage.tally.goals', { count: tally.goals }),
    );
  if ((shown.has('assists') || shown.has('assistsPerGame')) && tally.assists > 0)
    parts.push(
      tally.assists === 1 ? t('playerPage.tally.assistsOne') : t('playerPage.tally.assists', { count: tally.assists }),
    );
  if (shown.has('yellowCards') && tally.yellowCards > 0) parts.push(t('playerPage.tally.yellowCards'));
  if (shown.has('redCards') && tally.redCards > 0) parts.push(t('playerPage.tally.redCards'));
  if (shown.has('pointsPerGame')) parts.push(t('playerPage.tally.points', { count: tally.points }));
  if (shown.has('reboundsPerGame')) parts.push(t('playerPage.tally.rebounds', { count: tally.rebounds }));
  return parts.join(' · ');
}

/** A player's page: who and where, this season's figures (finished matches) and the last matches, each opening its match. */
export function PlayerPage({ data, lang, timeZone }: { data: PlayerData; lang: Language; timeZone: string }) {
  const { t } = useTranslation();
  const { player, figures, matches } = data;
  return (
    <section
      className="mx-auto flex w-full max-w-4xl flex-col gap-6"
      data-testid="page-player"
      data-player-id={player.id}
    >
      <header className="flex items-center gap-4 rounded-2xl border border-ink-800 bg-gradient-to-br from-ink-850 to-ink-950 p-4">
        <span
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white text-xl font-black text-ink-950 tabular-nums"
          data-testid="player-number"
        >
          {player.number ?? ''}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wider text-slate-400 uppercase">{t('playerPage.heading')}</p>
          <h1
            className="truncate text-2xl font-extrabold tracking-tight text-white"
            data-testid="player-name"
            translate="no"
          >
            {player.name}
          </h1>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-400">
            {player.position ? (
              <span data-testid="player-position">{t(`playerPage.positions.${player.position}`)}</span>
            ) : null}
            <span aria-hidden>·</span>
            <Link
              to={teamPath(lang, player.team)}
              className="inline-flex items-center gap-1.5 text-slate-200 hover:underline"
              data-testid="player-team"
            >
              <TeamBadge name={player.team.name} logo={player.team.logo} size="sm" />
              {player.team.name}
            </Link>
            <span aria-hidden>·</span>
            <span>{t(`tabs.${player.sport}`)}</span>
          </p>
        </div>
      </header>
      <section className="flex flex-col gap-2" data-testid="player-season">
        <h2 className="text-sm font-bold tracking-wide text-slate-400 uppercase">{t('playerPage.season')}</h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map((figure) => (
            <div
              key={figure.id}
              className="rounded-2xl border border-ink-800 bg-ink-900 px-3 py-2"
              data-testid="player-figure"
              data-figure={figure.id}
              data-value={figure.value}
            >
              <dt className="text-[11px] font-bold tracking-wide text-slate-400 uppercase">
                {t(`playerPage.figures.${figure.id}`)}
              </dt>
              <dd className="text-2xl font-black text-white tabular-nums">
                {Number.isInteger(figure.value) ? figure.value : decimalText(figure.value, lang)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500">{t('playerPage.seasonNote')}</p>
      </section>
      <section className="flex flex-col gap-2" data-testid="player-matches">
        <h2 className="text-sm font-bold tracking-wide text-slate-400 uppercase">{t('playerPage.lastMatches')}</h2>
        {matches.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink-700 px-4 py-6 text-center text-slate-400">
            {t('playerPage.noMatches')}
          </p>
        ) : (
          <ul className="divide-y divide-ink-800 overflow-hidden rounded-2xl border border-ink-800 bg-ink-900">
            {matches.slice(0, LAST_MATCHES).map((entry) => (
              <li key={entry.match.id} data-testid="player-match" data-match-id={entry.match.id}>
                <MatchRow
                  match={entry.match}
                  lang={lang}
                  timeZone={timeZone}
                  date={kickoffDate(entry.match.kickoff, timeZone, lang)}
                />
                <p className="px-4 pb-2 text-xs text-slate-400 tabular-nums">
                  <span className="font-semibold text-slate-300">
                    {t(entry.started ? 'playerPage.started' : 'playerPage.cameOn')}
                  </span>{' '}
                  · {tallyText(entry.tally, figures, t)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
