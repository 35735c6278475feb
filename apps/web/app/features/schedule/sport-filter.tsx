import { isSport, servedSports } from '@placar/contract/sports/served-sports';
import type { Sport } from '@placar/contract/sports/served-sports';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';

export type SportFilterValue = Sport | undefined;

export function parseSport(value: string | null): SportFilterValue {
  return isSport(value) ? value : undefined;
}

/** All, then each sport served, as links on the current path (?sport=). */
export function SportFilter({ pathname, sport }: { pathname: string; sport: SportFilterValue }) {
  const { t } = useTranslation();
  const options = [undefined, ...servedSports()];
  return (
    <div role="group" aria-label={t('leagues.sport')} className="flex gap-2" data-testid="sport-filter">
      {options.map((option) => {
        const active = option === sport;
        return (
          <Link
            key={option ?? 'all'}
            to={option ? `${pathname}?sport=${option}` : pathname}
            aria-current={active ? 'true' : undefined}
            data-testid={`sport-${option ?? 'all'}`}
            className={`rounded-full px-3.5 py-1.5 text-sm font-semibold transition ${active ? 'bg-white text-ink-950' : 'bg-ink-850 text-slate-300 hover:bg-ink-800 hover:text-white'}`}
          >
            {t(option ? `tabs.${option}` : 'tabs.all')}
          </Link>
        );
      })}
    </div>
  );
}
