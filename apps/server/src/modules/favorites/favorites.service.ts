import type { CallData } from '@placar/contract/call';
import type { love, loveSettingList, myFavoritesList } from '@placar/contract/calls/favorites';
import { Code } from '@placar/contract/codes';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Viewer } from '../schedule/match-view.ts';
import {
  competitionSummaries,
  scheduleTargetExists,
  selectedMatchesOfDay,
  teamSummaries,
} from '../schedule/selection.service.ts';
import {
  addFavorite,
  alertsOf,
  alertsOfOne,
  favoritesOf,
  isFavorite,
  removeFavorite,
  setFavoriteAlerts,
} from './favorites.repository.ts';
import type { FavoriteKey, FavoriteKind } from './favorites.repository.ts';

/** Bounds what one account stores and what myFavoritesList has to match against. */
export const MAX_FAVORITES = 500;

const KIND_NAMES: Record<FavoriteKind, { en: string; br: string }> = {
  match: { en: 'Match', br: 'Partida' },
  competition: { en: 'Competition', br: 'Competição' },
  team: { en: 'Team', br: 'Time' },
};

async function add(db: Database, key: FavoriteKey): Promise<void> {
  if (!(await scheduleTargetExists(db, key.kind, key.targetId))) {
    const name = KIND_NAMES[key.kind];
    throw new ApiError(Code.notFound, {
      en: `${name.en} ${key.targetId} not found`,
      br: `${name.br} ${key.targetId} não encontrado`,
    });
  }
  const result = await addFavorite(db, key, MAX_FAVORITES);
  if (result === 'full') {
    throw new ApiError(Code.invalidInput, {
      en: `favorites: at most ${MAX_FAVORITES}; remove one first`,
      br: `favoritos: no máximo ${MAX_FAVORITES}; remova um antes`,
    });
  }
}

/**
 * Toggles a favorite, or sets it when `loved` is given. Setting is idempotent, so the web
 * client's merge of a visitor's local favorites at login may send the same one twice, in
 * parallel. Removing never fails, even for a target that no longer exists.
 */
export async function setLove(
  db: Database,
  userId: number,
  input: {
    kind: FavoriteKind;
    id: number;
    loved?: boolean | undefined;
    notifyStart?: boolean | undefined;
    notifyGoals?: boolean | undefined;
  },
): Promise<CallData<typeof love>> {
  const key: FavoriteKey = { userId, kind: input.kind, targetId: input.id };
  let loved = input.loved;
  // Only switches given on a favorite: they change, and it stays a favorite.
  if (
    loved === undefined &&
    (input.notifyStart !== undefined || input.notifyGoals !== undefined) &&
    (await isFavorite(db, key))
  )
    loved = true;
  else if (loved === undefined) loved = !(await removeFavorite(db, key));
  else if (!loved) await removeFavorite(db, key);
  if (loved) {
    await add(db, key);
    await setFavoriteAlerts(db, key, input);
  }
  const alerts = loved ? await alertsOfOne(db, key) : undefined;
  return {
    kind: input.kind,
    id: input.id,
    loved,
    notifyStart: alerts?.notifyStart ?? false,
    notifyGoals: alerts?.notifyGoals ?? false,
  };
}

export async function favoriteMatches(
  db: Database,
  userId: number,
  viewer: Viewer,
  date: string | undefined,
  now: Date,
): Promise<CallData<typeof myFavoritesList>> {
  const mine = await favoritesOf(db, userId);
  return selectedMatchesOfDay(
    db,
    viewer,
    { matchIds: mine.match, competitionIds: mine.competition, teamIds: mine.team },
    date,
    now,
  );
}

export async function favoriteSettings(
  db: Database,
  userId: number,
  viewer: Viewer,
): Promise<CallData<typeof loveSettingList>> {
  const mine = await favoritesOf(db, userId);
  const [competitions, teams, alerts] = await Promise.all([
    competitionSummaries(db, viewer, mine.competition),
    teamSummaries(db, viewer, mine.team),
    alertsOf(db, userId),
  ]);
  return {
    competitions,
    teams,
    matchIds: mine.match,
    alerts: alerts.map((row) => ({ ...row, kind: row.kind as FavoriteKind })),
  };
}
