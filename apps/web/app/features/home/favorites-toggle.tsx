import { useTranslation } from '../../i18n/use-translation.tsx';

/** The home page's favorites-only switch, a star pill beside the tabs. */
export function FavoritesToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={on}
      title={on ? t('favorites.filterOn') : t('favorites.filterOff')}
      data-testid="favorites-filter"
      className={`flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold transition ${
        on ? 'bg-amber-400 text-ink-950' : 'bg-ink-850 text-slate-300 hover:bg-ink-800 hover:text-white'
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
        aria-hidden
      >
        <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
      </svg>
      <span className="hidden sm:inline">{t('favorites.filter')}</span>
      <span className="sr-only sm:hidden">{t('favorites.filter')}</span>
    </button>
  );
}
