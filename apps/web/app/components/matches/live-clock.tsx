import type { MatchSummary } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { clockLabel } from '../../lib/matches/match-clock.ts';
import { useAppStore } from '../../state/app-store.ts';

/** The running clock of a live match, ticking with the store's server-corrected clock. */
export function LiveClock({
  match,
  className,
}: {
  match: Pick<MatchSummary, 'sport' | 'status' | 'clock'>;
  className?: string;
}) {
  const now = useAppStore((state) => state.clock);
  const { t } = useTranslation();
  const label = clockLabel(match, now, (period) => t(period.key, period.values));
  if (!label) return null;
  return (
    <span className={className} data-testid="match-clock">
      {label}
    </span>
  );
}

export function hasLiveClock(match: Pick<MatchSummary, 'sport' | 'status' | 'clock'>): boolean {
  return clockLabel(match, 0) !== null;
}
