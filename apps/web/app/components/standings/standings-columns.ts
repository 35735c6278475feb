import type { StandingRow } from '@placar/contract/schedule-entities';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { StandingColumnId } from '@placar/contract/sports/sport-rules';
import type { Translate } from '../../lib/matches/status-label.ts';

/** PCT as fans read it: .667, 1.000. */
export const pct = (value: number) => value.toFixed(3).replace(/^0/, '');

type Record3 = { won: number; drawn: number; lost: number };

/** One side's record as the sport writes it: W-D-L, or W-L where matches do not end level. */
export function recordOf(sport: Sport, entry: Record3): string {
  return sportRules(sport).table.record === 'won-drawn-lost'
    ? `${entry.won}-${entry.drawn}-${entry.lost}`
    : `${entry.won}-${entry.lost}`;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** How each column the sports' rules may name is filled from a row. */
const VALUES: Record<StandingColumnId, (row: StandingRow, sport: Sport, t: Translate) => string> = {
  played: (row) => String(row.played),
  won: (row) => String(row.won),
  drawn: (row) => String(row.drawn),
  lost: (row) => String(row.lost),
  overtimeLost: (row) => String(row.overtimeLost),
  goalsFor: (row) => String(row.goalsFor),
  goalsAgainst: (row) => String(row.goalsAgainst),
  goalDifference: (row) => signed(row.goalDifference),
  points: (row) => String(row.points),
  pct: (row) => pct(row.winPercentage),
  gb: (row) => (row.gamesBehind === null || row.gamesBehind === 0 ? '-' : String(row.gamesBehind)),
  home: (row, sport) => recordOf(sport, row.homeRecord),
  away: (row, sport) => recordOf(sport, row.awayRecord),
  lastTen: (row, sport) => recordOf(sport, row.lastTen),
  streak: (row, _sport, t) =>
    row.streak ? t(`basketballTable.streak.${row.streak.result}`, { count: row.streak.count }) : '-',
};

interface StandingColumnView {
  key: StandingColumnId;
  head: string;
  title: string;
  value: (row: StandingRow) => string;
  strong?: boolean;
  wide?: 'sm' | 'md';
}

/** The sport's standings columns in its order (sports/ rules), with their catalogue labels. */
export function standingColumns(sport: Sport, t: Translate): StandingColumnView[] {
  return sportRules(sport).table.columns.map((column) => ({
    key: column.id,
    head: t(`standings.col.${column.id}`),
    title: t(`standings.long.${column.id}`),
    value: (row) => VALUES[column.id](row, sport, t),
    ...(column.strong ? { strong: true } : {}),
    ...(column.wide ? { wide: column.wide } : {}),
  }));
}
