import { servedSports } from '@placar/contract/sports/served-sports';
import { appSettings } from './schema.ts';
import type { Database } from './client.ts';

/** Settings a fresh install starts with; admins change them later. */
export const DEFAULT_APP_SETTINGS: Record<string, unknown> = {
  'home.sports': [...servedSports()],
  'home.rotator': [],
  'home.recommendations': [],
};

/** Writes the default settings that are missing; existing values are kept. */
export async function seedAppSettings(db: Database): Promise<void> {
  const rows = Object.entries(DEFAULT_APP_SETTINGS).map(([key, value]) => ({ key, value }));
  await db.insert(appSettings).values(rows).onConflictDoNothing({ target: appSettings.key });
}
