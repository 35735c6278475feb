import type { Language } from '@placar/contract/languages';
import { Link } from 'react-router';
import { BroadcastIcon } from '../ui/icons.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';

/** Where the entry leads: home's strip of rooms on air (its section carries this id). */
export const ON_AIR_ANCHOR = 'live-rooms';

interface OnAirEntryProps {
  lang: Language;
  count: number;
  /** The header's text pill (desktop) or a bottom-navigation cell with an icon (phones). */
  place: 'header' | 'bottom';
}

/**
 * "On air" with the number of rooms streaming as a badge, docked in the header's navigation and
 * the phone's bottom navigation (issue 34 item 5): a floating pill covered table and match rows.
 * Not drawn while nothing is on air.
 */
export function OnAirEntry({ lang, count, place }: OnAirEntryProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  // The name starts with the visible words, then says what the number counts.
  const label = t('nav.onAirRooms', { count });
  const badge = (
    <span
      aria-hidden
      data-testid="on-air-count"
      className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] leading-5 font-bold text-white tabular-nums"
    >
      {count}
    </span>
  );
  if (place === 'header') {
    return (
      <Link
        to={`/${lang}#${ON_AIR_ANCHOR}`}
        aria-label={label}
        data-testid="on-air-entry"
        className="flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold text-slate-300 transition hover:text-white"
      >
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-500" />
        <span aria-hidden>{t('nav.onAir')}</span>
        {badge}
      </Link>
    );
  }
  return (
    <Link
      to={`/${lang}#${ON_AIR_ANCHOR}`}
      aria-label={label}
      data-testid="bottom-nav-on-air"
      className="flex flex-col items-center gap-0.5 py-2 text-[11px] font-semibold text-slate-400 transition hover:text-slate-200"
    >
      <span aria-hidden className="relative">
        <BroadcastIcon className="size-6 text-red-400" />
        <span className="absolute -top-1.5 -right-3">{badge}</span>
      </span>
      <span aria-hidden>{t('nav.onAir')}</span>
    </Link>
  );
}
