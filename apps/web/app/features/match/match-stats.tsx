import type { statsData } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { statLabel } from '../../lib/matches/match-labels.ts';

type Stat = CallData<typeof statsData>['stats'][number];

/** Each statistic as two bars meeting in the middle. */
export function MatchStats({ stats }: { stats: Stat[] | null }) {
  const { t } = useTranslation();
  if (!stats || stats.length === 0)
    return <p className="px-4 py-10 text-center text-slate-400">{t('match.noStats')}</p>;
  return (
    <ul className="flex flex-col gap-4 rounded-2xl border border-ink-800 bg-ink-900 p-4" data-testid="match-stats">
      {stats.map((stat) => {
        const total = stat.home + stat.away;
        const home = total > 0 ? (stat.home / total) * 100 : 50;
        const suffix = stat.unit === 'percent' ? '%' : '';
        const lead = stat.home === stat.away ? null : stat.home > stat.away ? 'home' : 'away';
        return (
          <li key={stat.key} data-testid="stat" data-key={stat.key}>
            <div className="mb-1.5 flex items-center justify-between text-sm">
              <span className={`font-bold tabular-nums ${lead === 'home' ? 'text-white' : 'text-slate-400'}`}>
                {stat.home}
                {suffix}
              </span>
              <span className="text-xs font-semibold text-slate-400">{statLabel(stat.key, t)}</span>
              <span className={`font-bold tabular-nums ${lead === 'away' ? 'text-white' : 'text-slate-400'}`}>
                {stat.away}
                {suffix}
              </span>
            </div>
            <div className="flex h-1.5 gap-1">
              <span className="flex flex-1 justify-end overflow-hidden rounded-full bg-ink-800">
                <span
                  className={`rounded-full ${lead === 'home' ? 'bg-pitch-400' : 'bg-slate-500'}`}
                  style={{ width: `${home}%` }}
                />
              </span>
              <span className="flex flex-1 overflow-hidden rounded-full bg-ink-800">
                <span
                  className={`rounded-full ${lead === 'away' ? 'bg-hoop-400' : 'bg-slate-500'}`}
                  style={{ width: `${100 - home}%` }}
                />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
