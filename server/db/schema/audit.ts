import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Who did what to which record, and when. Rows outlive the users they name (no foreign keys), so deleting a
 * user's personal data keeps the trail.
 *
 * The trail is append-only and hash-chained: one chain per (target_type, target_id), numbered by `seq` from 1; each
 * row keeps the previous row's hash and its own, SHA-256 over its canonical form (server/modules/audit/chain.ts).
 * A trigger (migration 0010) refuses UPDATE, DELETE and TRUNCATE, except sealing a row written before the chain
 * existed (its `hash` still null), and erasing a sealed personal value (migration 0028).
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
    seq: bigint('seq', { mode: 'number' }).notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    /**
     * The seals of the entry's personal values (server/modules/audit/chain.ts): null for entries written before
     * migration 0028 (their hash covers the values themselves); for later ones, each personal key's salt, or once
     * erased its digest. A trigger allows exactly that erasure as an update.
     */
    personal: jsonb('personal').$type<Record<string, { salt: string } | { digest: string }>>(),
  },
  (table) => [uniqueIndex('audit_events_chain_idx').on(table.targetType, table.targetId, table.seq), index('audit_events_actor_idx').on(table.actorId, table.at)],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;

/**
 * How far each chain has been verified (requirements ): the entry up to which every hash was checked, and its
 * hash. A verification walks only the entries after it, first checking that the entry at `verified_seq` still carries
 * `verified_hash` and that the chain has as many entries as its last seq, and re-walks a window of the entries
 * already verified from `rechecked_seq` on (so that every entry is walked again within a bounded number of reads). A writer of the database may change this row too: what it cannot change are the signed
 * anchors in the file store (server/modules/audit/anchors.ts), which every verification compares against.
 */
export const auditChainHeads = pgTable(
  'audit_chain_heads',
  {
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    verifiedSeq: bigint('verified_seq', { mode: 'number' }).notNull(),
    verifiedHash: text('verified_hash').notNull(),
    /** Where the rolling re-check of the entries already verified has reached (0: it starts again from seq 1). */
    recheckedSeq: bigint('rechecked_seq', { mode: 'number' }).notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.targetType, table.targetId] })],
);
export type AuditChainHeadRow = typeof auditChainHeads.$inferSelect;
