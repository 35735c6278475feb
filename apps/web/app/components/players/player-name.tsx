/**
 * A player's name wherever a league page lists one (top scorers, assists). Plain text for now:
 * the one place to make names open the player page (`/{lang}/player/{slug}/{id}`) once player
 * pages land, so every list links at once.
 */
export function PlayerName({ name }: { name: string }) {
  return (
    <span className="truncate font-medium text-white" translate="no" data-testid="player-name">
      {name}
    </span>
  );
}
