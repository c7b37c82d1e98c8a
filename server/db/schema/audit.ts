import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who did what to which record, and when. Rows outlive the users they name (no foreign keys), so deleting a
 * user's personal data keeps the trail.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_target_idx').on(table.targetType, table.targetId, table.at),
    index('audit_events_actor_idx').on(table.actorId, table.at),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
