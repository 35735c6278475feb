import type { Language } from '@placar/contract/languages';
import { Link } from 'react-router';
import { playerHref } from '../../lib/matches/player-path.ts';

/** A player's name wherever a league page lists one (top scorers, assists): it opens the player page when the player has one. */
export function PlayerName({ name, id, lang }: { name: string; id: number | null; lang: Language }) {
  const className = 'truncate font-medium text-white';
  return id === null ? (
    <span className={className} translate="no" data-testid="player-name">
      {name}
    </span>
  ) : (
    <Link
      to={playerHref(lang, name, id)}
      className={`${className} hover:underline`}
      translate="no"
      data-testid="player-name"
    >
      {name}
    </Link>
  );
}
