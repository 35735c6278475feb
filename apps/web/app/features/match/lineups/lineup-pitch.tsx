import type { LineupPlayer, TeamLineup } from '@placar/contract/player-entities';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { PlayerName } from './player-links.tsx';
import { PlayerMarkers } from './player-markers.tsx';

type Side = 'home' | 'away';

/** The starters in rows, goalkeeper first, by the sport's positions (those it does not know last). */
function rowsOf(starters: readonly LineupPlayer[], positions: readonly string[]): LineupPlayer[][] {
  const known = positions.map((position) => starters.filter((player) => player.position === position));
  const other = starters.filter((player) => !positions.includes(player.position ?? ''));
  return [...known, other].filter((row) => row.length > 0);
}

/** A surname is what a shirt and a pitch graphic show: the last word of the name. */
const surname = (name: string) => name.split(' ').slice(-1)[0] ?? name;

/**
 * What the pitch shows for each starter: the surname, or the initial and the surname where two
 * starters of one side share it ("K. Bowen" and "J. Bowen", as broadcasters and SofaScore write them).
 */
export function pitchLabels(players: readonly LineupPlayer[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const player of players) counts.set(surname(player.name), (counts.get(surname(player.name)) ?? 0) + 1);
  return new Map(
    players.map((player) => {
      const last = surname(player.name);
      const first = player.name.split(' ')[0] ?? '';
      const shared = (counts.get(last) ?? 0) > 1 && first !== last;
      return [player.name, shared ? `${first.slice(0, 1)}. ${last}` : last];
    }),
  );
}

function PitchPlayer({ player, side, label }: { player: LineupPlayer; side: Side; label: string }) {
  const shirt = side === 'home' ? 'bg-white text-ink-950' : 'bg-sky-500 text-white';
  return (
    <li
      className="flex w-16 min-w-0 flex-col items-center gap-0.5 text-center sm:w-20"
      data-testid="lineup-starter"
      data-player-id={player.id ?? ''}
    >
      <span
        className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-black tabular-nums shadow ring-1 ring-black/30 sm:h-8 sm:w-8 ${shirt}`}
      >
        {player.number ?? ''}
      </span>
      <PlayerName
        side={side}
        name={player.name}
        label={label}
        className="block max-w-full truncate text-[11px] leading-tight font-semibold text-white drop-shadow sm:text-xs"
      />
      <PlayerMarkers player={player} compact />
    </li>
  );
}

/**
 * Both elevens on one drawn pitch in their formations: home from its goal at the top down to
 * the halfway line, away from the bottom up (CSS rows over an SVG of the markings).
 */
export function LineupPitch({
  home,
  away,
  positions,
}: {
  home: TeamLineup;
  away: TeamLineup;
  positions: readonly string[];
}) {
  const { t } = useTranslation();
  const half = (lineup: TeamLineup, side: Side) => {
    const rows = rowsOf(lineup.starters, positions);
    const labels = pitchLabels(lineup.starters);
    return (
      <div
        className={`relative flex flex-1 flex-col justify-around gap-1 py-2 ${side === 'away' ? 'flex-col-reverse' : ''}`}
        data-testid="lineup-half"
        data-side={side}
        data-formation={lineup.formation ?? ''}
      >
        <p className={`absolute left-2 text-[11px] font-bold text-white/80 ${side === 'home' ? 'top-1' : 'bottom-1'}`}>
          {lineup.team.shortName} {lineup.formation ? `· ${lineup.formation}` : ''}
        </p>
        {rows.map((row, index) => (
          <ul key={index} className="flex justify-around px-1">
            {row.map((player) => (
              <PitchPlayer
                key={player.name}
                player={player}
                side={side}
                label={labels.get(player.name) ?? surname(player.name)}
              />
            ))}
          </ul>
        ))}
      </div>
    );
  };
  return (
    <div
      className="relative overflow-hidden rounded-2xl border border-ink-800 bg-gradient-to-b from-pitch-600/70 via-pitch-600/55 to-pitch-600/70"
      data-testid="lineup-pitch"
      aria-label={t('lineups.starters')}
    >
      <svg
        aria-hidden
        viewBox="0 0 100 150"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 h-full w-full stroke-white/35"
        fill="none"
        strokeWidth="0.4"
      >
        <rect x="2" y="2" width="96" height="146" />
        <line x1="2" y1="75" x2="98" y2="75" />
        <circle cx="50" cy="75" r="10" />
        <rect x="25" y="2" width="50" height="18" />
        <rect x="38" y="2" width="24" height="7" />
        <rect x="25" y="130" width="50" height="18" />
        <rect x="38" y="141" width="24" height="7" />
      </svg>
      <div className="relative flex min-h-[620px] flex-col sm:min-h-[680px]">
        {half(home, 'home')}
        {half(away, 'away')}
      </div>
    </div>
  );
}
