import { sportRules } from '@placar/contract/sports/sport-registry';
import type { teamDetail } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { Language } from '@placar/contract/languages';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { playerHref } from '../../lib/matches/player-path.ts';

type Squad = CallData<typeof teamDetail>['squad'];

/** The squad grouped by position, shirt numbers first, each name opening the player page; a note when the feed has none. */
export function TeamSquad({ squad, sport, lang }: { squad: Squad; sport: Sport; lang: Language }) {
  const { t } = useTranslation();
  if (squad.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-ink-700 px-4 py-6 text-center text-slate-400">
        {t('team.noSquad')}
      </p>
    );
  const known: readonly string[] = sportRules(sport).positions;
  const groups = [...known, 'other']
    .map((position) => ({
      position,
      players: squad
        .filter((player) =>
          position === 'other' ? !known.includes(player.position ?? '') : player.position === position,
        )
        .sort((a, b) => (a.number ?? 999) - (b.number ?? 999) || a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.players.length > 0);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {groups.map((group) => (
        <div key={group.position} className="overflow-hidden rounded-2xl border border-ink-800 bg-ink-900">
          <h3 className="bg-ink-850/60 px-4 py-1.5 text-xs font-bold tracking-wide text-slate-400 uppercase">
            {t(`team.positions.${group.position}`)}
          </h3>
          <ul className="divide-y divide-ink-800">
            {group.players.map((player) => (
              <li key={player.name} className="flex items-center gap-3 px-4 py-1.5 text-sm" data-testid="squad-player">
                <span className="w-6 text-right text-xs font-bold text-slate-400 tabular-nums">
                  {player.number ?? ''}
                </span>
                <Link
                  to={playerHref(lang, player.name, player.id)}
                  className="text-slate-100 hover:underline"
                  data-testid="player-link"
                >
                  {player.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
