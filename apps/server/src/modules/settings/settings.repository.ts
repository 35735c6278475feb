import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

export async function readAllSettings(db: Database) {
  return db.select().from(appSettings);
}

export async function writeSetting(db: Database, key: string, value: unknown, at: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } });
}
