import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site-wide settings edited by admins (home tabs, rotator, recommendations), one JSON value per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
