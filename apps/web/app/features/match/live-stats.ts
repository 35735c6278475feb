import type { statsData } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';

type Stats = CallData<typeof statsData>;
type Stat = Stats['stats'][number];

/** Shares and rates are percentages; everything else is a count. */
export function statUnit(key: string): Stat['unit'] {
  return key === 'possession' || key.endsWith('_pct') || key === 'pass_accuracy' ? 'percent' : 'count';
}

/**
 * Statistics after a live update: changed values replace the shown ones, new keys join at the
 * end. Labels are the page's (by key), so the message carries none.
 */
export function withLiveStats(
  current: Stats | null,
  id: number,
  changed: { key: string; home: number; away: number }[],
  unitOf: (key: string) => Stat['unit'],
): Stats {
  const stats = [...(current?.stats ?? [])];
  for (const change of changed) {
    const index = stats.findIndex((stat) => stat.key === change.key);
    const next = { key: change.key, label: change.key, unit: unitOf(change.key), home: change.home, away: change.away };
    if (index >= 0) stats[index] = { ...stats[index], ...next, label: stats[index]?.label ?? change.key };
    else stats.push(next);
  }
  return { id, stats, boxScore: current?.boxScore ?? null };
}
