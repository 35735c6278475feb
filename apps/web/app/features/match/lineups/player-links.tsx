import type { Language } from '@placar/contract/languages';
import type { MatchLineups } from '@placar/contract/player-entities';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Link } from 'react-router';
import { playerHref } from '../../../lib/matches/player-path.ts';

type Side = 'home' | 'away';
type Lookup = (side: Side | null, name: string) => string | null;

const PlayerLinks = createContext<Lookup>(() => null);

/** Gives the match page's names (timeline, box score) their player pages, from the line-ups' ids. */
export function PlayerLinksProvider({
  lineups,
  lang,
  children,
}: {
  lineups: MatchLineups | null;
  lang: Language;
  children: ReactNode;
}) {
  const lookup = useMemo<Lookup>(() => {
    const ids = { home: new Map<string, number>(), away: new Map<string, number>() };
    for (const side of ['home', 'away'] as const) {
      for (const player of [...(lineups?.[side].starters ?? []), ...(lineups?.[side].bench ?? [])])
        if (player.id !== null) ids[side].set(player.name, player.id);
    }
    return (side, name) => {
      const id = side === null ? undefined : ids[side].get(name);
      return id === undefined ? null : playerHref(lang, name, id);
    };
  }, [lineups, lang]);
  return <PlayerLinks.Provider value={lookup}>{children}</PlayerLinks.Provider>;
}

/** A player's name: a link to the player page when the line-ups know the player, else plain text. */
export function PlayerName({
  side,
  name,
  label,
  className,
}: {
  side: Side | null;
  name: string;
  label?: string;
  className?: string;
}) {
  const href = useContext(PlayerLinks)(side, name);
  const title = label === undefined ? undefined : name;
  if (href === null) {
    return (
      <span className={className} title={title}>
        {label ?? name}
      </span>
    );
  }
  return (
    <Link
      to={href}
      className={`${className ?? ''} hover:underline`}
      title={title}
      aria-label={name}
      data-testid="player-link"
    >
      {label ?? name}
    </Link>
  );
}
