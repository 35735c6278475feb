import type { Language } from '@placar/contract/languages';
import type { LineupPlayer, MatchLineups as LineupsData, TeamLineup } from '@placar/contract/player-entities';
import { sportRules } from '@placar/contract/sports/sport-registry';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LineupPitch } from './lineup-pitch.tsx';
import { PlayerLinksProvider, PlayerName } from './player-links.tsx';
import { PlayerMarkers } from './player-markers.tsx';
import { useMatchLineups } from './use-match-lineups.ts';

type Side = 'home' | 'away';

function PlayerRow({ player, side, showMinutes }: { player: LineupPlayer; side: Side; showMinutes: boolean }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex items-center gap-3 px-4 py-1.5 text-sm"
      data-testid={showMinutes ? 'lineup-player' : 'lineup-bench-player'}
      data-player-id={player.id ?? ''}
    >
      <span className="w-6 shrink-0 text-right text-xs font-bold text-slate-400 tabular-nums">
        {player.number ?? ''}
      </span>
      <span className="min-w-0 flex-1">
        <PlayerName side={side} name={player.name} className="block truncate text-slate-100" />
        {player.position ? (
          <span className="block text-[11px] text-slate-500">{t(`playerPage.positions.${player.position}`)}</span>
        ) : null}
      </span>
      <PlayerMarkers player={player} />
      {showMinutes ? (
        <span className="w-24 shrink-0 text-right text-xs text-slate-400 tabular-nums">{`${player.tally.minutes}' · ${t('playerPage.tally.points', { count: player.tally.points })}`}</span>
      ) : null}
    </li>
  );
}

function TeamPanel({ lineup, side, listStarters }: { lineup: TeamLineup; side: Side; listStarters: boolean }) {
  const { t } = useTranslation();
  const groups = [
    ...(listStarters ? [{ key: 'starters', players: lineup.starters }] : []),
    { key: 'bench', players: lineup.bench },
  ].filter((group) => group.players.length > 0);
  return (
    <section
      className="overflow-hidden rounded-2xl border border-ink-800 bg-ink-900"
      data-testid="lineup-team"
      data-side={side}
      data-formation={lineup.formation ?? ''}
    >
      <header className="flex items-baseline justify-between gap-2 bg-ink-850/60 px-4 py-2">
        <h2 className="truncate text-sm font-bold text-white">{lineup.team.name}</h2>
        {lineup.formation ? (
          <span className="shrink-0 text-xs font-bold text-pitch-400" data-testid="lineup-formation">
            {t('lineups.formation', { formation: lineup.formation })}
          </span>
        ) : null}
      </header>
      <p className="border-b border-ink-800 px-4 py-1.5 text-xs text-slate-400">
        {t('lineups.coach')}: <span className="text-slate-200">{lineup.coach ?? t('lineups.noCoach')}</span>
      </p>
      {groups.map((group) => (
        <div key={group.key}>
          <h3 className="px-4 pt-2 text-[11px] font-bold tracking-wide text-slate-400 uppercase">
            {t(`lineups.${group.key}`)}
          </h3>
          <ul className="divide-y divide-ink-800">
            {group.players.map((player) => (
              <PlayerRow key={player.name} player={player} side={side} showMinutes={listStarters} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Both line-ups as data: football's elevens on a pitch with the benches below, other sports' starters and bench listed. */
export function LineupsView({ data }: { data: LineupsData }) {
  const { t } = useTranslation();
  const rules = sportRules(data.sport);
  const empty = data.home.starters.length === 0 && data.away.starters.length === 0;
  if (empty)
    return (
      <p className="rounded-2xl border border-dashed border-ink-700 px-4 py-6 text-center text-slate-400">
        {t('lineups.none')}
      </p>
    );
  return (
    <div className="flex flex-col gap-3" data-testid="match-lineups" data-state={data.state}>
      <p
        className={`flex flex-wrap items-center gap-2 text-sm font-bold ${data.state === 'predicted' ? 'text-amber-300' : 'text-pitch-400'}`}
        data-testid="lineups-state"
      >
        {t(`lineups.${data.state}`)}
        {data.state === 'predicted' ? (
          <span className="text-xs font-normal text-slate-400">{t('lineups.predictedNote')}</span>
        ) : null}
      </p>
      {rules.lineup.pitch ? <LineupPitch home={data.home} away={data.away} positions={rules.positions} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        <TeamPanel lineup={data.home} side="home" listStarters={!rules.lineup.pitch} />
        <TeamPanel lineup={data.away} side="away" listStarters={!rules.lineup.pitch} />
      </div>
    </div>
  );
}

/**
 * A match's line-ups, self-contained: give the data (the match page's loader has it) or only the
 * match id (it is fetched); kept current as the live message brings substitutions and cards.
 * Names open the player pages.
 */
export function MatchLineups({ matchId, data, lang }: { matchId: number; data?: LineupsData | null; lang: Language }) {
  const { t } = useTranslation();
  const { lineups, failed } = useMatchLineups(matchId, data);
  if (lineups === null)
    return <p className="px-4 py-10 text-center text-slate-400">{failed ? t('lineups.failed') : t('lineups.none')}</p>;
  return (
    <PlayerLinksProvider lineups={lineups} lang={lang}>
      <LineupsView data={lineups} />
    </PlayerLinksProvider>
  );
}
