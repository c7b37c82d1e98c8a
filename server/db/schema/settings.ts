import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Settings staff change from the console while no App Configuration store is configured (today only
 * `ON_MAINTENANCE`): one row a key, shared by every instance and kept across restarts. `updated_by` is the staff
 * member who last set it (an id, as the audit trail keeps it; each change is also an entry of the `setting` chain).
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PlatformSettingRow = typeof platformSettings.$inferSelect;
