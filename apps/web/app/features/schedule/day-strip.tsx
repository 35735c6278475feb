import type { Language } from '@placar/contract/languages';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { dayLabel } from '../../lib/matches/match-date.ts';
import { addDays, isoDayToRoute } from '../../lib/time/time-zone.ts';

interface DayStripProps {
  day: string;
  today: string;
  lang: Language;
  search: string;
}

/** Days around the shown one; today links to /schedule/today. */
export function DayStrip({ day, today, lang, search }: DayStripProps) {
  const { t } = useTranslation();
  const days = [-3, -2, -1, 0, 1, 2, 3].map((offset) => addDays(day, offset));
  const href = (value: string) => `/${lang}/schedule/${value === today ? 'today' : isoDayToRoute(value)}${search}`;
  const name = (value: string) => {
    const diff = Math.round((Date.parse(value) - Date.parse(today)) / 86_400_000);
    if (diff === 0) return t('common.today');
    if (diff === -1) return t('days.yesterday');
    if (diff === 1) return t('days.tomorrow');
    return dayLabel(value, lang, { weekday: 'short' });
  };
  return (
    <nav aria-label={t('days.label')} className="flex items-center gap-1.5" data-testid="day-strip">
      <Link
        to={href(addDays(day, -1))}
        aria-label={t('days.previous')}
        className="grid size-9 shrink-0 place-items-center rounded-full bg-ink-850 text-slate-300 hover:bg-ink-800"
        data-testid="day-previous"
      >
        ‹
      </Link>
      <ul className="flex min-w-0 flex-1 gap-1.5">
        {days.map((value, index) => {
          const active = value === day;
          // Phones show five days, wider screens seven.
          const outer = index === 0 || index === days.length - 1;
          return (
            <li key={value} className={`flex-1 ${outer ? 'hidden sm:block' : ''}`}>
              <Link
                to={href(value)}
                aria-current={active ? 'date' : undefined}
                data-testid="day-link"
                data-day={value}
                className={`flex min-w-0 flex-col items-center rounded-xl px-1 py-1.5 text-xs transition ${active ? 'bg-pitch-500 text-ink-950' : 'bg-ink-850 text-slate-300 hover:bg-ink-800'}`}
              >
                <span className="font-semibold whitespace-nowrap">{name(value)}</span>
                <span className={`whitespace-nowrap ${active ? 'text-ink-900' : 'text-slate-400'}`}>
                  {dayLabel(value, lang, { day: 'numeric', month: lang === 'br' ? 'numeric' : 'short' })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={href(addDays(day, 1))}
        aria-label={t('days.next')}
        className="grid size-9 shrink-0 place-items-center rounded-full bg-ink-850 text-slate-300 hover:bg-ink-800"
        data-testid="day-next"
      >
        ›
      </Link>
    </nav>
  );
}
