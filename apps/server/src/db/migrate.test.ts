import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-database.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { migrateDatabase } from './migrate.ts';
import { appSettings } from './schema.ts';
import { DEFAULT_APP_SETTINGS, seedAppSettings } from './seed.ts';

describe('migrations and seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('apply to an empty database and create app_settings', async () => {
    await migrateDatabase(database.db);
    const columns = await database.db.execute<{ column_name: string; data_type: string }>(
      sql`select column_name, data_type from information_schema.columns where table_name = 'app_settings' order by ordinal_position`,
    );
    expect(columns.rows).toEqual([
      { column_name: 'key', data_type: 'text' },
      { column_name: 'value', data_type: 'jsonb' },
      { column_name: 'updated_at', data_type: 'timestamp with time zone' },
    ]);
  });

  it('are idempotent', async () => {
    const count = async () =>
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))
        .rows[0]?.n;
    const before = await count();
    await migrateDatabase(database.db);
    expect(await count()).toBe(before);
  });

  it('seed writes the defaults once and keeps values admins changed', async () => {
    await seedAppSettings(database.db);
    await database.db
      .update(appSettings)
      .set({ value: ['basketball'] })
      .where(sql`${appSettings.key} = 'home.sports'`);
    await seedAppSettings(database.db);
    const rows = await database.db.select().from(appSettings);
    expect(rows.map((row) => row.key).sort()).toEqual(Object.keys(DEFAULT_APP_SETTINGS).sort());
    expect(rows.find((row) => row.key === 'home.sports')?.value).toEqual(['basketball']);
  });
});
