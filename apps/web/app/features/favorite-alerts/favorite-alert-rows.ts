import type { CallData } from '@placar/contract/call';
import type { loveSettingList } from '@placar/contract/calls/favorites';
import type { FavoriteKind } from '../../lib/favorites/local-favorites.ts';

export type LoveSettings = CallData<typeof loveSettingList>;

/** One favorite with its two alert switches, as the /me page lists it. */
export interface FavoriteAlertRow {
  kind: FavoriteKind;
  id: number;
  name: string;
  logo: string | null;
  notifyStart: boolean;
  notifyGoals: boolean;
}

export type AlertSwitch = 'notifyStart' | 'notifyGoals';

/** At most this many favorite matches get their names fetched (one call each). */
export const NAMED_MATCHES_MAX = 20;

/**
 * Competitions, then teams, then matches (named by `matchNames`, `#id` until known).
 * A favorite without a stored alert row keeps the server default: start on, goals off.
 */
export function favoriteAlertRows(settings: LoveSettings, matchNames: ReadonlyMap<number, string>): FavoriteAlertRow[] {
  const alerts = new Map(settings.alerts.map((alert) => [`${alert.kind}:${alert.id}`, alert]));
  const row = (kind: FavoriteKind, id: number, name: string, logo: string | null): FavoriteAlertRow => {
    const alert = alerts.get(`${kind}:${id}`);
    return { kind, id, name, logo, notifyStart: alert?.notifyStart ?? true, notifyGoals: alert?.notifyGoals ?? false };
  };
  return [
    ...settings.competitions.map((c) => row('competition', c.id, c.name, c.logo)),
    ...settings.teams.map((team) => row('team', team.id, team.name, team.logo)),
    ...settings.matchIds.map((id) => row('match', id, matchNames.get(id) ?? `#${id}`, null)),
  ];
}

/** The rows with one switch of one favorite set. */
export function withSwitch(
  rows: readonly FavoriteAlertRow[],
  target: { kind: FavoriteKind; id: number },
  key: AlertSwitch,
  on: boolean,
): FavoriteAlertRow[] {
  return rows.map((row) => (row.kind === target.kind && row.id === target.id ? { ...row, [key]: on } : row));
}
