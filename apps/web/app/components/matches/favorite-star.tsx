import { useTranslation } from '../../i18n/use-translation.tsx';
import { toggleFavoriteOf, useFavoriteKeys } from '../../lib/favorites/favorites-store.ts';
import { type Favorite, favoriteKey } from '../../lib/favorites/local-favorites.ts';
import type { Translate } from '../../lib/matches/status-label.ts';

/**
 * A star that keeps a match, team or competition as a favorite (account for users, this browser for
 * visitors). `name` is what it keeps ("Arsenal – Chelsea", "Premier League"): a list has dozens of
 * stars, and each says which one it adds or removes (issue 34).
 */
export function FavoriteStar({ kind, id, name, className = '' }: Favorite & { name: string; className?: string }) {
  const { t } = useTranslation();
  const loved = useFavoriteKeys().has(favoriteKey({ kind, id }));
  return (
    <button
      type="button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggleFavoriteOf({ kind, id });
      }}
      aria-pressed={loved}
      aria-label={loved ? t('favorites.removeNamed', { name }) : t('favorites.addNamed', { name })}
      title={loved ? t('favorites.remove') : t('favorites.add')}
      data-testid={`favorite-${kind}-${id}`}
      className={`grid size-11 shrink-0 place-items-center rounded-full transition active:scale-90 ${loved ? 'text-amber-400 hover:text-amber-300' : 'text-slate-400 hover:text-slate-300'} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-[18px]"
        fill={loved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
        aria-hidden
      >
        <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
      </svg>
    </button>
  );
}

/** A match as its star names it, in the row's words: "Arsenal vs Chelsea", "Arsenal x Chelsea". */
export function matchName(
  match: { home: { team: { name: string } }; away: { team: { name: string } } },
  t: Translate,
): string {
  return t('matchTitle.versus', { home: match.home.team.name, away: match.away.team.name });
}
