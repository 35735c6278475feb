import { seasonLeaders } from '@placar/contract/calls/schedule';
import type { Leader } from '@placar/contract/league-format';
import type { Language } from '@placar/contract/languages';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import { Link } from 'react-router';
import { PlayerName } from '../../components/players/player-name.tsx';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { teamPath } from '../../lib/matches/team-path.ts';
import { useSeasonCall } from './use-season-call.ts';

/** Basketball leads by the game (the box score's totals over games played), football by the season's total. */
const perGame = (sport: Sport) => sportRules(sport).leaders.source === 'boxScore';

function LeaderList({
  title,
  leaders,
  sport,
  lang,
  testId,
}: {
  title: string;
  leaders: Leader[];
  sport: Sport;
  lang: Language;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="min-w-0 flex-1 rounded-2xl border border-ink-800 bg-ink-900 p-3" data-testid={testId}>
      <h3 className="mb-2 text-xs font-bold tracking-wider text-slate-400 uppercase">{title}</h3>
      {leaders.length === 0 ? (
        <p className="text-sm text-slate-400">{t('league.leaders.none')}</p>
      ) : (
        <ol className="flex flex-col gap-1.5">
          {leaders.map((leader, index) => (
            <li
              key={`${leader.team.id}-${leader.player}`}
              className="flex min-w-0 items-center gap-2 text-sm"
              data-testid="leader-row"
            >
              <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums">{index + 1}</span>
              <Link to={teamPath(lang, leader.team)} className="shrink-0" aria-label={leader.team.name}>
                <TeamBadge name={leader.team.name} logo={leader.team.logo} />
              </Link>
              <span className="flex min-w-0 flex-1 flex-col">
                <PlayerName name={leader.player} id={leader.playerId} lang={lang} />
                <span className="truncate text-xs text-slate-400">{leader.team.shortName}</span>
              </span>
              <span className="shrink-0 text-right font-bold text-white tabular-nums" data-testid="leader-value">
                {perGame(sport) ? (leader.value / Math.max(leader.matches, 1)).toFixed(1) : leader.value}
                {leader.penalties ? (
                  <span className="ml-1 text-xs font-normal text-slate-400">
                    {t('league.leaders.penalties', { count: leader.penalties })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The season's top scorers and assists, under the table. */
export function SeasonLeaders({ seasonId, sport, lang }: { seasonId: number; sport: Sport; lang: Language }) {
  const { t } = useTranslation();
  const loaded = useSeasonCall(seasonLeaders, seasonId, (id) => ({ seasonId: id, limit: 10 }));
  if (loaded.state !== 'done')
    return (
      <p className="px-1 text-sm text-slate-400">
        {t(loaded.state === 'loading' ? 'common.loading' : 'matches.loadFailed')}
      </p>
    );
  const word = perGame(sport) ? 'perGame' : 'total';
  return (
    <div className="flex flex-col gap-3 sm:flex-row" data-testid="season-leaders">
      <LeaderList
        title={t(`league.leaders.scorers.${word}`)}
        leaders={loaded.data.scorers}
        sport={sport}
        lang={lang}
        testId="top-scorers"
      />
      <LeaderList
        title={t(`league.leaders.assists.${word}`)}
        leaders={loaded.data.assists}
        sport={sport}
        lang={lang}
        testId="top-assists"
      />
    </div>
  );
}
