import type { LineupPlayer } from '@placar/contract/player-entities';
import { useTranslation } from '../../../i18n/use-translation.tsx';

/** What a player did in the match, as small marks: on and off with the minute, goals, cards. */
export function PlayerMarkers({ player, compact = false }: { player: LineupPlayer; compact?: boolean }) {
  const { t } = useTranslation();
  const { tally } = player;
  const marks = [];
  if (player.on !== null) {
    marks.push(
      <span
        key="on"
        className="text-pitch-400"
        data-testid="lineup-sub-on"
        title={t('lineups.cameOn', { minute: player.on })}
      >
        ▲{player.on}'
      </span>,
    );
  }
  if (player.off !== null && !player.sentOff) {
    marks.push(
      <span
        key="off"
        className="text-red-300"
        data-testid="lineup-sub-off"
        title={t('lineups.wentOff', { minute: player.off })}
      >
        ▼{player.off}'
      </span>,
    );
  }
  // A drawn ball, not an emoji: phones without an emoji font showed a box.
  for (let goal = 0; goal < tally.goals; goal += 1) {
    marks.push(
      <span
        key={`goal-${goal}`}
        className="inline-block size-2 rounded-full bg-white ring-1 ring-ink-950"
        data-testid="lineup-goal"
        aria-label={t('playerPage.figures.goals')}
      />,
    );
  }
  if (tally.yellowCards > 0)
    marks.push(
      <span
        key="yellow"
        className="inline-block h-2.5 w-1.5 rounded-[1px] bg-yellow-400"
        aria-label={t('playerPage.figures.yellowCards')}
      />,
    );
  if (tally.redCards > 0) {
    marks.push(
      <span
        key="red"
        className="inline-block h-2.5 w-1.5 rounded-[1px] bg-red-500"
        data-testid="lineup-sent-off"
        title={t('lineups.sentOff', { minute: player.off ?? 0 })}
      />,
    );
  }
  if (marks.length === 0) return null;
  return (
    <span
      className={`flex items-center gap-1 font-bold tabular-nums ${compact ? 'rounded bg-ink-950/70 px-1 text-[10px]' : 'text-xs'}`}
    >
      {marks}
    </span>
  );
}
